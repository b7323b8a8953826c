/**
 * The return_to parameter of /login, /signup and the plugin link pages. Only a path on
 * this origin is followed; anything else (another host, a scheme, tricks that browsers
 * normalise into one) falls back, so return_to can never become an open redirect.
 */

// Control characters, DEL, and the C1 range: browsers strip tab/newline from URLs,
// which would turn '/\t/evil.example' into '//evil.example'.
// eslint-disable-next-line no-control-regex -- detecting control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const PROBE_ORIGIN = 'https://return-to.invalid';

function isSafePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (path.includes('\\') || CONTROL.test(path) || SCHEME.test(path)) return false;
  try {
    // The last word goes to the URL parser the browser will use.
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

export function safeReturnTo(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value) return fallback;
  let decoded: string;
  try {
    // Decoded once to catch encoded tricks such as '/%2F%2Fevil.example' or '/%5C...'.
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  return isSafePath(value) && isSafePath(decoded) ? value : fallback;
}
