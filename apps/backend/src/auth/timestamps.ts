/** Timestamps arrive as the text Postgres prints (both drivers are set up that way). */
export type Timestamp = string;

/** A timestamp as GoTrue answers it (ISO 8601), or the text as it came when it is not a date. */
export function iso(value: Timestamp | Date | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}
