import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import {
  passwordPolicyProblems,
  validateResetPassword,
  WEAK_PASSWORD_MESSAGE,
} from '@app/shared/validation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { supabase } from '@/lib/supabase';
import { errorMessage } from '../utils/error-message';
import { Input } from '@/components/ui/input';
import { MFA_MESSAGES, passSecondFactor } from '@/lib/auth/second-factor';

interface ResetPasswordFormProps {
  accessToken: string;
  refreshToken: string;
  onDone: () => void;
  /** The link's tokens were refused (forged, expired or used): the page says the link is invalid. */
  onLinkRefused: () => void;
}

/**
 * Sets the session from the link's tokens, then updates the password: both entries equal,
 * and the sign-up rules, shown as the same checklist (the auth service enforces them on
 * every path; the spec's 6-character message still answers a shorter one).
 */
export function ResetPasswordForm({
  accessToken,
  refreshToken,
  onDone,
  onLinkRefused,
}: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [updating, setUpdating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onLinkRefusedRef = useRef(onLinkRefused);
  useEffect(() => {
    onLinkRefusedRef.current = onLinkRefused;
  }, [onLinkRefused]);
  // Asked for only when the server says the account has two-factor sign-in on.
  const [code, setCode] = useState<string | null>(null);
  // Whether the link's session is set: a quick hand can submit before the auth service answers,
  // and the password update must wait for it rather than go out without a session.
  const sessionSet = useRef<Promise<boolean>>(Promise.resolve(false));

  useEffect(() => {
    let cancelled = false;
    sessionSet.current = supabase.auth
      .setSession({ access_token: accessToken, refresh_token: refreshToken })
      .then(({ error: setError }) => {
        if (!setError) return true;
        if (cancelled) return false;
        // Unreachable server: its own words and another try. Anything else (a forged, expired
        // or used link, whatever the auth library calls it) is an invalid link.
        if (isAuthRetryableFetchError(setError)) setUnreachable(setError.message);
        else onLinkRefusedRef.current();
        return false;
      });
    return () => {
      cancelled = true;
    };
  }, [accessToken, refreshToken, attempt]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The spec's two checks first (their texts), then the sign-up rules the server applies.
    const invalid =
      validateResetPassword(password, confirmPassword) ??
      (passwordPolicyProblems(password).length > 0 ? WEAK_PASSWORD_MESSAGE : null);
    setError(invalid);
    if (invalid) return;
    setUpdating(true);
    // The link was refused or the server was unreachable: the page already says so.
    if (!(await sessionSet.current)) {
      setUpdating(false);
      return;
    }
    try {
      if (code !== null) {
        await passSecondFactor(code);
        setCode(null);
      }
      const { error: updateError } = await supabase.auth.updateUser({ password });
      if (updateError) {
        if (updateError.code === 'insufficient_aal') setCode('');
        setError(
          updateError.code === 'insufficient_aal'
            ? MFA_MESSAGES.resetNeedsCode
            : updateError.message,
        );
        setUpdating(false);
        return;
      }
    } catch (thrown) {
      setError(errorMessage(thrown));
      setUpdating(false);
      return;
    }
    // The new password is used from /login, so this browser does not stay signed in by the link.
    await supabase.auth.signOut({ scope: 'local' });
    setUpdating(false);
    onDone();
  };

  if (unreachable) {
    return (
      <div className="stack">
        <Alert variant="error">{unreachable}</Alert>
        <Button
          block
          size="lg"
          onClick={() => {
            setUnreachable(null);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className="stack">
      {error ? <Alert variant="error">{error}</Alert> : null}
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)}>
        <Field id="reset-password" label="New password">
          {(control) => (
            <PasswordInput
              {...control}
              name="new-password"
              autoComplete="new-password"
              required
              aria-describedby="reset-password-meter"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <PasswordStrengthMeter id="reset-password-meter" password={password} />
        <Field id="reset-confirm" label="Confirm new password">
          {(control) => (
            <PasswordInput
              {...control}
              name="confirm-password"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
          )}
        </Field>
        {code !== null ? (
          <Field id="reset-code" label="Authentication code">
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Button type="submit" block size="lg" loading={updating} loadingText="Updating password...">
          Update password
        </Button>
      </form>
    </div>
  );
}
