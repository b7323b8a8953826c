import { createHmac, randomInt } from 'node:crypto';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { mfaEncryptionKey } from './mfa-secrets';

/**
 * Two-factor recovery codes. GoTrue has none, so this is the product's own addition, built
 * to slot into its MFA API rather than beside it:
 *
 * - A code is accepted by the same POST /factors/{factorId}/verify that takes a TOTP code
 *   (after a challenge of the user's authenticator factor), so supabase-js's
 *   `mfa.challengeAndVerify({ factorId, code })` signs in with either, the session is raised
 *   to aal2 and MFA_CHALLENGE_VERIFIED fires as for a TOTP code. Its amr method is
 *   `mfa/recovery_code`, beside upstream's `totp`, `mfa/phone` and `mfa/webauthn`.
 * - Making a set (and counting what is left) is the `mfa-recovery-codes` function, since
 *   supabase-js has no auth call for it; it needs an aal2 session.
 *
 * Ten codes of ten Crockford base-32 characters (50 random bits), shown as `xxxxx-xxxxx`.
 * Each is stored as an HMAC-SHA-256 keyed with the MFA encryption key that already guards
 * the TOTP secrets and bound to its user, so the table alone reveals nothing; a code works
 * once; a new set replaces the old one; the codes go with the last verified factor (0009).
 */
export const RECOVERY_CODE_COUNT = 10;
const CODE_LENGTH = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** The amr method a recovery code adds; it makes a session aal2 like a TOTP code. */
export const RECOVERY_CODE_METHOD = 'mfa/recovery_code';

/** Lower case, no spaces or dashes, and Crockford's look-alikes read as the digits they mimic. */
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
}

/** Whether a verify `code` is a recovery code's shape (a TOTP code is six digits). */
export function isRecoveryCodeShape(input: string): boolean {
  const code = normaliseRecoveryCode(input);
  return code.length === CODE_LENGTH && [...code].every((ch) => ALPHABET.includes(ch));
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

async function codeHash(ctx: AppContext, userId: string, code: string): Promise<string> {
  const key = await mfaEncryptionKey(ctx.config);
  return createHmac('sha256', key)
    .update(`mfa-recovery-code:${userId}:${normaliseRecoveryCode(code)}`, 'utf8')
    .digest('hex');
}

export interface RecoveryCodeStatus {
  remaining: number;
  total: number;
  created_at: string | null;
}

export async function recoveryCodeStatus(
  q: Queryable,
  userId: string,
): Promise<RecoveryCodeStatus> {
  const res = await q.query<{ total: number; remaining: number; created_at: Date | string | null }>(
    `select count(*)::int as total, count(*) filter (where used_at is null)::int as remaining,
            max(created_at) as created_at
       from auth.mfa_recovery_codes where user_id = $1`,
    [userId],
  );
  const row = res.rows[0];
  return {
    remaining: row?.remaining ?? 0,
    total: row?.total ?? 0,
    created_at: row?.created_at ? new Date(row.created_at).toISOString() : null,
  };
}

/** A new set for the user, replacing any earlier one; the codes in clear, to be shown once. */
export async function replaceRecoveryCodes(
  ctx: AppContext,
  tx: Queryable,
  userId: string,
): Promise<{ codes: string[]; replaced: boolean }> {
  const removed = await tx.query('delete from auth.mfa_recovery_codes where user_id = $1', [
    userId,
  ]);
  const codes: string[] = [];
  while (codes.length < RECOVERY_CODE_COUNT) {
    const code = newCode();
    if (!codes.includes(code)) codes.push(code);
  }
  const hashes = await Promise.all(codes.map((code) => codeHash(ctx, userId, code)));
  await tx.query(
    `insert into auth.mfa_recovery_codes (user_id, code_hash) select $1, unnest($2::text[])`,
    [userId, hashes],
  );
  return { codes, replaced: (removed.rowCount ?? 0) > 0 };
}

/** Spends one unused code of the user's; the codes left, or null when it is not one of theirs. */
export async function spendRecoveryCode(
  ctx: AppContext,
  tx: Queryable,
  userId: string,
  code: string,
): Promise<number | null> {
  const spent = await tx.query(
    `update auth.mfa_recovery_codes set used_at = now()
      where user_id = $1 and code_hash = $2 and used_at is null returning id`,
    [userId, await codeHash(ctx, userId, code)],
  );
  if (spent.rows.length === 0) return null;
  return (await recoveryCodeStatus(tx, userId)).remaining;
}
