import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';

/** The way into account deletion from Account Settings. */
export function DeleteAccountCard() {
  return (
    <Card as="section" className="account-danger" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="card__title">
        Delete Account
      </h2>
      <p className="text-muted account-card__intro">
        Permanently delete your account, your generation history and your usage records. Any active
        subscription is cancelled. This cannot be undone.
      </p>
      <LinkButton to="/account/delete" variant="danger" className="account-form__submit">
        Delete Account
      </LinkButton>
    </Card>
  );
}
