const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A generation's created_at in the visitor's own time zone, e.g. "Nov 21, 2026, 3:04 PM". */
export function formatGenerationDate(
  createdAt: string,
  format: Intl.DateTimeFormat = DATE_TIME,
): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Unknown date' : format.format(date);
}
