import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * How many proxies of yours stand in front of the server, each appending the address it
 * saw to X-Forwarded-For: TRUSTED_PROXY_HOPS=N, or TRUST_PROXY=true for one. 0 (the
 * default) ignores the header, since any client can write it.
 */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TRUSTED_PROXY_HOPS;
  if (raw !== undefined && raw !== '') {
    const hops = Number(raw);
    if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
      throw new RangeError(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got "${raw}"`);
    }
    return hops;
  }
  return env.TRUST_PROXY === 'true' ? 1 : 0;
}

/**
 * The client's address in X-Forwarded-For behind `hops` appending proxies: the entry that
 * many places from the right, the one your outermost proxy wrote. Entries to its left were
 * written by the client and are never used. Null when the header has fewer entries than
 * that (the request did not come through all the proxies).
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (!header || hops <= 0) return null;
  const entries = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops]! : null;
}

/** The caller's IP for rate limits and session records. */
export function clientIp(c: Context): string {
  const forwarded = forwardedClient(c.req.header('x-forwarded-for'), trustedProxyHops());
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
