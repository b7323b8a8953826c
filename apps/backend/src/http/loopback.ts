import type { Config } from '../config';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The other names of SITE_URL when it is a loopback address: in local mode the app is
 * opened at http://localhost:3000 as often as at http://127.0.0.1:3000, and both are this
 * machine on the same port. Empty for any other site URL and in production.
 */
export function loopbackAliases(config: Pick<Config, 'appEnv' | 'siteUrl'>): string[] {
  if (config.appEnv !== 'local') return [];
  let site: URL;
  try {
    site = new URL(config.siteUrl);
  } catch {
    return [];
  }
  if (!LOOPBACK_HOSTS.includes(site.hostname)) return [];
  const port = site.port ? `:${site.port}` : '';
  return LOOPBACK_HOSTS.filter((host) => host !== site.hostname).map(
    (host) => `${site.protocol}//${host}${port}`,
  );
}

/**
 * The origin a request was made to, as the browser sees it (scheme, host name and port of
 * the Host header), or null when that is not a plain http(s) origin.
 */
export function requestOrigin(requestUrl: string): string | null {
  try {
    const url = new URL(requestUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where to send the browser back to after a page on another site (Stripe's checkout or
 * portal): SITE_URL, or in local mode the loopback alias of it that the page was opened at
 * (the request's Origin), so a user who opened http://127.0.0.1:3000 returns signed in there.
 * Any other Origin is ignored: no open redirect.
 */
export function returnOrigin(
  config: Pick<Config, 'appEnv' | 'siteUrl'>,
  origin: string | null | undefined,
): string {
  return origin && loopbackAliases(config).includes(origin) ? origin : config.siteUrl;
}
