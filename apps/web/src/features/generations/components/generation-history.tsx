import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  HISTORY_PAGE_SIZE,
  readHistoryParams,
  writeHistoryParams,
  type HistoryFilters,
  type HistoryPosition,
} from '@app/shared/generation-history';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { useGenerationCount } from '../api/get-generation-count';
import { useGenerationHistory } from '../api/get-generation-history';
import { useGenerationTypes } from '../api/get-generation-types';
import { useMatchingCount } from '../api/get-matching-count';
import { pageCount, pageSummary, parsePageParam } from '../utils/pagination';
import { HistoryRow } from './history-row';
import { HistoryToolbar } from './history-toolbar';

/**
 * The Generation History: the lifetime count, a search by name and filters by type and charged
 * or free, and the generations newest first, 50 a page, each with Rename and Delete. Search,
 * filters and page live in the address (?q=&type=&charged=&after=|before=&page=), so Back, a
 * reload and a shared link keep them.
 */
export function GenerationHistory({ userId }: { userId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, position } = readHistoryParams(searchParams);
  const page = position.kind === 'first' ? 1 : parsePageParam(searchParams.get('page'));
  // The last page knows its number only once the count is in (below).
  const atEnd = position.kind === 'last';
  const total = useGenerationCount(userId);
  const matching = useMatchingCount(userId, filters);
  const list = useGenerationHistory(
    userId,
    filters,
    position,
    matching.data === undefined
      ? undefined
      : matching.data - (pageCount(matching.data) - 1) * HISTORY_PAGE_SIZE,
  );
  const types = useGenerationTypes(userId);
  const filtered = Boolean(filters.search || filters.type || filters.charged);

  const go = useCallback(
    (next: HistoryFilters, at: HistoryPosition, pageNumber: number, replace = false) => {
      const params = writeHistoryParams(next, at);
      if (at.kind === 'after' || at.kind === 'before') params.set('page', String(pageNumber));
      setSearchParams(params, { replace });
    },
    [setSearchParams],
  );
  // A new search or filter starts again at the newest match.
  const onFilters = useCallback(
    (next: HistoryFilters) => go(next, { kind: 'first' }, 1, next.search !== filters.search),
    [go, filters.search],
  );

  const error = total.error ?? list.error ?? matching.error;
  if (error) {
    return (
      <Alert variant="error" title="Error loading generations">
        <p>{error.message}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void Promise.all(
              [total, list, matching].filter((q) => q.isError).map((q) => q.refetch()),
            )
          }
        >
          Try again
        </Button>
      </Alert>
    );
  }
  const history = list.data;
  const lifetime = total.data;
  const matches = matching.data;
  if (!history || lifetime === undefined || matches === undefined) {
    return <PageSpinner text="Loading generations..." />;
  }

  const rows = history.rows;
  const pages = pageCount(matches);
  const shownPage = atEnd ? pages : Math.min(page, pages);
  const move = (at: HistoryPosition, pageNumber: number) => {
    go(filters, at, pageNumber);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="stack">
      <p className="generation-history__total">
        Total Generations: <strong>{lifetime.toLocaleString('en-US')}</strong>
        {filtered ? (
          <span>
            {' '}
            · {matches.toLocaleString('en-US')} {matches === 1 ? 'matches' : 'match'} your search
          </span>
        ) : null}
      </p>
      {lifetime > 0 ? (
        <HistoryToolbar filters={filters} types={types.data ?? []} onChange={onFilters} />
      ) : null}
      <Card
        padded={false}
        className="generation-history__card"
        aria-busy={list.isPlaceholderData || undefined}
      >
        {rows.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">No generations found</p>
            {filtered ? (
              <>
                <p className="text-muted">No generation matches your search and filters.</p>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onFilters({ search: '', type: null, charged: null })}
                >
                  Clear filters
                </Button>
              </>
            ) : (
              <>
                <p className="text-muted">
                  Generations you make with the FrameToCode plugin in Figma are listed here, newest
                  first.
                </p>
                <LinkButton to="/docs#getting-started" variant="secondary" size="sm">
                  How to make your first generation
                </LinkButton>
              </>
            )}
          </div>
        ) : (
          <ul className="generation-list" aria-label="Generations">
            {rows.map((generation) => (
              <HistoryRow key={generation.id} generation={generation} userId={userId} />
            ))}
          </ul>
        )}
      </Card>
      {history.next || history.previous ? (
        <nav className="pagination" aria-label="Generation history pages">
          <div className="pagination__buttons">
            <Button
              variant="secondary"
              size="sm"
              aria-label="First page"
              disabled={!history.previous}
              onClick={() => move({ kind: 'first' }, 1)}
            >
              <span aria-hidden="true">«</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!history.previous}
              onClick={() =>
                history.previous &&
                move(
                  shownPage <= 2 ? { kind: 'first' } : { kind: 'before', cursor: history.previous },
                  shownPage - 1,
                )
              }
            >
              Previous
            </Button>
          </div>
          <p className="pagination__status" aria-live="polite">
            Page {shownPage.toLocaleString('en-US')} of {pages.toLocaleString('en-US')} ·{' '}
            {pageSummary(shownPage, matches)}
          </p>
          <div className="pagination__buttons">
            <Button
              variant="secondary"
              size="sm"
              disabled={!history.next}
              onClick={() =>
                history.next && move({ kind: 'after', cursor: history.next }, shownPage + 1)
              }
            >
              Next
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Last page"
              disabled={!history.next}
              onClick={() => move({ kind: 'last' }, pages)}
            >
              <span aria-hidden="true">»</span>
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
