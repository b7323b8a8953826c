import type { RouteObject } from 'react-router';

/**
 * Sign-in screens: /login, /signup, /forgot-password, /reset-password.
 * Each route is lazy-loaded: `{ path: '/login', lazy: () => import('./auth/login') }`, where the
 * module exports `Component` (React Router's lazy route module convention).
 */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./auth/login') },
  { path: 'login/two-factor', lazy: () => import('./auth/two-factor') },
  { path: 'login/two-factor/recover', lazy: () => import('./auth/two-factor-recover') },
  { path: 'signup', lazy: () => import('./auth/signup') },
  { path: 'forgot-password', lazy: () => import('./auth/forgot-password') },
  { path: 'reset-password', lazy: () => import('./auth/reset-password') },
];
