import bcrypt from 'bcryptjs';
import { passwordPolicyProblems, WEAK_PASSWORD_MESSAGE } from '@app/shared/validation';
import { AuthApiError, validationFailed } from './errors';

/** Cost 10, the hosted service's: its `$2a$` hashes verify here and ours there. */
const BCRYPT_COST = 10;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords rather than truncating. */
const MAX_PASSWORD_LENGTH = 72;

/**
 * GoTrue's password strength check (400 when too long, 422 weak_password with reasons),
 * with the product's one policy in place of the hosted minimum of 6: the sign-up page's
 * rules (packages/shared), for sign-up, password change, reset and the admin API alike, so
 * no path accepts a password the sign-up form would refuse.
 */
export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  const reasons = passwordPolicyProblems(password);
  if (reasons.length > 0) {
    throw new AuthApiError(422, 'weak_password', WEAK_PASSWORD_MESSAGE, {
      weakPasswordReasons: reasons,
    });
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** Compares against a stored hash; false for no hash or a malformed one. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** A hash to compare against when the user does not exist, so both paths take as long. */
let decoyHash: Promise<string> | null = null;
export async function spendComparisonTime(password: string): Promise<void> {
  decoyHash ??= bcrypt.hash('decoy-password-never-matches', BCRYPT_COST);
  await bcrypt.compare(password, await decoyHash);
}
