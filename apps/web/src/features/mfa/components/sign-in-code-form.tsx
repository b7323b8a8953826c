import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { requestRecoveryMail } from '../api/recovery';
import { MFA_MESSAGES, verifySignInCode } from '@/lib/auth/second-factor';
import { MfaCodeField, useMfaCodeEntry } from './mfa-code-field';
import { RecoveryCodeForm } from './recovery-code-form';

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
  const { field, submitting, onSubmit } = useMfaCodeEntry(verifySignInCode);
  const [recovery, setRecovery] = useState<Recovery>({ status: 'idle' });
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);

  async function onCodeSubmit(event: FormEvent<HTMLFormElement>) {
    if (await onSubmit(event)) await navigate(continueTo, { replace: true });
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
      {withRecoveryCode ? (
        <RecoveryCodeForm
          onPassed={() => navigate(continueTo, { replace: true })}
          onBack={() => setWithRecoveryCode(false)}
        />
      ) : (
        <>
          <form
            className="auth-form"
            onSubmit={(e) => void onCodeSubmit(e)}
            aria-label="Authenticator code"
          >
            <MfaCodeField id="mfa-sign-in-code" label="Authentication code" autoFocus {...field} />
            <Button type="submit" block size="lg" loading={submitting} loadingText="Verifying...">
              Verify
            </Button>
          </form>
          <Button variant="secondary" onClick={() => setWithRecoveryCode(true)}>
            Use a recovery code
          </Button>
        </>
      )}

      <section className="mfa-lost" aria-labelledby="mfa-lost-title">
        <h2 id="mfa-lost-title" className="mfa-lost__title">
          Lost your authenticator?
        </h2>
        <p className="text-muted mfa-recovery-note">
          Use one of your recovery codes above. Without them, we can email a one-time link to your
          account address; opening it while signed in with your password turns two-factor
          authentication off, so you can sign in and set it up again.
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
