import bcrypt from 'bcryptjs';
import { AuthApiError, validationFailed } from './errors';

/** Cost 10, the hosted service's: its `$2a$` hashes verify here and ours there. */
const BCRYPT_COST = 10;
/** The server's own minimum (hosted default); the sign-up page asks for more client-side. */
export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords rather than truncating. */
const MAX_PASSWORD_LENGTH = 72;

/** GoTrue's password strength check: 400 when too long, 422 weak_password with reasons. */
export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthApiError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weakPasswordReasons: ['length'],
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
