import { describe, expect, it } from 'vitest';
import { MFA_MESSAGES, mfaErrorText, normaliseCode, normaliseRecoveryCode } from './second-factor';

describe('two-factor texts', () => {
  it('accepts six digits, with spaces, and nothing else', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(normaliseCode('12345')).toBeNull();
    expect(normaliseCode('12345a')).toBeNull();
  });

  it('reads a recovery code as printed or typed, and refuses anything else', () => {
    expect(normaliseRecoveryCode('7k2mq-zx9pa')).toBe('7k2mqzx9pa');
    expect(normaliseRecoveryCode(' 7K2MQ ZX9PA ')).toBe('7K2MQZX9PA');
    expect(normaliseRecoveryCode('123456')).toBeNull();
    expect(normaliseRecoveryCode('7k2mq-zx9p!')).toBeNull();
  });

  it('maps the auth API errors to the product texts', () => {
    expect(
      mfaErrorText({
        code: 'mfa_verification_failed',
        status: 422,
        message: 'Invalid TOTP code entered',
      }),
    ).toBe(MFA_MESSAGES.wrongCode);
    expect(
      mfaErrorText({
        code: 'over_request_rate_limit',
        status: 429,
        message: 'Request rate limit reached',
      }),
    ).toBe(MFA_MESSAGES.tooManyAttempts);
    expect(mfaErrorText({ status: 500, message: 'Internal Server Error' })).toBe(
      MFA_MESSAGES.failed,
    );
  });
});
