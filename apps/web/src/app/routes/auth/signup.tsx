import { Link, useLocation } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignupForm } from '@/features/auth/components/signup-form';
import { SignedInHint } from '@/features/auth/components/signed-in-hint';
import { StoredNotice } from '@/features/auth/components/stored-notice';
import { afterSignInPath, readReturnTo, withReturnTo } from '@/features/auth/utils/auth-redirects';

export function Component() {
  usePageMeta(
    'Create an account',
    'Create a free FrameToCode account and turn Figma designs into native Jetpack Compose code.',
  );
  const location = useLocation();
  const returnTo = readReturnTo(location.search);
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start turning Figma designs into Compose code"
      footer={
        <p>
          Already have an account? <Link to={withReturnTo('/login', returnTo)}>Sign in</Link>
        </p>
      }
    >
      <StoredNotice />
      <SignedInHint continueTo={afterSignInPath(returnTo)} />
      <SignupForm returnTo={returnTo} />
    </AuthLayout>
  );
}
