// Made on first use: building it (locale and time zone data) costs tens of milliseconds of
// main thread, which the dashboard's start would pay at import even with no generation to show.
let dateTime: Intl.DateTimeFormat | undefined;

/** A generation's created_at in the visitor's own time zone, e.g. "Nov 21, 2026, 3:04 PM". */
export function formatGenerationDate(createdAt: string, format?: Intl.DateTimeFormat): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  format ??= dateTime ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return format.format(date);
}
