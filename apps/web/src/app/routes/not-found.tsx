import { Link } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { LinkButton } from '@/components/ui/link-button';
import { usePageMeta } from '@/lib/use-page-meta';

/** The 404 page for any URL no route matches. */
export function Component() {
  usePageMeta('Page not found', 'The page you were looking for does not exist or has moved.');
  return (
    <PublicLayout>
      <section className="page-center" aria-labelledby="not-found-title">
        <div className="stack" style={{ alignItems: 'center', maxWidth: '32rem' }}>
          <p className="eyebrow">Error 404</p>
          <h1 id="not-found-title">Page not found</h1>
          <p className="text-muted">
            The page you were looking for does not exist or has moved. Check the address, or head
            back to a page that does: the <Link to="/docs">documentation</Link>, the{' '}
            <Link to="/blog">blog</Link> or the home page.
          </p>
          <div className="cluster" style={{ justifyContent: 'center' }}>
            <LinkButton to="/">Go to the home page</LinkButton>
            <LinkButton to="/docs" variant="secondary">
              Read the docs
            </LinkButton>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
