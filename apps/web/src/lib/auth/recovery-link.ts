/**
 * The password-reset link's tokens. The auth server sends them in the URL fragment (as the
 * hosted service does: a fragment never reaches a server or its logs); the spec's
 * /reset-password also reads access_token and refresh_token from the query string. Either
 * way they would stay in the address bar and the browser history, so they are read once,
 * when the app starts, and removed from the address at once, before the router or the
 * supabase client see the URL (which would otherwise sign this browser in with them) and
 * before any request is made.
 */
export interface ResetLinkTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

const RESET_PATH = '/reset-password';
/** The link's token parameters and what the auth service sends along with them. */
const LINK_PARAMS = [
  'access_token',
  'refresh_token',
  'expires_at',
  'expires_in',
  'token_type',
  'type',
];

/**
 * The tokens of a /reset-password address (fragment first, then query string) and the
 * address without them; null when the address is another page or carries no token.
 */
export function splitResetLink(href: string): { tokens: ResetLinkTokens; cleaned: string } | null {
  const url = new URL(href);
  if (url.pathname !== RESET_PATH) return null;
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const accessToken = hash.get('access_token') ?? url.searchParams.get('access_token');
  const refreshToken = hash.get('refresh_token') ?? url.searchParams.get('refresh_token');
  if (accessToken === null && refreshToken === null) return null;
  for (const key of LINK_PARAMS) {
    url.searchParams.delete(key);
    hash.delete(key);
  }
  // The hosted service's links also carry an empty `sb` marker.
  if (hash.get('sb') === '') hash.delete('sb');
  if (url.searchParams.get('sb') === '') url.searchParams.delete('sb');
  const rest = hash.toString();
  return {
    tokens: { accessToken, refreshToken },
    cleaned: url.pathname + url.search + (rest ? `#${rest}` : ''),
  };
}

/**
 * Kept for the tab (session storage, like the session supabase-js keeps in local storage),
 * so a reload of the page, or Back and Forward, still has the link it was opened with.
 */
const STORAGE_KEY = 'reset_link_tokens';

function readStored(): ResetLinkTokens | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<ResetLinkTokens>) : null;
    if (!parsed) return null;
    return {
      accessToken: typeof parsed.accessToken === 'string' ? parsed.accessToken : null,
      refreshToken: typeof parsed.refreshToken === 'string' ? parsed.refreshToken : null,
    };
  } catch {
    return null;
  }
}

function captureFromAddressBar(): ResetLinkTokens | null {
  if (typeof window === 'undefined') return null;
  const split = splitResetLink(window.location.href);
  if (!split) return null;
  window.history.replaceState(window.history.state, '', split.cleaned);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(split.tokens));
  } catch {
    // Without storage the link works until the page is reloaded.
  }
  return split.tokens;
}

let captured: ResetLinkTokens | null = captureFromAddressBar();

/** The tokens of the reset link this tab was opened with, if it was opened by one. */
export function resetLinkTokens(): ResetLinkTokens | null {
  return captured ?? (typeof window === 'undefined' ? null : readStored());
}

/** Once the password is changed the link is spent: a later visit asks for a new one. */
export function forgetResetLinkTokens(): void {
  captured = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
