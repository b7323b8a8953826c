import type { RouteObject } from 'react-router';
import { preloadWhenIdle, type RouteLoader } from '@/lib/preload-routes';
import { appPages } from './app-pages';
import { appRoutes } from './app-routes';
import { authRoutes } from './auth-routes';
import { publicRoutes } from './public-routes';

function loaders(routes: readonly RouteObject[]): (RouteLoader | undefined)[] {
  return routes.map((route) => (typeof route.lazy === 'function' ? route.lazy : undefined));
}

/**
 * Every page's code fetched ahead while the browser is idle (see preloadWhenIdle), so a link
 * followed after the connection dropped still opens its page (which then says what it could
 * not load). The public and sign-in pages for every visitor of the app; the signed-in pages
 * once someone is signed in: a visitor who never signs in never downloads them.
 */
export function preloadPublicPages(): void {
  preloadWhenIdle([...loaders(publicRoutes), ...loaders(authRoutes), () => import('./not-found')]);
}

export function preloadSignedInPages(): void {
  preloadWhenIdle([...loaders(appRoutes), ...loaders(appPages)]);
}
