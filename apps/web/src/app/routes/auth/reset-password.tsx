import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { INVALID_RESET_LINK, resetLinkError } from '@app/shared/auth-messages';
import { RESET_REDIRECT_MS } from '@app/shared/timings';
import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { forgetResetLinkTokens, resetLinkTokens } from '@/lib/auth/recovery-link';
import { initialRecoveryTokens } from '@/lib/auth/url-auth-params';
import { usePageMeta } from '@/lib/use-page-meta';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AuthStatusIcon } from '@/features/auth/components/auth-status-icon';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function Component() {
  usePageMeta('Choose a new password', 'Choose a new password for your FrameToCode account.');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [linkRefused, setLinkRefused] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  // Read from the link (fragment or query string) when the app started, and already removed from it.
  const fromQuery = resetLinkTokens();
  const fromHash = initialRecoveryTokens();
  const accessToken = fromQuery?.accessToken ?? fromHash?.accessToken ?? null;
  const refreshToken = fromQuery?.refreshToken ?? fromHash?.refreshToken ?? null;
  // Both tokens are needed, and the auth service must accept them.
  const linkError = linkRefused ? INVALID_RESET_LINK : resetLinkError(accessToken, refreshToken);

  if (done) {
    return (
      <AuthLayout
        title="Password updated"
        subtitle="Your password has been changed. Taking you to sign in..."
      >
        <AuthStatusIcon variant="success" />
        <LinkButton to="/login" block size="lg">
          Sign in now
        </LinkButton>
      </AuthLayout>
    );
  }

  if (linkError || !accessToken || !refreshToken) {
    return (
      <AuthLayout title="Reset link not valid">
        <Alert variant="error">{linkError}</Alert>
        <LinkButton to="/forgot-password" block size="lg">
          Request a new reset link
        </LinkButton>
        <p className="auth-card__subtitle">
          Remembered it? <Link to="/login">Return to sign in</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Enter your new password twice to confirm it."
    >
      <ResetPasswordForm
        accessToken={accessToken}
        refreshToken={refreshToken}
        onLinkRefused={() => setLinkRefused(true)}
        onDone={() => {
          forgetResetLinkTokens();
          setDone(true);
        }}
      />
    </AuthLayout>
  );
}
