import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  HISTORY_PAGE_SIZE,
  keysetBound,
  searchPattern,
  type HistoryCursor,
  type HistoryFilters,
  type HistoryPosition,
} from '@app/shared/generation-history';
import { supabase } from '@/lib/supabase';
import { GENERATION_COLUMNS, generationsKey, type Generation } from './generation';

export interface HistoryPage {
  rows: Generation[];
  /** Where Next starts: the last generation on this page, when older ones match. */
  next: HistoryCursor | null;
  /** Where Previous ends: the first generation on this page, when newer ones match. */
  previous: HistoryCursor | null;
}

const cursorOf = (g: Generation): HistoryCursor => ({ createdAt: g.created_at, id: g.id });

/**
 * One page of the Generation History, read by keyset rather than offset: the table API starts
 * at the cursor (an index range on the user and created_at), so page 200 costs what page 1
 * does and a generation made meanwhile shifts no row onto two pages. One row more than a page
 * is read to know whether there is another page in that direction.
 */
export async function getGenerationHistoryPage(
  userId: string,
  filters: HistoryFilters,
  position: HistoryPosition,
  lastPageSize = HISTORY_PAGE_SIZE,
): Promise<HistoryPage> {
  // The last page holds what is left after the full pages (20 of 120), as paging there would.
  const size = position.kind === 'last' ? Math.max(1, lastPageSize) : HISTORY_PAGE_SIZE;
  // Read towards older generations from the top or a cursor; towards newer ones from a
  // cursor (Previous) or from the oldest end (the last page).
  const older = position.kind === 'first' || position.kind === 'after';
  let query = supabase.from('generations').select(GENERATION_COLUMNS).eq('user_id', userId);
  if (filters.search) query = query.filter('name', 'imatch', searchPattern(filters.search));
  if (filters.type) query = query.eq('type', filters.type);
  if (filters.charged) query = query.eq('charged', filters.charged === 'charged');
  if (position.kind === 'after' || position.kind === 'before') {
    const bound = keysetBound(position.cursor, older);
    query = query.filter('created_at', bound.range[0], bound.range[1]).or(bound.or);
  }
  const { data, error } = await query
    .order('created_at', { ascending: !older })
    .order('id', { ascending: !older })
    .limit(size + 1);
  if (error) throw new Error(error.message);
  const fetched = (data ?? []) as Generation[];
  const more = fetched.length > size;
  const rows = fetched.slice(0, size);
  if (!older) rows.reverse();
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    // Read forwards, more rows mean a next page, and a cursor means one before; read
    // backwards, the other way round (and from the oldest end there is nothing after).
    next: last && (older ? more : position.kind === 'before') ? cursorOf(last) : null,
    previous: first && (older ? position.kind === 'after' : more) ? cursorOf(first) : null,
  };
}

export function generationHistoryQueryOptions(
  userId: string,
  filters: HistoryFilters,
  position: HistoryPosition,
  lastPageSize?: number,
) {
  return queryOptions({
    queryKey: [...generationsKey(userId), 'history', filters, position, lastPageSize ?? null],
    queryFn: () => getGenerationHistoryPage(userId, filters, position, lastPageSize),
  });
}

/**
 * Keeps the page on screen while the next one loads, so the list never blinks empty. The last
 * page waits for the count of matches, which says how many it holds.
 */
export function useGenerationHistory(
  userId: string,
  filters: HistoryFilters,
  position: HistoryPosition,
  lastPageSize: number | undefined,
) {
  return useQuery({
    ...generationHistoryQueryOptions(
      userId,
      filters,
      position,
      position.kind === 'last' ? lastPageSize : undefined,
    ),
    enabled: position.kind !== 'last' || lastPageSize !== undefined,
    placeholderData: keepPreviousData,
  });
}
