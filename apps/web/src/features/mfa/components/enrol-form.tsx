import { Button } from '@/components/ui/button';
import type { Enrolment } from '../api/mfa';
import { MfaCodeField, useMfaCodeEntry } from './mfa-code-field';

interface EnrolFormProps {
  enrolment: Enrolment;
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** Step two of turning the feature on: scan the QR code (or type the key), then give a first code. */
export function EnrolForm({ enrolment, onVerify, onCancel }: EnrolFormProps) {
  const { field, submitting, onSubmit } = useMfaCodeEntry(onVerify);

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
        <MfaCodeField id="mfa-enrol-code" label="6-digit code from the app" {...field} />
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
