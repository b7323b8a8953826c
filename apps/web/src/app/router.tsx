import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes } from './routes/app-routes';
import { authRoutes } from './routes/auth-routes';
import { publicRoutes } from './routes/public-routes';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './routes/root-layout';

const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
    children: [...publicRoutes, ...authRoutes, ...appRoutes, { path: '*', lazy: () => import('./routes/not-found') }],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
