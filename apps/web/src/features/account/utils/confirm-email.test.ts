import { describe, expect, it } from 'vitest';
import { SAME_EMAIL_ERROR, confirmationMatches, sameEmailError } from './confirm-email';

describe('confirmationMatches', () => {
  it('accepts the account email, ignoring case and outer spaces', () => {
    expect(confirmationMatches('ada@example.com', 'ada@example.com')).toBe(true);
    expect(confirmationMatches('  Ada@Example.COM ', 'ada@example.com')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(confirmationMatches('ada@example.co', 'ada@example.com')).toBe(false);
    expect(confirmationMatches('', 'ada@example.com')).toBe(false);
  });

  it('can never be confirmed for an account without an email', () => {
    expect(confirmationMatches('', null)).toBe(false);
    expect(confirmationMatches('', '')).toBe(false);
  });
});

describe('sameEmailError', () => {
  it('flags a change to the address already in use', () => {
    expect(sameEmailError(' ADA@example.com', 'ada@example.com')).toBe(SAME_EMAIL_ERROR);
  });

  it('lets any other address through to the server', () => {
    expect(sameEmailError('ada@new.example', 'ada@example.com')).toBeNull();
    expect(sameEmailError('ada@new.example', null)).toBeNull();
  });
});
