import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { FeatureFlags } from '@app/shared/flags';
import { PrerenderFlagsContext } from '@/config/use-feature-flags';
import { Component as Landing } from '@/app/routes/public/landing';
import { LANDING_DESCRIPTION, LANDING_TITLE } from '@/features/marketing/landing-meta';

export const meta = { title: LANDING_TITLE, description: LANDING_DESCRIPTION };

/**
 * The landing page's markup for one set of flags, rendered at build time from the same
 * component the app renders (scripts/prerender-landing.ts writes it into static HTML).
 */
export function renderLanding(flags: FeatureFlags): string {
  return renderToString(
    <StrictMode>
      <PrerenderFlagsContext value={flags}>
        <StaticRouter location="/">
          <Landing />
        </StaticRouter>
      </PrerenderFlagsContext>
    </StrictMode>,
  );
}
