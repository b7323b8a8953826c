import type { AppContext } from '../context';
import type { RateLimitRule } from '../http/rate-limit';
import { requestRateLimited } from './errors';

/**
 * Limits on the MFA endpoints. Upstream allows 30 challenge and 30 verify requests per
 * minute per IP; on top of that every verification of one factor is counted, whoever sends
 * it, so six-digit codes cannot be guessed by spreading attempts over addresses: 10 per
 * 5 minutes per factor. Over the limit: 429 over_request_rate_limit, as the other limits.
 */
export const MFA_RATE_LIMITS = {
  challengePerIp: { limit: 30, windowSeconds: 60 },
  verifyPerIp: { limit: 30, windowSeconds: 60 },
  verifyPerFactor: { limit: 10, windowSeconds: 300 },
} satisfies Record<string, RateLimitRule>;

export async function limitMfa(
  ctx: AppContext,
  rule: keyof typeof MFA_RATE_LIMITS,
  key: string,
): Promise<void> {
  if (!(await ctx.rateLimiter.hit(`auth:mfa:${rule}:${key}`, MFA_RATE_LIMITS[rule])))
    throw requestRateLimited();
}
