const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A date in the visitor's own time zone, e.g. "November 21, 2026"; an unreadable one says so. */
export function formatBillingDate(date: Date, format: Intl.DateTimeFormat = LONG_DATE): string {
  return Number.isNaN(date.getTime()) ? 'Unknown date' : format.format(date);
}

/** "Active since …": when the current subscription started, else when the account was made. */
export function activeSinceDate(
  subscriptionStart: string | null | undefined,
  profileCreatedAt: string,
): Date {
  return new Date(subscriptionStart ?? profileCreatedAt);
}
