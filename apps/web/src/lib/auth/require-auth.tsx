import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from './auth-context';
import './require-auth.css';

/**
 * The guard of every signed-in route (spec section 2): 'Loading...' while the session
 * loads, and a signed-out visitor goes to /login with return_to set to where they were going.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, user, redirectingTo } = useAuth();
  const location = useLocation();
  if (loading || (!user && redirectingTo)) {
    return (
      <div className="session-loading">
        <PageSpinner text="Loading..." />
      </div>
    );
  }
  if (!user) {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?return_to=${returnTo}`} replace />;
  }
  return children;
}
