/** The deletion is confirmed when the typed email is the account's, ignoring case and outer spaces. */
export function confirmationMatches(typed: string, accountEmail: string | null | undefined): boolean {
  const expected = (accountEmail ?? '').trim().toLowerCase();
  return expected.length > 0 && typed.trim().toLowerCase() === expected;
}
