import type { RateLimitRule } from '../http/rate-limit';
import { RestError } from './errors';
import type { RestRequest } from './rest-request';

interface CallLimits {
  perIp: RateLimitRule;
  /** All callers together: bounds what many IPs can do, at the cost of a 429 to all. */
  global?: RateLimitRule;
}

/**
 * What the public anon key may call that writes for free or tells something about other
 * people, with its limits (the service role is not limited):
 *
 * - `rpc validate_email_for_signup` says whether an address has a confirmed account. The
 *   sign-up page calls it once per submit and goes on with the sign-up when the call fails
 *   (spec: "warn and allow signup"), so a global cap costs a real user nothing.
 * - `insert contact_requests` stores a sales enquiry (one row per call, enforced by the
 *   table's trigger).
 * - `insert figma_oauth_state` stores the state of the /figma-auth/initiate page, once per
 *   visit (one row per call and at most 10,000 live rows, enforced by the table's trigger,
 *   which is the bound for all callers together).
 */
export const REST_RATE_LIMITS: Readonly<Record<string, CallLimits>> = {
  'rpc validate_email_for_signup': {
    perIp: { limit: 30, windowSeconds: 3600 },
    global: { limit: 600, windowSeconds: 3600 },
  },
  'insert contact_requests': {
    perIp: { limit: 10, windowSeconds: 3600 },
    global: { limit: 500, windowSeconds: 3600 },
  },
  'insert figma_oauth_state': {
    perIp: { limit: 30, windowSeconds: 3600 },
  },
};

const tooMany = () => new RestError(429, 'PT429', 'Too many requests. Please try again later.');

/** Counts one call; throws 429 when the caller's IP, or everyone together, is over. */
export async function limitCall(
  req: RestRequest,
  kind: 'rpc' | 'insert',
  name: string,
): Promise<void> {
  const key = `${kind} ${name}`;
  const limits = Object.hasOwn(REST_RATE_LIMITS, key) ? REST_RATE_LIMITS[key] : undefined;
  if (!limits || req.caller.role === 'service_role') return;
  const limiter = req.ctx.rateLimiter;
  if (!(await limiter.hit(`rest:${key}:ip:${req.ip}`, limits.perIp))) throw tooMany();
  if (limits.global && !(await limiter.hit(`rest:${key}:all`, limits.global))) throw tooMany();
}
