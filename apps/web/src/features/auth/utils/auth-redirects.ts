import { safeReturnTo } from '@app/shared/return-to';

/** The return_to of a page's query string, if it is a same-origin path; otherwise null. */
export function readReturnTo(search: string): string | null {
  const raw = new URLSearchParams(search).get('return_to');
  if (!raw) return null;
  const safe = safeReturnTo(raw, '');
  return safe === '' ? null : safe;
}

/** Where a successful sign-in goes: return_to, else /dashboard. */
export function afterSignInPath(returnTo: string | null): string {
  return returnTo ?? '/dashboard';
}

/** `path`, carrying return_to along when there is one (links between /login and /signup). */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?return_to=${encodeURIComponent(returnTo)}` : path;
}

/**
 * The confirmation mail's link signs the new account in, so it lands where a sign-in goes
 * (return_to, else /dashboard) rather than on /login, where the user would be left signed
 * in on a sign-in form.
 */
export function signupEmailRedirect(origin: string, returnTo: string | null): string {
  return origin + afterSignInPath(returnTo);
}

/** OAuth returns to return_to or /dashboard on this origin. */
export function oauthRedirectTo(origin: string, returnTo: string | null): string {
  return origin + afterSignInPath(returnTo);
}

export function resetPasswordRedirect(origin: string): string {
  return `${origin}/reset-password`;
}
