import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { FeatureFlags } from '@app/shared/flags';
import type { PrerenderedPath } from '@app/shared/prerendered-pages';
import { PrerenderFlagsContext } from '@/config/use-feature-flags';
import { pageTitle } from '@/lib/use-page-meta';
import { Component as Landing } from '@/app/routes/public/landing';
import { Component as Docs } from '@/app/routes/public/docs';
import { Component as Login } from '@/app/routes/auth/login';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import { LOGIN_DESCRIPTION, LOGIN_TITLE } from '@/features/auth/login-meta';
import { LANDING_DESCRIPTION, LANDING_TITLE } from '@/features/marketing/landing-meta';
import { DOCS_DESCRIPTION, DOCS_TITLE } from '@/features/docs/docs-meta';
import { AppShell } from '@/components/layout/app-shell';
import {
  DASHBOARD_DESCRIPTION,
  DASHBOARD_TITLE,
  DashboardLoading,
} from '@/app/routes/app/dashboard-loading';

/**
 * /dashboard before the app has loaded: the signed-in layout (no email: the session is not
 * read yet) around the dashboard's loading state, the same for every user.
 */
function DashboardShell() {
  return (
    <AppShell>
      <DashboardLoading />
    </AppShell>
  );
}

const PAGES: Record<PrerenderedPath, { Page: ComponentType; title: string; description: string }> =
  {
    '/': { Page: Landing, title: LANDING_TITLE, description: LANDING_DESCRIPTION },
    '/docs': { Page: Docs, title: DOCS_TITLE, description: DOCS_DESCRIPTION },
    '/login': { Page: Login, title: LOGIN_TITLE, description: LOGIN_DESCRIPTION },
    '/dashboard': {
      Page: DashboardShell,
      title: DASHBOARD_TITLE,
      description: DASHBOARD_DESCRIPTION,
    },
  };

/** What the app's session looks like before it has been read: loading, nobody signed in. */
const SESSION_NOT_READ: AuthState = {
  loading: true,
  user: null,
  session: null,
  signOutTo: () => Promise.reject(new Error('A prerendered page cannot sign out')),
  signOutEverywhere: () => Promise.reject(new Error('A prerendered page cannot sign out')),
  redirectingTo: null,
};

export interface PrerenderedPage {
  markup: string;
  title: string;
  description: string;
}

/**
 * A public page's markup, title and description for one set of flags, rendered at build
 * time from the same route component the app renders (scripts/prerender-pages.ts writes it
 * into static HTML).
 */
export function renderPage(pathname: PrerenderedPath, flags: FeatureFlags): PrerenderedPage {
  const { Page, title, description } = PAGES[pathname];
  const markup = renderToString(
    <StrictMode>
      <PrerenderFlagsContext value={flags}>
        <AuthContext value={SESSION_NOT_READ}>
          <StaticRouter location={pathname}>
            <Page />
          </StaticRouter>
        </AuthContext>
      </PrerenderFlagsContext>
    </StrictMode>,
  );
  return { markup, title: pageTitle(title), description };
}
