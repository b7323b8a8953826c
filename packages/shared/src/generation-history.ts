/**
 * The Generation History's pages, search and filters, as the web app asks the table API for
 * them: keyset pages (a cursor names the last generation seen, never an offset), newest first
 * with the id breaking ties between generations of the same instant.
 */

export const HISTORY_PAGE_SIZE = 50;
/** Longer searches are cut: a name is at most 200 characters. */
export const HISTORY_SEARCH_MAX_LENGTH = 200;

/** A generation a page starts or ends at: created_at exactly as the table API sent it, and the id. */
export interface HistoryCursor {
  createdAt: string;
  id: string;
}

export type ChargedFilter = 'charged' | 'free';

export interface HistoryFilters {
  search: string;
  type: string | null;
  charged: ChargedFilter | null;
}

/**
 * Where a page is: the first (newest), after a generation (Next), before one (Previous), or
 * the last (the oldest generations, read from that end).
 */
export type HistoryPosition =
  | { kind: 'first' }
  | { kind: 'last' }
  | { kind: 'after'; cursor: HistoryCursor }
  | { kind: 'before'; cursor: HistoryCursor };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** `<created_at>_<id>`: readable in the address bar, and neither part contains `_`. */
export function encodeCursor(cursor: HistoryCursor): string {
  return `${cursor.createdAt}_${cursor.id}`;
}

/** A cursor from the address bar, or null when it is not one this app wrote. */
export function decodeCursor(value: string | null): HistoryCursor | null {
  if (!value || value.length > 80) return null;
  const cut = value.lastIndexOf('_');
  const createdAt = value.slice(0, cut);
  const id = value.slice(cut + 1);
  if (cut < 0 || !UUID.test(id) || !TIMESTAMP.test(createdAt)) return null;
  if (Number.isNaN(Date.parse(createdAt.replace(' ', 'T')))) return null;
  return { createdAt, id: id.toLowerCase() };
}

/** The page, search and filters the address names (`?q=&type=&charged=&after=|before=`). */
export function readHistoryParams(params: URLSearchParams): {
  filters: HistoryFilters;
  position: HistoryPosition;
} {
  const search = (params.get('q') ?? '').trim().slice(0, HISTORY_SEARCH_MAX_LENGTH);
  const type = params.get('type')?.trim() || null;
  const chargedParam = params.get('charged');
  const charged = chargedParam === 'charged' || chargedParam === 'free' ? chargedParam : null;
  const after = decodeCursor(params.get('after'));
  const before = decodeCursor(params.get('before'));
  const position: HistoryPosition = after
    ? { kind: 'after', cursor: after }
    : before
      ? { kind: 'before', cursor: before }
      : params.get('at') === 'oldest'
        ? { kind: 'last' }
        : { kind: 'first' };
  return { filters: { search, type, charged }, position };
}

/** The address's query for these filters and this page (empty values left out). */
export function writeHistoryParams(
  filters: HistoryFilters,
  position: HistoryPosition,
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.type) params.set('type', filters.type);
  if (filters.charged) params.set('charged', filters.charged);
  if (position.kind === 'last') params.set('at', 'oldest');
  else if (position.kind !== 'first') params.set(position.kind, encodeCursor(position.cursor));
  return params;
}

/**
 * The search as a case-insensitive regular expression that matches the typed text literally
 * anywhere in the name (the table API's `imatch`): every character that is not a letter, a
 * digit or white space is escaped. (ilike would read `*` as a wildcard.)
 */
export function searchPattern(search: string): string {
  return search.replace(/[^\p{L}\p{N}\s]/gu, '\\$&');
}

/** A value inside the table API's or=(...): quoted, with `"` and `\` escaped. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * The keyset bound of a page as two table API filters: a range on created_at the index can
 * start from, and the tie-break on the id within the same instant. `older` reads past the
 * cursor towards older generations (Next); otherwise towards newer ones (Previous).
 */
export function keysetBound(
  cursor: HistoryCursor,
  older: boolean,
): { range: ['lte' | 'gte', string]; or: string } {
  const strict = older ? 'lt' : 'gt';
  return {
    range: [older ? 'lte' : 'gte', cursor.createdAt],
    or: `created_at.${strict}.${quoted(cursor.createdAt)},id.${strict}.${quoted(cursor.id)}`,
  };
}
