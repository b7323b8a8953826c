import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { requestRecoveryMail } from '../api/recovery';
import { MFA_MESSAGES, normaliseCode, verifySignInCode } from '@/lib/auth/second-factor';

type Recovery = { status: 'idle' | 'sending' } | { status: 'sent' | 'failed'; text: string };

/** The sign-in step after the password for an account with two-factor sign-in on. */
export function SignInCodeForm({
  continueTo,
  onSignOut,
}: {
  continueTo: string;
  onSignOut: () => void;
}) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [recovery, setRecovery] = useState<Recovery>({ status: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const valid = normaliseCode(code);
    if (!valid) {
      setError(MFA_MESSAGES.codeFormat);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await verifySignInCode(valid);
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : MFA_MESSAGES.failed);
      setSubmitting(false);
      return;
    }
    await navigate(continueTo, { replace: true });
  }

  async function onLost() {
    setRecovery({ status: 'sending' });
    try {
      setRecovery({ status: 'sent', text: await requestRecoveryMail() });
    } catch (thrown) {
      setRecovery({
        status: 'failed',
        text: thrown instanceof Error ? thrown.message : MFA_MESSAGES.failed,
      });
    }
  }

  return (
    <div className="stack">
      <form
        className="auth-form"
        onSubmit={(e) => void onSubmit(e)}
        aria-label="Authenticator code"
      >
        <Field
          id="mfa-sign-in-code"
          label="Authentication code"
          required
          error={error ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" block size="lg" loading={submitting} loadingText="Verifying...">
          Verify
        </Button>
      </form>

      <section className="mfa-lost" aria-labelledby="mfa-lost-title">
        <h2 id="mfa-lost-title" className="mfa-lost__title">
          Lost your authenticator?
        </h2>
        <p className="text-muted mfa-recovery-note">
          We can email a one-time link to your account address. Opening it while signed in with your
          password turns two-factor authentication off, so you can sign in and set it up again.
        </p>
        {recovery.status === 'sent' ? <Alert variant="success">{recovery.text}</Alert> : null}
        {recovery.status === 'failed' ? <Alert variant="error">{recovery.text}</Alert> : null}
        {recovery.status !== 'sent' ? (
          <Button
            variant="secondary"
            loading={recovery.status === 'sending'}
            loadingText="Sending..."
            onClick={() => void onLost()}
          >
            I lost my authenticator
          </Button>
        ) : null}
      </section>
      <Button variant="ghost" onClick={onSignOut}>
        Sign out
      </Button>
    </div>
  );
}
