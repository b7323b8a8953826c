import { AUTH_NOTICE_STORAGE_KEY } from '@app/shared/auth-messages';

/**
 * The notice shown once on /login or /signup (spec section 8), kept in session storage so
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
