import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@app/shared/auth-messages';
import { isSignupSubmitDisabled } from '@app/shared/validation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { useUpdatePassword } from '../api/update-password';
import { CurrentPasswordField, RecentSignInNote } from './current-password-field';

interface UpdatePasswordFormProps {
  email: string | null | undefined;
  /** Whether the account has a password to confirm (else it proves a recent sign-in). */
  hasPassword: boolean;
  /** Runs after a change, which signs every other session out. */
  onSessionsEnded?: () => void;
}

/**
 * Update Password: the current password, then a new one that meets the sign-up rules (the
 * same checklist). On success both fields are cleared, every other session is signed out
 * and the owner gets a notice by mail.
 */
export function UpdatePasswordForm({
  email,
  hasPassword,
  onSessionsEnded,
}: UpdatePasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useUpdatePassword();

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (!mutation.isIdle && !mutation.isPending) mutation.reset();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSignupSubmitDisabled(password)) return;
    mutation.mutate(
      { password, currentPassword },
      {
        onSuccess: () => {
          setPassword('');
          setCurrentPassword('');
          onSessionsEnded?.();
        },
      },
    );
  }

  return (
    <Card as="section" aria-labelledby="update-password-title">
      <h2 id="update-password-title" className="card__title">
        Update Password
      </h2>
      <p className="text-muted account-card__intro">
        Choose a password you do not use on any other site. Your other sessions are signed out when
        it changes.
      </p>
      {hasPassword ? null : <RecentSignInNote />}
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
        {hasPassword ? (
          <CurrentPasswordField
            id="account-current-password"
            value={currentPassword}
            onChange={edit(setCurrentPassword)}
          />
        ) : null}
        <Field id="account-new-password" label="New password" required>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              aria-describedby="account-password-meter"
              value={password}
              onChange={(e) => edit(setPassword)(e.target.value)}
            />
          )}
        </Field>
        <PasswordStrengthMeter id="account-password-meter" password={password} />
        {mutation.isError ? <Alert variant="error">{mutation.error.message}</Alert> : null}
        {mutation.isSuccess ? (
          <Alert variant="success">{ACCOUNT_MESSAGES.passwordUpdated}</Alert>
        ) : null}
        <Button
          type="submit"
          className="account-form__submit"
          loading={mutation.isPending}
          loadingText="Updating..."
          disabled={isSignupSubmitDisabled(password)}
        >
          Update Password
        </Button>
      </form>
    </Card>
  );
}
