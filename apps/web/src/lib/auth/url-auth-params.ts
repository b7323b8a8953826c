import { getRuntimeConfig } from '@/config/runtime';

/** What an OAuth or email-link return put in the address bar. */
export interface UrlAuthParams {
  /** Implicit flow: tokens in the hash. */
  accessToken: string | null;
  refreshToken: string | null;
  /** PKCE flow: `?code=`, only when this browser started a PKCE sign-in. */
  code: string | null;
  /** The error the auth service returned, words joined so they can be matched. */
  error: string | null;
  /** The same error's error_code and error_description as sent (an email link's kind of failure). */
  errorCode: string | null;
  errorDescription: string | null;
  /** The hash's `type` (recovery, signup, ...) and the page it landed on. */
  type: string | null;
  pathname: string;
}

/**
 * Pages that receive the design tool's own `code`, `state` and `error` parameters; an auth
 * return never lands on them, so their parameters are left alone.
 */
const DESIGN_TOOL_RETURN_PATHS = ['/auth', '/plugin-auth', '/figma-auth/initiate'];

/** supabase-js keeps the session under `sb-<first host label>-auth-token` in local storage. */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** ...and the PKCE verifier next to it. */
export function codeVerifierStorageKey(supabaseUrl: string): string {
  return `${sessionStorageKey(supabaseUrl)}-code-verifier`;
}

/** Removes the stored session without telling the server (for a session it already ended). */
export function forgetStoredSession(): void {
  try {
    window.localStorage.removeItem(sessionStorageKey(getRuntimeConfig().supabaseUrl));
  } catch {
    // Storage unavailable: supabase-js's own sign-out still clears what it holds.
  }
}

function hasCodeVerifier(): boolean {
  try {
    return (
      window.localStorage.getItem(codeVerifierStorageKey(getRuntimeConfig().supabaseUrl)) !== null
    );
  } catch {
    return false;
  }
}

function errorText(params: URLSearchParams): string | null {
  const parts = [
    params.get('error_code'),
    params.get('error_description'),
    params.get('error'),
  ].filter(Boolean);
  // 'user_already_exists' must read as words for the notice rules.
  return parts.length > 0 ? parts.join(' ').replace(/_/g, ' ') : null;
}

export function parseUrlAuthParams(href: string, codeVerifierStored: boolean): UrlAuthParams {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.startsWith('#') ? url.hash.slice(1) : url.hash);
  const designToolPage = DESIGN_TOOL_RETURN_PATHS.includes(url.pathname);
  const query = designToolPage ? new URLSearchParams() : url.searchParams;
  const errorParams = errorText(hash)
    ? hash
    : query.has('error_code') || query.has('error_description')
      ? query
      : null;
  return {
    accessToken: hash.get('access_token'),
    refreshToken: hash.get('refresh_token'),
    code: codeVerifierStored ? query.get('code') : null,
    error: errorParams ? errorText(errorParams) : null,
    errorCode: errorParams?.get('error_code') ?? null,
    errorDescription: errorParams?.get('error_description') ?? null,
    type: hash.get('type'),
    pathname: url.pathname,
  };
}

/**
 * Read once when the app starts, before supabase-js clears the hash while it picks the
 * session up, so the manual fallback (pasting the link) still has the tokens.
 */
export const initialUrlAuthParams: UrlAuthParams =
  typeof window === 'undefined'
    ? {
        accessToken: null,
        refreshToken: null,
        code: null,
        error: null,
        errorCode: null,
        errorDescription: null,
        type: null,
        pathname: '/',
      }
    : parseUrlAuthParams(window.location.href, hasCodeVerifier());

const AUTH_QUERY_KEYS = ['code', 'error', 'error_code', 'error_description'];

/**
 * The address without the auth return's hash and query parameters (path and other query
 * parameters kept), or null when there is nothing to clear.
 */
export function pathWithoutAuthParams(href: string): string | null {
  const url = new URL(href);
  const before = url.pathname + url.search + url.hash;
  url.hash = '';
  if (!DESIGN_TOOL_RETURN_PATHS.includes(url.pathname)) {
    for (const key of AUTH_QUERY_KEYS) url.searchParams.delete(key);
  }
  const after = url.pathname + url.search;
  return after === before ? null : after;
}

export function hasUrlAuthParams(params: UrlAuthParams): boolean {
  return Boolean(params.accessToken || params.code || params.error);
}

/**
 * The reset tokens of a recovery link that put them in the hash (hosted Supabase does so)
 * instead of the query string; only for the page load that landed on /reset-password.
 */
export function initialRecoveryTokens(): { accessToken: string; refreshToken: string } | null {
  const { accessToken, refreshToken, type, pathname } = initialUrlAuthParams;
  if (pathname !== '/reset-password' || type !== 'recovery' || !accessToken || !refreshToken)
    return null;
  return { accessToken, refreshToken };
}
