import { Navigate, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { withReturnTo } from '@/features/auth/utils/auth-redirects';
import { RecoverConfirm } from '@/features/mfa/components/recover-confirm';
import '@/features/mfa/styles/mfa.css';

/** /login/two-factor/recover?token=…: the mailed link; the owner signs in with the password first if needed. */
export function Component() {
  usePageMeta(
    'Turn off two-factor authentication',
    'Recover access to your FrameToCode account when the authenticator is lost.',
  );
  const { loading, user } = useAuth();
  const location = useLocation();
  const token = new URLSearchParams(location.search).get('token');
  if (loading) return <PageSpinner />;
  if (!user)
    return <Navigate to={withReturnTo('/login', location.pathname + location.search)} replace />;
  return (
    <AuthLayout title="Turn off two-factor authentication">
      {token ? (
        <RecoverConfirm token={token} />
      ) : (
        <Alert variant="error">
          This recovery link is incomplete. Open the link from the email again.
        </Alert>
      )}
    </AuthLayout>
  );
}
