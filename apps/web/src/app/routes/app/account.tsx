import { LinkButton } from '@/components/ui/link-button';
import { usePageMeta } from '@/lib/use-page-meta';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';
import { UpdateEmailForm } from '@/features/account/components/update-email-form';
import { UpdatePasswordForm } from '@/features/account/components/update-password-form';
import { StoredNotice } from '@/features/auth/components/stored-notice';
import { TwoFactorCard } from '@/features/mfa/components/two-factor-card';
import { ConnectedPluginsCard } from '@/features/plugin-link/components/connected-plugins-card';
import { FigmaAccountCard } from '@/features/plugin-link/components/figma-account-card';
import { sessionIdOf } from '@/features/plugin-link/utils/session-id';
import { useAuth } from '@/lib/auth/auth-context';
import { PageHeader } from './page-header';
import { useSignedInUser } from './use-signed-in-user';
import '@/features/account/styles/account.css';
import './app-page.css';

/** /account: change the sign-in email or password, or go on to delete the account. */
export function Component() {
  usePageMeta(
    'Account Settings',
    'Change the email address and password of your FrameToCode account.',
  );
  const user = useSignedInUser();
  const { session } = useAuth();
  return (
    <div className="account-layout">
      <PageHeader
        title="Account Settings"
        description="Manage how you sign in to FrameToCode."
        actions={
          <LinkButton to="/dashboard" variant="secondary">
            <span aria-hidden="true">←</span> Back to Dashboard
          </LinkButton>
        }
      />
      <div className="account-page">
        {/* An email change link that failed says why here (it lands on this page). */}
        <StoredNotice />
        <UpdateEmailForm currentEmail={user.email} pendingEmail={user.new_email} />
        <UpdatePasswordForm email={user.email} />
        <TwoFactorCard />
        <FigmaAccountCard userId={user.id} sessionId={sessionIdOf(session?.access_token)} />
        <ConnectedPluginsCard userId={user.id} />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
