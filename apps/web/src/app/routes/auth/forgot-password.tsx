import { useState } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { usePageMeta } from '@/lib/use-page-meta';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AuthStatusIcon } from '@/features/auth/components/auth-status-icon';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function Component() {
  usePageMeta(
    'Reset your password',
    'Get a link to choose a new password for your FrameToCode account.',
  );
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <AuthLayout
        title="Check your email"
        subtitle="If an account exists for that address, a link to reset your password is on its way."
      >
        <AuthStatusIcon variant="mail" />
        <LinkButton to="/login" block size="lg">
          Return to sign in
        </LinkButton>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter your account's email and we'll send you a link to choose a new password."
    >
      <ForgotPasswordForm onSent={() => setSent(true)} />
    </AuthLayout>
  );
}
