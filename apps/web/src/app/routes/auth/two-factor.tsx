import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { needsSecondFactor } from '@/lib/auth/assurance';
import { usePageMeta } from '@/lib/use-page-meta';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { afterSignInPath, readReturnTo, withReturnTo } from '@/features/auth/utils/auth-redirects';
import { SignInCodeForm } from '@/features/mfa/components/sign-in-code-form';
import '@/features/mfa/styles/mfa.css';

/** /login/two-factor: the authenticator code after the password, for accounts with two-factor sign-in on. */
export function Component() {
  usePageMeta(
    'Two-factor authentication',
    'Enter the code from your authenticator app to finish signing in to FrameToCode.',
  );
  const { loading, user, session, signOutTo } = useAuth();
  const location = useLocation();
  const returnTo = readReturnTo(location.search);
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={withReturnTo('/login', returnTo)} replace />;
  if (!needsSecondFactor(session)) return <Navigate to={afterSignInPath(returnTo)} replace />;
  return (
    <AuthLayout
      title="Two-factor authentication"
      subtitle="Enter the 6-digit code from your authenticator app, or one of your recovery codes, to finish signing in."
    >
      <SignInCodeForm
        continueTo={afterSignInPath(returnTo)}
        onSignOut={() => void signOutTo('/login')}
      />
    </AuthLayout>
  );
}
