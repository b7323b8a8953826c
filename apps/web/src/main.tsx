// First, before any other module reads the address: a reset link's tokens leave the URL.
import '@/lib/auth/recovery-link';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/layout.css';
import '@/styles/ui-controls.css';
import '@/styles/ui-feedback.css';
import '@/styles/site-chrome.css';
import { getRuntimeConfig } from '@/config/runtime';
import { AppProvider } from '@/app/provider';
import { AppRouter, routerReady } from '@/app/router';
import { readSessionFirst } from '@/lib/auth/session-first';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

try {
  // Fail fast, before any route module reads it, with a message an operator can act on.
  getRuntimeConfig();
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  // A transition: React renders the first page in slices, yielding to the browser between
  // them instead of holding the main thread for the whole tree (a long task raises total blocking time).
  if (container.hasChildNodes()) {
    // Loaded by a prerendered page's script (src/prerender/boot.ts): the page's markup stays
    // until the page the address names is ready. At the address it was rendered for, React
    // takes the markup over as it is (hydration); otherwise (a link followed from the landing
    // page, a hash naming another docs section) it renders the page over it, and after a
    // link the new page starts at the top. A signed-in page (data-needs-session) has the
    // session read first, so the app's first paint is that page and not the session guard's
    // loading screen.
    const { hydrate, navigated, needsSession } = container.dataset;
    const here = window.location.pathname + window.location.search + window.location.hash;
    // (In a task of its own: creating the supabase client is kept out of the entry's.)
    const ready = Promise.all([
      routerReady(),
      needsSession === undefined
        ? undefined
        : new Promise((resolve) => setTimeout(resolve, 0)).then(readSessionFirst),
    ]);
    void ready.then(() => {
      if (hydrate && hydrate === here) {
        startTransition(() => {
          hydrateRoot(container, app);
        });
        return;
      }
      if (navigated && !window.location.hash) {
        // Instant: the stylesheet's smooth scrolling is for in-page anchors, not a new page.
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      }
      startTransition(() => createRoot(container).render(app));
    });
  } else {
    startTransition(() => createRoot(container).render(app));
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  container.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'alert alert--error';
  box.style.margin = '2rem';
  box.textContent = message;
  container.append(box);
  throw error;
}
