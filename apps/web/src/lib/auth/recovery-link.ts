/**
 * The password-reset link's tokens. The spec's /reset-password reads access_token and
 * refresh_token from the query string, where they would stay in the address bar, the
 * browser history and any log of the page's URL; so they are read once, when the app
 * starts, and removed from the address at once, before the router or the supabase client
 * see the URL and before any request is made.
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
 * The tokens of a /reset-password address and the address without them; null when the
 * address is another page or carries no token.
 */
export function splitResetLink(href: string): { tokens: ResetLinkTokens; cleaned: string } | null {
  const url = new URL(href);
  if (url.pathname !== RESET_PATH) return null;
  const accessToken = url.searchParams.get('access_token');
  const refreshToken = url.searchParams.get('refresh_token');
  if (accessToken === null && refreshToken === null) return null;
  for (const key of LINK_PARAMS) url.searchParams.delete(key);
  return { tokens: { accessToken, refreshToken }, cleaned: url.pathname + url.search + url.hash };
}

function captureFromAddressBar(): ResetLinkTokens | null {
  if (typeof window === 'undefined') return null;
  const split = splitResetLink(window.location.href);
  if (!split) return null;
  window.history.replaceState(window.history.state, '', split.cleaned);
  return split.tokens;
}

let captured: ResetLinkTokens | null = captureFromAddressBar();

/** The tokens the reset link opened this tab with, if it was opened by one. */
export function resetLinkTokens(): ResetLinkTokens | null {
  return captured;
}

/** Once the password is changed the link is spent: a later visit asks for a new one. */
export function forgetResetLinkTokens(): void {
  captured = null;
}
