import type { RouteObject } from 'react-router';

/**
 * Signed-in pages behind the session guard (/dashboard, /account, /billing, /upgrade,
 * /generations, /checkout/success, /support). Lazy-loaded like the other route lists, so
 * the landing page never downloads the signed-in app.
 */
export const appRoutes: RouteObject[] = [];
