import { describe, expect, it } from 'vitest';
import { credentialErrorText, hasPasswordSignIn } from './credential-errors';

describe('credentialErrorText', () => {
  it('tells a missing current password from a wrong one by the code', () => {
    const message = 'Current password required when setting new password.';
    expect(credentialErrorText({ code: 'current_password_required', message })).toBe(
      'Enter your current password.',
    );
    expect(credentialErrorText({ code: 'current_password_invalid', message })).toBe(
      'Your current password is not right. Nothing was changed.',
    );
  });

  it('passes other refusals through in the server’s words', () => {
    expect(
      credentialErrorText({
        code: 'weak_password',
        message: 'Password must be at least 8 characters long…',
      }),
    ).toBe('Password must be at least 8 characters long…');
    expect(credentialErrorText({ message: 'Network down' })).toBe('Network down');
  });
});

describe('hasPasswordSignIn', () => {
  it('is true with an email identity only', () => {
    expect(hasPasswordSignIn([{ provider: 'github' }, { provider: 'email' }])).toBe(true);
    expect(hasPasswordSignIn([{ provider: 'google' }])).toBe(false);
    expect(hasPasswordSignIn(undefined)).toBe(false);
  });
});
