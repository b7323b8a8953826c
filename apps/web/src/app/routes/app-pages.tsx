import type { RouteObject } from 'react-router';

/**
 * The dashboard's loader: its reads start as soon as the router matches the address, while
 * the page's code downloads (its own small chunk, so no other page loads the query code).
 */
function dashboardLoader(): null {
  import('./app/prefetch-dashboard')
    .then(({ prefetchDashboard }) => prefetchDashboard())
    // Without it the page still reads its data (and reports a chunk it cannot load itself).
    .catch(() => {});
  return null;
}

/**
 * The signed-in pages rendered inside the guard and the sidebar shell (app-routes.tsx).
 * Each is its own lazily loaded chunk exporting `Component`; the dashboard's reads start with
 * the download of its chunk (its loader).
 */
export const appPages: RouteObject[] = [
  { path: '/dashboard', loader: dashboardLoader, lazy: () => import('./app/dashboard') },
  { path: '/generations', lazy: () => import('./app/generations') },
  { path: '/generations/:id', lazy: () => import('./app/generation-detail') },
  { path: '/account', lazy: () => import('./app/account') },
  { path: '/billing', lazy: () => import('./app/billing') },
  { path: '/account/delete', lazy: () => import('./app/account-delete') },
  { path: '/support', lazy: () => import('./app/support') },
  { path: '/upgrade', lazy: () => import('./app/upgrade') },
  { path: '/checkout/success', lazy: () => import('./app/checkout-success') },
];
