import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@app/shared/auth-messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useUpdatePassword } from '../api/update-password';

/** Update Password: on success the field is cleared and the new password applies at the next sign-in. */
export function UpdatePasswordForm({ email }: { email: string | null | undefined }) {
  const [password, setPassword] = useState('');
  const mutation = useUpdatePassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.mutate(password, { onSuccess: () => setPassword('') });
  }

  return (
    <Card as="section" aria-labelledby="update-password-title">
      <h2 id="update-password-title" className="card__title">
        Update Password
      </h2>
      <p className="text-muted account-card__intro">
        Choose a password you do not use on any other site.
      </p>
      <form className="account-form" onSubmit={onSubmit} aria-label="Update password">
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={email ?? ''}
          readOnly
          hidden
        />
        <Field id="account-new-password" label="New password" required>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                if (!mutation.isIdle && !mutation.isPending) mutation.reset();
              }}
            />
          )}
        </Field>
        {mutation.isError ? <Alert variant="error">{mutation.error.message}</Alert> : null}
        {mutation.isSuccess ? (
          <Alert variant="success">{ACCOUNT_MESSAGES.passwordUpdated}</Alert>
        ) : null}
        <Button
          type="submit"
          className="account-form__submit"
          loading={mutation.isPending}
          loadingText="Updating..."
        >
          Update Password
        </Button>
      </form>
    </Card>
  );
}
