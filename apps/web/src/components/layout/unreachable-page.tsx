import { useEffect, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '@app/shared/network-messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { serverReachable } from '@/lib/server-reachable';

export const UNREACHABLE_PAGE_TITLE = 'This page could not be loaded';

/**
 * Shown instead of a page whose code could not be fetched because the server cannot be
 * reached (offline, or the server is down): reloading then would only show the browser's own
 * "No internet" page. The page loads by itself when the browser is back online, or on Try again.
 */
export function UnreachablePage() {
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);

  useEffect(() => {
    const back = () => window.location.reload();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);

  const retry = async () => {
    setChecking(true);
    if (await serverReachable()) {
      window.location.reload();
      return;
    }
    setChecking(false);
    setStillDown(true);
  };

  return (
    <main className="page-center" id="main-content">
      <div className="stack" style={{ maxWidth: '32rem', width: '100%' }}>
        <h1>{UNREACHABLE_PAGE_TITLE}</h1>
        <Alert variant="error">{NETWORK_ERROR_MESSAGE}</Alert>
        <p className="text-muted">
          This page has not been opened yet in this tab, and it needs the server to load. It opens
          by itself as soon as your connection is back.
        </p>
        {stillDown ? (
          <p className="text-muted" role="status">
            Still no answer from the server. Check your connection, then try again.
          </p>
        ) : null}
        <div className="cluster" style={{ justifyContent: 'center' }}>
          <Button onClick={() => void retry()} loading={checking} loadingText="Checking...">
            Try again
          </Button>
          <Button variant="secondary" onClick={() => window.history.back()}>
            Go back
          </Button>
        </div>
      </div>
    </main>
  );
}
