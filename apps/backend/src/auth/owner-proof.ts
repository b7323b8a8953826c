import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { AuthApiError, badRequest, requestRateLimited } from './errors';
import { verifyPassword } from './passwords';
import type { UserRow } from './users';

/**
 * Changing the password or the sign-in email proves the owner is at the keyboard, not only
 * that someone holds a token (a stolen or left-open session must not be enough to take the
 * account over). The model is GoTrue's `update_password_require_current_password`
 * (`current_password` on PUT /user, supabase-js `updateUser({ current_password })`), here
 * applied to email changes too:
 *
 * - an account with a password sends its current password; wrong or missing answers 400
 *   with GoTrue's codes `current_password_invalid` / `current_password_required`. A session
 *   opened by a password-reset link (amr `recovery`) may set a new password without it,
 *   as upstream, since its owner has just proved the mailbox;
 * - an account without a password (Google or GitHub only) has nothing to type, so it must
 *   have signed in within the last REAUTHENTICATION_WINDOW_SECONDS: GoTrue's
 *   `reauthentication_needed` otherwise, and signing in again is the remedy.
 *
 * Wrong current passwords count per account, so a held session cannot be used to guess it.
 */
export const REAUTHENTICATION_WINDOW_SECONDS = 10 * 60;
export const CURRENT_PASSWORD_FAILURES = { limit: 10, windowSeconds: 900 } as const;

const FIRST_FACTOR_METHODS = new Set(['password', 'oauth', 'otp', 'recovery', 'email/signup']);

export const CURRENT_PASSWORD_REQUIRED = 'Current password required when setting new password.';
export const CURRENT_PASSWORD_REQUIRED_FOR_EMAIL =
  'Current password required when changing the email address.';
export const REAUTHENTICATION_NEEDED = 'Sign in again to change your email or password.';

type AmrEntry = { method: string; timestamp: number };

async function sessionAmr(q: Queryable, sessionId: string | null): Promise<AmrEntry[]> {
  if (!sessionId) return [];
  const res = await q.query<{ amr: AmrEntry[] | null }>(
    'select amr from auth.sessions where id = $1',
    [sessionId],
  );
  return res.rows[0]?.amr ?? [];
}

export async function requireOwnerProof(
  ctx: AppContext,
  q: Queryable,
  who: { user: UserRow; sessionId: string | null },
  change: { password: boolean; email: boolean },
  currentPassword: string,
): Promise<void> {
  const amr = await sessionAmr(q, who.sessionId);
  if (who.user.encrypted_password) {
    const recoveryOnly =
      change.password && !change.email && amr.some((e) => e.method === 'recovery');
    if (recoveryOnly) return;
    const required = change.password
      ? CURRENT_PASSWORD_REQUIRED
      : CURRENT_PASSWORD_REQUIRED_FOR_EMAIL;
    if (!currentPassword) throw badRequest('current_password_required', required);
    const key = `auth:currentPasswordFailures:${who.user.id}`;
    if (
      (await ctx.rateLimiter.peek(key, CURRENT_PASSWORD_FAILURES)) >=
      CURRENT_PASSWORD_FAILURES.limit
    ) {
      throw requestRateLimited();
    }
    if (!(await verifyPassword(currentPassword, who.user.encrypted_password))) {
      await ctx.rateLimiter.count(key, CURRENT_PASSWORD_FAILURES);
      // GoTrue's Go constant is ErrorCodeCurrentPasswordMismatch; the code it sends is this.
      throw badRequest('current_password_invalid', required);
    }
    return;
  }
  const now = Date.now() / 1000;
  const recent = amr.some(
    (e) =>
      FIRST_FACTOR_METHODS.has(e.method) && now - e.timestamp <= REAUTHENTICATION_WINDOW_SECONDS,
  );
  if (!recent) throw new AuthApiError(400, 'reauthentication_needed', REAUTHENTICATION_NEEDED);
}
