import { useQueryClient } from '@tanstack/react-query';
import { LinkButton } from '@/components/ui/link-button';
import { usePageMeta } from '@/lib/use-page-meta';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';
import { UpdateEmailForm } from '@/features/account/components/update-email-form';
import { UpdatePasswordForm } from '@/features/account/components/update-password-form';
import { hasPasswordSignIn } from '@/features/account/utils/credential-errors';
import { StoredNotice } from '@/features/auth/components/stored-notice';
import { TwoFactorCard } from '@/features/mfa/components/two-factor-card';
import { FigmaAccountCard } from '@/features/plugin-link/components/figma-account-card';
import { accountSessionsQueryOptions } from '@/features/sessions/api/get-account-sessions';
import { SessionsCard } from '@/features/sessions/components/sessions-card';
import { PluginChargesCard } from '@/features/plugin-link/components/plugin-charges-card';
import { sessionIdOf } from '@/features/plugin-link/utils/session-id';
import { useAuth } from '@/lib/auth/auth-context';
import { PageHeader } from './page-header';
import { useSignedInUser } from './use-signed-in-user';
import '@/features/account/styles/account.css';
import './app-page.css';

/**
 * /account: change the sign-in email or password (with the current password), two-factor
 * sign-in and its recovery codes, the connected Figma account, where the account is signed
 * in, or go on to delete the account.
 */
export function Component() {
  usePageMeta(
    'Account Settings',
    'Change the email address and password of your FrameToCode account.',
  );
  const user = useSignedInUser();
  const { session, signOutEverywhere } = useAuth();
  const hasPassword = hasPasswordSignIn(user.identities);
  const queryClient = useQueryClient();
  // A new password, or turning two-factor on, signs the other sessions out: list them afresh.
  const sessionsEnded = () =>
    void queryClient.invalidateQueries({ queryKey: accountSessionsQueryOptions(user.id).queryKey });
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
        <UpdateEmailForm
          currentEmail={user.email}
          pendingEmail={user.new_email}
          hasPassword={hasPassword}
        />
        <UpdatePasswordForm
          email={user.email}
          hasPassword={hasPassword}
          onSessionsEnded={sessionsEnded}
        />
        <TwoFactorCard onSessionsEnded={sessionsEnded} />
        <SessionsCard userId={user.id} onSignOutEverywhere={signOutEverywhere} />
        <FigmaAccountCard userId={user.id} sessionId={sessionIdOf(session?.access_token)} />
        <PluginChargesCard userId={user.id} />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
