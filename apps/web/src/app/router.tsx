import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes } from './routes/app-routes';
import { authRoutes } from './routes/auth-routes';
import { publicRoutes } from './routes/public-routes';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './routes/root-layout';

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
    children: [
      ...publicRoutes,
      ...authRoutes,
      ...appRoutes,
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}

/**
 * Resolves once the first address's route modules are loaded, so a page that replaces
 * prerendered markup shows no loading state in between.
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
