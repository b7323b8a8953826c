import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';

/** The current password an account form asks for before it changes how the user signs in. */
export function CurrentPasswordField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label="Current password" required>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete="current-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** For an account without a password: the change works soon after a sign-in instead. */
export function RecentSignInNote() {
  return (
    <p className="text-muted account-card__intro">
      Your account signs in with Google or GitHub. For your security this change works within 10
      minutes of signing in; if it is refused, sign out and in again first.
    </p>
  );
}
