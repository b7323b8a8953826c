import type { RouteObject } from 'react-router';

/**
 * The public site. Every route module is lazy-loaded and exports `Component`
 * (React Router's lazy route module convention), so each page is its own chunk.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./public/landing') },
  { path: 'report-issue', lazy: () => import('./public/report-issue') },
  { path: 'feedback', lazy: () => import('./public/feedback') },
  { path: 'contact-sales', lazy: () => import('./public/contact-sales') },
  { path: 'contact', lazy: () => import('./public/contact') },
  { path: 'docs', lazy: () => import('./public/docs') },
  { path: 'blog', lazy: () => import('./public/blog') },
  { path: 'blog/:slug', lazy: () => import('./public/blog-post') },
  { path: 'privacy', lazy: () => import('./public/privacy') },
  { path: 'terms', lazy: () => import('./public/terms') },
  { path: 'about', lazy: () => import('./public/about') },
  { path: 'plugin-auth', lazy: () => import('./public/plugin-auth') },
  { path: 'figma-auth/initiate', lazy: () => import('./public/figma-auth-initiate') },
  { path: 'auth', lazy: () => import('./public/figma-auth-return') },
];
