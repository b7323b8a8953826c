import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { APP_PATHS } from '@app/shared/app-paths';
import { appPages } from './app-pages';
import { authRoutes } from './auth-routes';
import { publicRoutes } from './public-routes';

function absolute(route: RouteObject): string {
  if (route.index) return '/';
  const path = route.path ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

describe('the pages the server knows', () => {
  it('are exactly the routes of the router, so an unknown address is answered 404', () => {
    const routed = [...publicRoutes, ...authRoutes, ...appPages].map(absolute);
    expect([...routed].sort()).toEqual([...APP_PATHS].sort());
  });
});
