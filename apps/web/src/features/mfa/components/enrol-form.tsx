import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { Enrolment } from '../api/mfa';
import { MFA_MESSAGES, normaliseCode } from '@/lib/auth/second-factor';

interface EnrolFormProps {
  enrolment: Enrolment;
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** Step two of turning the feature on: scan the QR code (or type the key), then give a first code. */
export function EnrolForm({ enrolment, onVerify, onCancel }: EnrolFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

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
      await onVerify(valid);
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : MFA_MESSAGES.failed);
      setSubmitting(false);
    }
  }

  return (
    <div className="mfa-enrol">
      <ol className="mfa-enrol__steps">
        <li>
          Open your authenticator app (for example Google Authenticator, Microsoft Authenticator,
          1Password or Authy).
        </li>
        <li>Scan this QR code with it.</li>
      </ol>
      <img
        className="mfa-enrol__qr"
        src={enrolment.qrCode}
        alt="QR code to add FrameToCode to your authenticator app"
        width={180}
        height={180}
      />
      <p className="text-muted mfa-enrol__key-label">
        Cannot scan it? Enter this key in the app instead:
      </p>
      <code className="mfa-enrol__key" data-testid="totp-secret">
        {enrolment.secret}
      </code>
      <form
        className="account-form"
        onSubmit={(e) => void onSubmit(e)}
        aria-label="Confirm two-factor authentication"
      >
        <Field
          id="mfa-enrol-code"
          label="6-digit code from the app"
          required
          error={error ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <div className="mfa-actions">
          <Button type="submit" loading={submitting} loadingText="Verifying...">
            Turn on
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
