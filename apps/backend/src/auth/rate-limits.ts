import type { AppContext } from '../context';
import type { RateLimitRule } from '../http/rate-limit';
import { emailRateLimited, requestRateLimited } from './errors';

/**
 * The auth API's limits, counted in the database (ctx.rateLimiter) so they hold across
 * server instances. They follow the hosted defaults in spirit:
 *
 * - password sign-in (`/token?grant_type=password`, also pkce): 30 requests per 5 minutes
 *   per IP, and 10 per 5 minutes per email address (slows password guessing on one account);
 * - token refresh: 150 per 5 minutes per IP;
 * - sign-up, password recovery, resend, email change (anything that sends mail): 30 requests
 *   per hour per IP, and 5 mails per hour per email address;
 * - link verification (`/verify`): 30 per 5 minutes per IP;
 * - OAuth (`/authorize`, `/callback`): 30 per 5 minutes per IP.
 *
 * Going over answers 429 with the hosted codes and texts: over_request_rate_limit
 * "Request rate limit reached" per IP, over_email_send_rate_limit "email rate limit
 * exceeded" per email address. The per-email limit counts every request for the address,
 * whether or not an account exists, so the answer never tells which addresses are known.
 */
export const AUTH_RATE_LIMITS = {
  signInPerIp: { limit: 30, windowSeconds: 300 },
  signInPerEmail: { limit: 10, windowSeconds: 300 },
  refreshPerIp: { limit: 150, windowSeconds: 300 },
  mailPerIp: { limit: 30, windowSeconds: 3600 },
  mailPerEmail: { limit: 5, windowSeconds: 3600 },
  verifyPerIp: { limit: 30, windowSeconds: 300 },
  oauthPerIp: { limit: 30, windowSeconds: 300 },
} satisfies Record<string, RateLimitRule>;

type RuleName = keyof typeof AUTH_RATE_LIMITS;

/** Counts one request per IP; throws the hosted 429 when over. */
export async function limitPerIp(ctx: AppContext, rule: RuleName, ip: string): Promise<void> {
  if (!(await ctx.rateLimiter.hit(`auth:${rule}:${ip}`, AUTH_RATE_LIMITS[rule]))) throw requestRateLimited();
}

/** Counts one request per email address; throws the hosted 429 when over. */
export async function limitPerEmail(ctx: AppContext, rule: 'signInPerEmail' | 'mailPerEmail', email: string): Promise<void> {
  if (!(await ctx.rateLimiter.hit(`auth:${rule}:${email.toLowerCase()}`, AUTH_RATE_LIMITS[rule]))) {
    throw rule === 'mailPerEmail' ? emailRateLimited() : requestRateLimited();
  }
}
