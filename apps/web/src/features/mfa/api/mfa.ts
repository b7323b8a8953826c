import type { Factor } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { MFA_MESSAGES, mfaErrorText } from '@/lib/auth/second-factor';
import { qrImageSrc } from '../utils/qr-image-src';

export interface Enrolment {
  factorId: string;
  /** data:image/svg+xml URL of the QR code, percent-encoded so an <img> shows all of it. */
  qrCode: string;
  secret: string;
}

/** The user's verified authenticator-app factors (read fresh from the server). */
export async function listVerifiedFactors(): Promise<Factor[]> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw new Error(MFA_MESSAGES.failed);
  return data.totp;
}

/** Starts an enrolment: any unfinished one is dropped first, then a new secret and QR code. */
export async function startEnrolment(): Promise<Enrolment> {
  const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) throw new Error(MFA_MESSAGES.failed);
  for (const stale of factors.all.filter((f) => f.status === 'unverified')) {
    await supabase.auth.mfa.unenroll({ factorId: stale.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw new Error(mfaErrorText(error));
  return { factorId: data.id, qrCode: qrImageSrc(data.totp.qr_code), secret: data.totp.secret };
}

/** Verifies a code of the factor; on success the session is raised to aal2 (MFA_CHALLENGE_VERIFIED). */
export async function verifyCode(factorId: string, code: string): Promise<void> {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw new Error(mfaErrorText(error));
}

/** Drops an enrolment that was not finished. */
export async function cancelEnrolment(factorId: string): Promise<void> {
  await supabase.auth.mfa.unenroll({ factorId });
}

/** Removes a factor, then refreshes the session so its level and user follow. */
export async function removeFactor(factorId: string): Promise<void> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw new Error(mfaErrorText(error));
  await supabase.auth.refreshSession();
}
