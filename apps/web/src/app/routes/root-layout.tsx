import { useEffect, useState } from 'react';
import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { PageScrollRestoration } from '@/components/layout/page-scroll';
import { UnreachablePage } from '@/components/layout/unreachable-page';
import { serverReachable } from '@/lib/server-reachable';
import { preloadPublicPages } from './preload-pages';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { isChunkLoadError, reloadForNewBuild } from '@/lib/chunk-reload';

/**
 * The root route: every page renders inside it, with the session (useAuth) available, the
 * offline bar and the toasts, and scroll position is restored per navigation.
 */
export function RootLayout() {
  useEffect(preloadPublicPages, []);
  return (
    <AuthProvider>
      <OfflineBanner />
      <Outlet />
      <PageScrollRestoration />
      <Toaster />
    </AuthProvider>
  );
}

/** Shown while the first route module of a visit is being downloaded. */
export function RootHydrateFallback() {
  return <PageSpinner delayed />;
}

/** Last-resort error screen for an exception thrown while rendering or loading a route. */
export function RootErrorBoundary() {
  const error = useRouteError();
  // A page chunk that cannot be fetched: with the server out of reach (offline), say so and
  // wait for it; otherwise a new version was deployed (the old hashed files are gone): reload once.
  const [chunk, setChunk] = useState<'checking' | 'reloading' | 'unreachable' | null>(() =>
    isChunkLoadError(error) ? 'checking' : null,
  );
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    let live = true;
    void serverReachable().then((reachable) => {
      if (!live) return;
      if (!reachable) setChunk('unreachable');
      else setChunk(reloadForNewBuild() ? 'reloading' : null);
    });
    return () => {
      live = false;
    };
  }, [error]);
  if (chunk === 'unreachable') return <UnreachablePage />;
  if (chunk === 'checking') return <PageSpinner text="Loading..." delayed />;
  if (chunk === 'reloading') return <PageSpinner text="Loading the latest version..." />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unexpected error occurred';
  return (
    <main className="page-center" id="main-content">
      <div className="stack" style={{ maxWidth: '32rem', width: '100%' }}>
        <h1>Something went wrong</h1>
        <Alert variant="error">{message}</Alert>
        <div className="cluster" style={{ justifyContent: 'center' }}>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <LinkButton href="/" variant="secondary">
            Go to the home page
          </LinkButton>
        </div>
      </div>
    </main>
  );
}
