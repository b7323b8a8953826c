import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { useGenerationCount } from '../api/get-generation-count';
import { useGenerationPage } from '../api/get-generation-page';
import { pageCount, pageSummary, parsePageParam } from '../utils/pagination';
import { GenerationList } from './generation-list';

/**
 * The Generation History: the lifetime count and every generation, newest first, a page of
 * 50 at a time. The page lives in the URL (?page=3) so Back, reload and shared links keep it.
 */
export function GenerationHistory({ userId }: { userId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const count = useGenerationCount(userId);
  const total = count.data ?? 0;
  const pages = pageCount(total);
  const requested = parsePageParam(searchParams.get('page'));
  const page = count.data === undefined ? requested : Math.min(requested, pages);
  const list = useGenerationPage(userId, page);

  const error = count.error ?? list.error;
  if (error) {
    return (
      <Alert variant="error" title="Error loading generations">
        <p>{error.message}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void Promise.all([count.refetch(), list.refetch()])}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (count.isPending || list.isPending) return <PageSpinner text="Loading generations..." />;

  const rows = list.data ?? [];
  const goTo = (next: number) => {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="stack">
      <p className="generation-history__total">
        Total Generations: <strong>{total.toLocaleString('en-US')}</strong>
      </p>
      <Card
        padded={false}
        className="generation-history__card"
        aria-busy={list.isPlaceholderData || undefined}
      >
        {rows.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">No generations found</p>
            <p className="text-muted">
              Generations you make with the FrameToCode plugin in Figma are listed here, newest
              first.
            </p>
            <LinkButton to="/docs#getting-started" variant="secondary" size="sm">
              How to make your first generation
            </LinkButton>
          </div>
        ) : (
          <GenerationList generations={rows} label="Generations" />
        )}
      </Card>
      {pages > 1 ? (
        <nav className="pagination" aria-label="Generation history pages">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            Previous
          </Button>
          <p className="pagination__status" aria-live="polite">
            Page {page} of {pages} · {pageSummary(page, total)}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => goTo(page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
