import type { RouteObject } from 'react-router';
import { appPages } from './app-pages';

/**
 * Signed-in pages (/dashboard, /account, /billing, /upgrade, /generations, /checkout/success,
 * /support) share one lazy parent route: the session guard and the sidebar shell, with the
 * pages of app-pages.tsx rendered in its outlet. The landing page never downloads any of it.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'signed-in',
    lazy: () => import('../layouts/signed-in-layout'),
    children: appPages,
  },
];
