import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@app/shared/auth-messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useUpdateEmail } from '../api/update-email';
import { sameEmailError } from '../utils/confirm-email';
import { CurrentPasswordField, RecentSignInNote } from './current-password-field';

interface UpdateEmailFormProps {
  currentEmail: string | null | undefined;
  /** An address waiting for confirmation from an earlier request, if any. */
  pendingEmail?: string | null | undefined;
  /** Whether the account has a password to confirm (else it proves a recent sign-in). */
  hasPassword: boolean;
}

/**
 * Update Email: with the current password, the auth service mails a confirmation link to the
 * new address and a notice to the current one.
 */
export function UpdateEmailForm({ currentEmail, pendingEmail, hasPassword }: UpdateEmailFormProps) {
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useUpdateEmail();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The auth service accepts the current address silently and sends nothing; say so instead.
    const problem = sameEmailError(email, currentEmail);
    setFormError(problem);
    if (!problem)
      mutation.mutate({ email, currentPassword }, { onSuccess: () => setCurrentPassword('') });
  }

  return (
    <Card as="section" aria-labelledby="update-email-title">
      <h2 id="update-email-title" className="card__title">
        Update Email
      </h2>
      <p className="text-muted account-card__intro">
        You sign in with{' '}
        <strong className="account-card__email">{currentEmail ?? 'no email address'}</strong>. We
        send a confirmation link to the new address; the change applies once you open it.
      </p>
      {pendingEmail && !mutation.isSuccess ? (
        <Alert variant="info">
          A change to <strong>{pendingEmail}</strong> is waiting for confirmation. Open the link we
          sent to that address, or request it again below.
        </Alert>
      ) : null}
      {hasPassword ? null : <RecentSignInNote />}
      <form className="account-form" onSubmit={onSubmit} aria-label="Update email">
        <Field id="account-new-email" label="New email address" required>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setFormError(null);
                if (!mutation.isIdle && !mutation.isPending) mutation.reset();
              }}
            />
          )}
        </Field>
        {hasPassword ? (
          <CurrentPasswordField
            id="account-email-current-password"
            value={currentPassword}
            onChange={(value) => {
              setCurrentPassword(value);
              if (!mutation.isIdle && !mutation.isPending) mutation.reset();
            }}
          />
        ) : null}
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        {mutation.isError ? <Alert variant="error">{mutation.error.message}</Alert> : null}
        {mutation.isSuccess ? (
          <Alert variant="success">{ACCOUNT_MESSAGES.emailUpdated}</Alert>
        ) : null}
        <Button
          type="submit"
          className="account-form__submit"
          loading={mutation.isPending}
          loadingText="Updating..."
        >
          Update Email
        </Button>
      </form>
    </Card>
  );
}
