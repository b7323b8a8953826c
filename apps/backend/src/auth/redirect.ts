import type { Context } from 'hono';
import type { Config } from '../config';
import { loopbackAliases } from '../http/loopback';

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether an auth redirect may go to `candidate`: an absolute http(s) URL on the site's
 * origin (or, in local mode, its loopback aliases) or on an origin of the allow list,
 * without credentials. Anything else (relative
 * or scheme-relative URLs, other hosts, look-alike subdomains, `javascript:`) is refused.
 */
export function isAllowedRedirect(config: Config, candidate: string): boolean {
  // Whitespace, control characters and backslashes are never part of a link we send.
  // eslint-disable-next-line no-control-regex
  if (!candidate || candidate.length > 2048 || /[\u0000-\u001f\u007f\s\\]/.test(candidate))
    return false;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  // The raw text must itself start with the origin, so odd spellings that URL parsing
  // would normalise (e.g. "https:evil.example") do not pass.
  if (!candidate.toLowerCase().startsWith(`${url.protocol}//`)) return false;
  const allowed = [config.siteUrl, ...loopbackAliases(config), ...config.redirectAllowList]
    .map(originOf)
    .filter((o): o is string => o !== null);
  return allowed.includes(url.origin);
}

/** The redirect target as GoTrue picks it: `redirect_to` if allowed, else the Referer if allowed, else the site. */
export function redirectTarget(config: Config, c: Context, requested?: string | null): string {
  const fromRequest = requested ?? c.req.query('redirect_to') ?? '';
  if (isAllowedRedirect(config, fromRequest)) return fromRequest;
  const referer = c.req.header('referer') ?? '';
  if (isAllowedRedirect(config, referer)) return referer;
  return config.siteUrl;
}

/** Appends parameters to a URL's fragment (implicit flow), keeping its path and query. */
export function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

/** Sets parameters in a URL's query (PKCE codes, the recovery tokens this product needs). */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
