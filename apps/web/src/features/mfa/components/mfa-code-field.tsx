import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MFA_MESSAGES, normaliseCode } from '@/lib/auth/second-factor';

interface MfaCodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
}

/**
 * The authenticator code field of the two-factor forms (turning it on, signing in): required,
 * the numeric keyboard, the browser's one-time-code autofill, and room for "123 456".
 */
export function MfaCodeField({ id, label, value, onChange, error, autoFocus }: MfaCodeFieldProps) {
  return (
    <Field id={id} label={label} required error={error ?? undefined}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          maxLength={7}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * A code form's state: the typed code is checked (six digits, spaces ignored) before `verify`
 * sees it; what `verify` throws is shown on the field. `onSubmit` resolves true once the code
 * passed, and the form stays busy then, as the caller moves on.
 */
export function useMfaCodeEntry(verify: (code: string) => Promise<void>) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<boolean> {
    event.preventDefault();
    const valid = normaliseCode(code);
    if (!valid) {
      setError(MFA_MESSAGES.codeFormat);
      return false;
    }
    setError(null);
    setSubmitting(true);
    try {
      await verify(valid);
      return true;
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : MFA_MESSAGES.failed);
      setSubmitting(false);
      return false;
    }
  }

  return { field: { value: code, onChange: setCode, error }, submitting, onSubmit };
}
