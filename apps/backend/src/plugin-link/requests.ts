import { PLUGIN_LINK_ERRORS } from '@app/shared/plugin-link';
import type { AppContext } from '../context';
import type { RateLimitRule } from '../http/rate-limit';
import { functionError } from '../functions/function';

/** Per-IP limits of the plugin link's public endpoints (a poll every 2 s fits easily). */
export const PLUGIN_LINK_LIMITS: Record<string, RateLimitRule> = {
  'plugin-keys': { limit: 20, windowSeconds: 60 },
  'plugin-poll': { limit: 120, windowSeconds: 60 },
  'plugin-auth-update': { limit: 30, windowSeconds: 60 },
  'figma-oauth-callback': { limit: 20, windowSeconds: 60 },
  'figma-oauth-exchange': { limit: 20, windowSeconds: 60 },
  'figma-user-info': { limit: 20, windowSeconds: 60 },
  'figma-connect': { limit: 20, windowSeconds: 60 },
};

/** A 429 answer when the caller's IP is over the endpoint's limit, else null. */
export async function overLimit(
  ctx: AppContext,
  endpoint: keyof typeof PLUGIN_LINK_LIMITS,
  ip: string,
): Promise<Response | null> {
  const ok = await ctx.rateLimiter.hit(`${endpoint}:ip:${ip}`, PLUGIN_LINK_LIMITS[endpoint]!);
  return ok ? null : functionError(429, PLUGIN_LINK_ERRORS.tooMany);
}

/** A non-empty string field of at most `max` characters, else null. */
export function field(body: Record<string, unknown>, name: string, max = 512): string | null {
  const v = body[name];
  return typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;
}
