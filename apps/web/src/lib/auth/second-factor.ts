import { supabase } from '@/lib/supabase';

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
  resetNeedsCode:
    'Two-factor authentication is on for this account. Enter the code from your authenticator app to set the new password.',
  recoveryCodeFormat: 'Enter one of your recovery codes, like 7k2mq-zx9pa.',
  wrongRecoveryCode: 'That recovery code is not valid or was already used. Try another one.',
} as const;

/** Exactly six digits, spaces ignored (apps often show the code as "123 456"). */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** The auth API's MFA error, in the product's words. */
export function mfaErrorText(error: { code?: string; status?: number; message: string }): string {
  if (error.code === 'insufficient_aal') return MFA_MESSAGES.resetNeedsCode;
  if (error.status === 429 || error.code === 'over_request_rate_limit')
    return MFA_MESSAGES.tooManyAttempts;
  if (error.code === 'mfa_verification_failed') return MFA_MESSAGES.wrongCode;
  if (error.code === 'mfa_challenge_expired') return MFA_MESSAGES.expired;
  return MFA_MESSAGES.failed;
}

/** Verifies a code against the first verified authenticator app; the session becomes aal2 (MFA_CHALLENGE_VERIFIED). */
export async function verifySignInCode(code: string): Promise<void> {
  const { data, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) throw new Error(MFA_MESSAGES.failed);
  const factor = data.totp[0];
  if (!factor) return;
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (error) throw new Error(mfaErrorText(error));
}

/** A recovery code's shape: ten letters and digits, dashes and spaces ignored. */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '');
  return /^[0-9a-z]{10}$/i.test(code) ? code : null;
}

/**
 * Passes the code step with a recovery code instead: the auth service takes it where it
 * takes the authenticator's code (the factor's verify), and each code works once.
 */
export async function verifySignInRecoveryCode(input: string): Promise<void> {
  const code = normaliseRecoveryCode(input);
  if (!code) throw new Error(MFA_MESSAGES.recoveryCodeFormat);
  const { data, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) throw new Error(MFA_MESSAGES.failed);
  const factor = data.totp[0];
  if (!factor) return;
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (!error) return;
  throw new Error(
    error.code === 'mfa_verification_failed' ? MFA_MESSAGES.wrongRecoveryCode : mfaErrorText(error),
  );
}

/** Checks a typed code (format first) and raises the session to aal2; throws the product text. */
export async function passSecondFactor(input: string): Promise<void> {
  const code = normaliseCode(input);
  if (!code) throw new Error(MFA_MESSAGES.codeFormat);
  await verifySignInCode(code);
}
