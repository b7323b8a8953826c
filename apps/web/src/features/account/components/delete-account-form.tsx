import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LinkButton } from '@/components/ui/link-button';
import { useDeleteAccount } from '../api/delete-account';
import { confirmationMatches } from '../utils/confirm-email';

const DELETED_DATA = [
  'Your sign-in details: email, password and any Google or GitHub sign-in linked to the account',
  'Your generation history and every usage and billing-cycle record',
  'Purchased additional generations that you have not used yet',
  'Your connection to the FrameToCode plugin in Figma',
  'Issue reports and feedback you sent while signed in, with their attachments',
];

interface DeleteAccountFormProps {
  email: string | null | undefined;
  /** Runs after the server has deleted the account: sign out and leave the signed-in app. */
  onDeleted: () => void | Promise<void>;
}

/** What deletion removes, then the typed-email confirmation and the irreversible button. */
export function DeleteAccountForm({ email, onDeleted }: DeleteAccountFormProps) {
  const [typed, setTyped] = useState('');
  const mutation = useDeleteAccount();
  const noteId = useId();
  const confirmed = confirmationMatches(typed, email);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    mutation.mutate(typed, { onSuccess: () => void onDeleted() });
  }

  return (
    <Card
      as="section"
      className="account-danger account-delete"
      aria-labelledby="delete-confirm-title"
    >
      <h2 id="delete-confirm-title" className="card__title">
        This permanently deletes your account
      </h2>
      <p>Deleting your account removes, at once and for good:</p>
      <ul className="account-delete__list">
        {DELETED_DATA.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        If you have an active Pro subscription it is cancelled first, so you are not charged again.
        Payments already made are not refunded. Records of past payments that the law requires us to
        keep stay with our payment provider.
      </p>
      <Alert variant="warning">
        You cannot undo this, and we cannot restore a deleted account or its history.
      </Alert>
      <form className="account-form" onSubmit={onSubmit} aria-label="Confirm account deletion">
        <Field
          id="delete-confirm-email"
          label="Type your email address to confirm"
          hint={
            <>
              Type <strong>{email}</strong> as shown.
            </>
          }
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              disabled={mutation.isPending}
            />
          )}
        </Field>
        {mutation.isError ? <Alert variant="error">{mutation.error.message}</Alert> : null}
        <div className="account-delete__actions">
          <LinkButton to="/account" variant="secondary">
            Cancel
          </LinkButton>
          <Button
            type="submit"
            variant="danger"
            disabled={!confirmed}
            loading={mutation.isPending || mutation.isSuccess}
            loadingText="Deleting account..."
            aria-describedby={confirmed ? undefined : noteId}
          >
            Delete my account permanently
          </Button>
        </div>
        {confirmed ? null : (
          <p id={noteId} className="account-delete__note">
            The button turns on once the email matches your account.
          </p>
        )}
      </form>
    </Card>
  );
}
