import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DELETED_STATE } from '@app/shared/auth-messages';
import { LinkButton } from '@/components/ui/link-button';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { DeleteAccountForm } from '@/features/account/components/delete-account-form';
import { PageHeader } from './page-header';
import { useSignedInUser } from './use-signed-in-user';
import '@/features/account/styles/account.css';
import './app-page.css';

/** /account/delete: explains what goes, asks for the email, deletes, signs out and lands on the home page. */
export function Component() {
  usePageMeta('Delete Account', 'Permanently delete your FrameToCode account and its data.');
  const user = useSignedInUser();
  const { signOutTo } = useAuth();
  const queryClient = useQueryClient();

  async function onDeleted() {
    // Nothing of the deleted account may stay in memory for whoever uses this tab next.
    queryClient.clear();
    // The server ended every session with the account: asking it to sign out again
    // would only be refused (403), so the session is forgotten here only.
    await signOutTo('/', undefined, ACCOUNT_DELETED_STATE, true);
  }

  return (
    <div className="account-layout">
      <PageHeader
        title="Delete Account"
        description="Read what is deleted before you confirm."
        actions={
          <LinkButton to="/account" variant="secondary">
            <span aria-hidden="true">←</span> Back to Account Settings
          </LinkButton>
        }
      />
      <div className="account-page">
        <DeleteAccountForm email={user.email} onDeleted={onDeleted} />
      </div>
    </div>
  );
}
