import type { RouteObject } from 'react-router';

/**
 * The signed-in pages rendered inside the guard and the sidebar shell (app-routes.tsx).
 * Each is its own lazily loaded chunk exporting `Component`.
 */
export const appPages: RouteObject[] = [
  { path: '/dashboard', lazy: () => import('./app/dashboard') },
  { path: '/generations', lazy: () => import('./app/generations') },
  { path: '/generations/:id', lazy: () => import('./app/generation-detail') },
  { path: '/account', lazy: () => import('./app/account') },
  { path: '/billing', lazy: () => import('./app/billing') },
  { path: '/account/delete', lazy: () => import('./app/account-delete') },
  { path: '/support', lazy: () => import('./app/support') },
  { path: '/upgrade', lazy: () => import('./app/upgrade') },
  { path: '/checkout/success', lazy: () => import('./app/checkout-success') },
];
