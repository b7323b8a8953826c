/** The deletion is confirmed when the typed email is the account's, ignoring case and outer spaces. */
export function confirmationMatches(
  typed: string,
  accountEmail: string | null | undefined,
): boolean {
  const expected = (accountEmail ?? '').trim().toLowerCase();
  return expected.length > 0 && typed.trim().toLowerCase() === expected;
}

export const SAME_EMAIL_ERROR = 'That is already the email address you sign in with.';

/** An email change to the address already in use does nothing, so the form says so up front. */
export function sameEmailError(
  typed: string,
  currentEmail: string | null | undefined,
): string | null {
  return confirmationMatches(typed, currentEmail) ? SAME_EMAIL_ERROR : null;
}
