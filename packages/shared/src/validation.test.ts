import { describe, expect, it } from 'vitest';
import {
  checkPasswordRules,
  credentialsError,
  isSignupSubmitDisabled,
  isValidEmail,
  passwordPolicyProblems,
  passwordStrength,
  validateResetPassword,
} from './validation';

describe('checkPasswordRules', () => {
  it('reports each rule in order with its label', () => {
    expect(checkPasswordRules('abc')).toEqual([
      { id: 'length', label: 'At least 8 characters', passed: false },
      { id: 'uppercase', label: 'One uppercase letter', passed: false },
      { id: 'lowercase', label: 'One lowercase letter', passed: true },
      { id: 'number', label: 'One number', passed: false },
    ]);
  });
  it('needs 8 characters, not 7', () => {
    expect(checkPasswordRules('1234567')[0]?.passed).toBe(false);
    expect(checkPasswordRules('12345678')[0]?.passed).toBe(true);
  });
  it('passes every rule for a good password', () => {
    expect(checkPasswordRules('Abcdefg1').every((r) => r.passed)).toBe(true);
  });
});

describe('passwordPolicyProblems', () => {
  it.each([
    ['Abcdefg1', []],
    ['abcdefgh', ['characters']],
    ['ABCDEFG1', ['characters']],
    ['Abc1', ['length']],
    ['abc', ['length', 'characters']],
    ['Ärger-über-9', []],
  ])('%s fails %j', (password, problems) => {
    expect(passwordPolicyProblems(password)).toEqual(problems);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'none'],
    ['!!!', 'none'],
    ['a', 'weak'],
    ['aB', 'weak'],
    ['aB1', 'medium'],
    ['abcdefgh1', 'medium'],
    ['Abcdefg1', 'strong'],
  ] as const)('%j → %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('isSignupSubmitDisabled', () => {
  it('is enabled before anything is typed', () => {
    expect(isSignupSubmitDisabled('')).toBe(false);
  });
  it('is disabled while a typed password fails a rule', () => {
    expect(isSignupSubmitDisabled('abcdefg1')).toBe(true);
    expect(isSignupSubmitDisabled('Abcdefgh')).toBe(true);
  });
  it('is enabled when every rule passes', () => {
    expect(isSignupSubmitDisabled('Abcdefg1')).toBe(false);
  });
});

describe('validateResetPassword', () => {
  it('needs the two entries to match', () => {
    expect(validateResetPassword('abcdef', 'abcdeg')).toBe('Passwords do not match');
  });
  it('needs at least 6 characters', () => {
    expect(validateResetPassword('abcde', 'abcde')).toBe(
      'Password must be at least 6 characters long',
    );
  });
  it('reports the mismatch when both fail', () => {
    expect(validateResetPassword('abc', 'abd')).toBe('Passwords do not match');
  });
  it('accepts 6 matching characters', () => {
    expect(validateResetPassword('abcdef', 'abcdef')).toBeNull();
  });
});

describe('isValidEmail', () => {
  it.each(['user@example.com', ' user.name+tag@sub.example.co.uk '])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'user', 'user@', '@example.com', 'a b@example.com', `${'a'.repeat(250)}@x.io`])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('credentialsError', () => {
  const text = 'You must provide either an email or phone number and a password';
  it('needs an email or phone and a password', () => {
    expect(credentialsError({ email: 'a@b.co', password: 'x' })).toBeNull();
    expect(credentialsError({ phone: '+15551234567', password: 'x' })).toBeNull();
    expect(credentialsError({ email: '  ', password: 'x' })).toBe(text);
    expect(credentialsError({ email: 'a@b.co', password: '' })).toBe(text);
    expect(credentialsError({})).toBe(text);
  });
});
