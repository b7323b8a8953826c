import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { RateLimitRule } from '../http/rate-limit';
import { requestRateLimited } from './errors';

/**
 * Limits on the MFA endpoints. Upstream allows 30 challenge and 30 verify requests per
 * minute per IP. On top of that, codes checked against a factor are counted, but only once
 * the request has shown it is the owner's own session answering its own challenge, so
 * someone who holds only the anon key and a factor id counts nothing:
 *
 * - per factor and session: 10 codes per 5 minutes (the session that holds the challenge);
 * - per factor, all sessions together: 30 codes an hour, so that six-digit codes cannot be
 *   guessed by opening many sessions. Only someone who has the password can reach it; the
 *   owner then still gets in through the mailed recovery link (functions/mfa-recovery.ts).
 *
 * Over a limit: 429 over_request_rate_limit, as the other limits.
 */
export const MFA_RATE_LIMITS = {
  challengePerIp: { limit: 30, windowSeconds: 60 },
  verifyPerIp: { limit: 30, windowSeconds: 60 },
  verifyPerFactorSession: { limit: 10, windowSeconds: 300 },
  verifyPerFactor: { limit: 30, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

export async function limitMfa(
  ctx: AppContext,
  rule: 'challengePerIp' | 'verifyPerIp',
  key: string,
): Promise<void> {
  if (!(await ctx.rateLimiter.hit(`auth:mfa:${rule}:${key}`, MFA_RATE_LIMITS[rule])))
    throw requestRateLimited();
}

/**
 * Counts one code checked against the factor by the session holding its challenge, in the
 * verification's own transaction; throws the 429 when either count is over.
 */
export async function countFactorAttempt(
  ctx: AppContext,
  tx: Queryable,
  factorId: string,
  sessionId: string,
): Promise<void> {
  const perSession = await ctx.rateLimiter.count(
    `auth:mfa:verifyPerFactorSession:${factorId}:${sessionId}`,
    MFA_RATE_LIMITS.verifyPerFactorSession,
    1,
    tx,
  );
  if (perSession > MFA_RATE_LIMITS.verifyPerFactorSession.limit) throw requestRateLimited();
  const perFactor = await ctx.rateLimiter.count(
    `auth:mfa:verifyPerFactor:${factorId}`,
    MFA_RATE_LIMITS.verifyPerFactor,
    1,
    tx,
  );
  if (perFactor > MFA_RATE_LIMITS.verifyPerFactor.limit) throw requestRateLimited();
}
