import { AUTH_NOTICE_STORAGE_KEY, type OAuthStartPage } from '@app/shared/auth-messages';

/**
 * The notice shown once on /login or /signup, kept in session storage so
 * it survives the sign-out and redirect that precede it. Storage can be unavailable
 * (private modes, blocked cookies); the notice is then lost, never the redirect.
 */
export function storeAuthNotice(notice: string): void {
  try {
    window.sessionStorage.setItem(AUTH_NOTICE_STORAGE_KEY, notice);
  } catch {
    // Storage refused: the redirect still happens without the notice.
  }
}

export function readAuthNotice(): string | null {
  try {
    return window.sessionStorage.getItem(AUTH_NOTICE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function clearAuthNotice(): void {
  try {
    window.sessionStorage.removeItem(AUTH_NOTICE_STORAGE_KEY);
  } catch {
    // Nothing stored that could be shown twice.
  }
}

const OAUTH_START_KEY = 'oauth_started_on';

/**
 * Remembers which page a Google or GitHub sign-in left from, so that an error on the way
 * back (the user cancelled at the provider) returns to that page with its own words.
 */
export function rememberOAuthStart(page: OAuthStartPage): void {
  try {
    window.sessionStorage.setItem(OAUTH_START_KEY, page);
  } catch {
    // Without storage an error falls back to the sign-up notice.
  }
}

/** The page the last OAuth sign-in started from, read once. */
export function takeOAuthStart(): OAuthStartPage | null {
  try {
    const page = window.sessionStorage.getItem(OAUTH_START_KEY);
    window.sessionStorage.removeItem(OAUTH_START_KEY);
    return page === 'login' || page === 'signup' ? page : null;
  } catch {
    return null;
  }
}
