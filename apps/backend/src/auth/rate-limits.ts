import type { AppContext } from '../context';
import type { RateLimitRule } from '../http/rate-limit';
import { emailRateLimited, requestRateLimited } from './errors';

/**
 * The auth API's limits, counted in the database (ctx.rateLimiter) so they hold across
 * server instances. They follow the hosted defaults in spirit, but the limits that name an
 * email address are built so that a stranger cannot lock the owner out of it:
 *
 * - password sign-in (`/token?grant_type=password`, also pkce): 30 requests per 5 minutes
 *   per IP. Wrong passwords are counted per address (account) and IP together: 10 per
 *   5 minutes per pair; and 50 per 15 minutes per address from all IPs, past which an IP
 *   may still try only while it has failed fewer than 3 times for that address in its
 *   5 minutes (so the owner, who mistypes once on their own network, still gets in with
 *   the right password, while each of an attacker's IPs is down to a few guesses). A
 *   correct password is never counted.
 * - token refresh: 150 per 5 minutes per IP;
 * - anything that sends mail (sign-up, password recovery, resend, email change): 30 per
 *   hour per IP; 5 per hour per address and IP pair; and 20 per hour per address from all
 *   IPs, past which only an IP that has not asked for that address this hour gets a mail,
 *   so the owner's own reset still arrives.
 * - link verification (`/verify`): 30 per 5 minutes per IP;
 * - OAuth (`/authorize`, `/callback`): 30 per 5 minutes per IP.
 *
 * Going over answers 429 with the hosted codes and texts: over_request_rate_limit
 * "Request rate limit reached", over_email_send_rate_limit "email rate limit exceeded" for
 * mail. The counts are kept whether or not an account exists, so a 429 never tells which
 * addresses are known.
 */
export const AUTH_RATE_LIMITS = {
  signInPerIp: { limit: 30, windowSeconds: 300 },
  signInFailuresPerEmailIp: { limit: 10, windowSeconds: 300 },
  signInFailuresPerEmail: { limit: 50, windowSeconds: 900 },
  refreshPerIp: { limit: 150, windowSeconds: 300 },
  mailPerIp: { limit: 30, windowSeconds: 3600 },
  mailPerEmailIp: { limit: 5, windowSeconds: 3600 },
  mailPerEmail: { limit: 20, windowSeconds: 3600 },
  verifyPerIp: { limit: 30, windowSeconds: 300 },
  oauthPerIp: { limit: 30, windowSeconds: 300 },
} satisfies Record<string, RateLimitRule>;

/**
 * Past the address's limit, an IP that failed fewer times than this for the address (in the
 * pair's 5 minutes) may still try: the owner who mistyped once or twice.
 */
export const MISTYPES_ALLOWED_WHILE_LOCKED = 3;

type PerIpRule = 'signInPerIp' | 'refreshPerIp' | 'mailPerIp' | 'verifyPerIp' | 'oauthPerIp';

/** Counts one request per IP; throws the hosted 429 when over. */
export async function limitPerIp(ctx: AppContext, rule: PerIpRule, ip: string): Promise<void> {
  if (!(await ctx.rateLimiter.hit(`auth:${rule}:${ip}`, AUTH_RATE_LIMITS[rule])))
    throw requestRateLimited();
}

const keys = (rule: string, email: string, ip: string) => {
  const address = email.trim().toLowerCase();
  return { pair: `auth:${rule}Ip:${address}:${ip}`, address: `auth:${rule}:${address}` };
};

/**
 * Before a password is checked: refused while this IP failed too often for the address, or
 * while the address as a whole did and this IP failed more than a mistype or two.
 */
export async function checkSignInAllowed(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<void> {
  const key = keys('signInFailuresPerEmail', email, ip);
  const pair = await ctx.rateLimiter.peek(key.pair, AUTH_RATE_LIMITS.signInFailuresPerEmailIp);
  if (pair >= AUTH_RATE_LIMITS.signInFailuresPerEmailIp.limit) throw requestRateLimited();
  if (pair < MISTYPES_ALLOWED_WHILE_LOCKED) return;
  const all = await ctx.rateLimiter.peek(key.address, AUTH_RATE_LIMITS.signInFailuresPerEmail);
  if (all >= AUTH_RATE_LIMITS.signInFailuresPerEmail.limit) throw requestRateLimited();
}

/** Counts a wrong password (or an unknown address) against the pair and the address. */
export async function recordSignInFailure(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<void> {
  const key = keys('signInFailuresPerEmail', email, ip);
  await ctx.rateLimiter.count(key.pair, AUTH_RATE_LIMITS.signInFailuresPerEmailIp);
  await ctx.rateLimiter.count(key.address, AUTH_RATE_LIMITS.signInFailuresPerEmail);
}

/** Counts one mail to the address asked from this IP; throws the hosted 429 when over. */
export async function limitMailTo(ctx: AppContext, email: string, ip: string): Promise<void> {
  const key = keys('mailPerEmail', email, ip);
  const pair = await ctx.rateLimiter.count(key.pair, AUTH_RATE_LIMITS.mailPerEmailIp);
  if (pair > AUTH_RATE_LIMITS.mailPerEmailIp.limit) throw emailRateLimited();
  const all = await ctx.rateLimiter.count(key.address, AUTH_RATE_LIMITS.mailPerEmail);
  if (all > AUTH_RATE_LIMITS.mailPerEmail.limit && pair > 1) throw emailRateLimited();
}
