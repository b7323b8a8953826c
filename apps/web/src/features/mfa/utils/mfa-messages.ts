/** The texts of two-factor sign-in, in one place for the pages and their tests. */
export const MFA_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not valid. Enter the current 6-digit code from your authenticator app.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes and try again.',
  expired: 'The code request expired. Enter the current code again.',
  enabled:
    'Two-factor authentication is on. You will enter a code from your authenticator app each time you sign in.',
  removed: 'Two-factor authentication is off. You sign in with your password only.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** Exactly six digits, spaces ignored (apps often show the code as "123 456"). */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** The auth API's MFA error, in the product's words. */
export function mfaErrorText(error: { code?: string; status?: number; message: string }): string {
  if (error.status === 429 || error.code === 'over_request_rate_limit')
    return MFA_MESSAGES.tooManyAttempts;
  if (error.code === 'mfa_verification_failed') return MFA_MESSAGES.wrongCode;
  if (error.code === 'mfa_challenge_expired') return MFA_MESSAGES.expired;
  return MFA_MESSAGES.failed;
}
