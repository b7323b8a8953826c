import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from './auth-context';
import { needsSecondFactor } from './assurance';
import './require-auth.css';

/**
 * The guard of every signed-in route: 'Loading...' while the session
 * loads, and a signed-out visitor goes to /login with return_to set to where they were going;
 * a session that still owes its authenticator code goes to /login/two-factor.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, user, session, redirectingTo } = useAuth();
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
  if (needsSecondFactor(session)) {
    // Signed in with the password only while two-factor sign-in is on: the code comes first.
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login/two-factor?return_to=${returnTo}`} replace />;
  }
  return children;
}
