import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MFA_MESSAGES, verifySignInRecoveryCode } from '@/lib/auth/second-factor';

/** The sign-in code step with one of the owner's recovery codes instead of the app's code. */
export function RecoveryCodeForm({
  onPassed,
  onBack,
}: {
  onPassed: () => void | Promise<void>;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await verifySignInRecoveryCode(code);
      await onPassed();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : MFA_MESSAGES.failed);
      setSubmitting(false);
    }
  }

  return (
    <>
      <form className="auth-form" onSubmit={(e) => void onSubmit(e)} aria-label="Recovery code">
        <Field
          id="mfa-recovery-code"
          label="Recovery code"
          required
          hint="One of the codes you saved when you turned two-factor on. Each works once."
          error={error ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              maxLength={20}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" block size="lg" loading={submitting} loadingText="Verifying...">
          Verify
        </Button>
      </form>
      <Button variant="secondary" onClick={onBack} disabled={submitting}>
        Use the authenticator app
      </Button>
    </>
  );
}
