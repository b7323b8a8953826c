/** The part of a query's state a page-level loading or error screen needs. */
export interface QueryState {
  isPending: boolean;
  error: Error | null;
  /** False for queries the page does not run (a flag is off). */
  enabled?: boolean;
}

export type CombinedState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

/**
 * One state for a page that runs several queries side by side: the first error wins (its
 * message is shown), otherwise loading until every enabled query has data.
 */
export function combineQueries(queries: readonly QueryState[]): CombinedState {
  const active = queries.filter((q) => q.enabled !== false);
  const failed = active.find((q) => q.error);
  if (failed?.error)
    return { status: 'error', message: failed.error.message || 'An unexpected error occurred' };
  if (active.some((q) => q.isPending)) return { status: 'loading' };
  return { status: 'ready' };
}
