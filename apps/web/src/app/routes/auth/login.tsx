import { Link, useLocation } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LOGIN_DESCRIPTION, LOGIN_TITLE } from '@/features/auth/login-meta';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignedInHint } from '@/features/auth/components/signed-in-hint';
import { StoredNotice } from '@/features/auth/components/stored-notice';
import { afterSignInPath, readReturnTo, withReturnTo } from '@/features/auth/utils/auth-redirects';

export function Component() {
  usePageMeta(LOGIN_TITLE, LOGIN_DESCRIPTION);
  const location = useLocation();
  const returnTo = readReturnTo(location.search);
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to your FrameToCode account"
      footer={
        <p>
          Don&apos;t have an account? <Link to={withReturnTo('/signup', returnTo)}>Sign up</Link>
        </p>
      }
    >
      <StoredNotice />
      <SignedInHint continueTo={afterSignInPath(returnTo)} />
      <LoginForm returnTo={returnTo} />
    </AuthLayout>
  );
}
