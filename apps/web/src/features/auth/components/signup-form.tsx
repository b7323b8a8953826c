import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SIGNUP_MESSAGES } from '@app/shared/auth-messages';
import { SIGNUP_REDIRECT_MS } from '@app/shared/timings';
import { credentialsError, isSignupSubmitDisabled } from '@app/shared/validation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { signUp } from '../api/sign-up';
import { withReturnTo } from '../utils/auth-redirects';
import { errorMessage } from '../utils/error-message';
import { AuthDivider } from './auth-divider';
import { OAuthButtons } from './oauth-buttons';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';

type SignupError = { kind: 'existing-account' } | { kind: 'message'; text: string };

/** Email sign-up with the live strength meter; on success, /login after 5 seconds keeping return_to. */
export function SignupForm({ returnTo }: { returnTo: string | null }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState(false);
  const [error, setError] = useState<SignupError | null>(null);
  const [oauthError, setOauthError] = useState<string | null>(null);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(
      () => void navigate(withReturnTo('/login', returnTo)),
      SIGNUP_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [created, navigate, returnTo]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setOauthError(null);
    const missing = credentialsError({ email, password });
    if (missing) {
      setError({ kind: 'message', text: missing });
      return;
    }
    if (isSignupSubmitDisabled(password)) return;
    setSubmitting(true);
    try {
      const result = await signUp(email.trim(), password, returnTo);
      if (result.status === 'created') setCreated(true);
      else
        setError(
          result.status === 'existing-account'
            ? { kind: 'existing-account' }
            : { kind: 'message', text: result.message },
        );
    } catch (thrown) {
      setError({ kind: 'message', text: errorMessage(thrown) });
    } finally {
      setSubmitting(false);
    }
  };

  if (created) {
    return (
      <Alert variant="success" title="Check your inbox">
        <p>{SIGNUP_MESSAGES.success}</p>
        <p>
          Taking you to{' '}
          <Link to={withReturnTo('/login', returnTo)} className="alert__link">
            sign in
          </Link>{' '}
          in a few seconds...
        </p>
      </Alert>
    );
  }

  return (
    <div className="stack">
      {error?.kind === 'existing-account' ? (
        <Alert variant="error">
          <p>{SIGNUP_MESSAGES.accountExists}</p>
          <p>
            <Link to={withReturnTo('/login', returnTo)} className="alert__link">
              Go to sign in
            </Link>
          </p>
        </Alert>
      ) : null}
      {error?.kind === 'message' ? <Alert variant="error">{error.text}</Alert> : null}
      {oauthError ? <Alert variant="error">{oauthError}</Alert> : null}

      <form className="auth-form" onSubmit={(event) => void onSubmit(event)}>
        <Field id="signup-email" label="Email">
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field id="signup-password" label="Password">
          {(control) => (
            <PasswordInput
              {...control}
              aria-describedby="signup-password-meter"
              name="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <PasswordStrengthMeter id="signup-password-meter" password={password} />
        <Button
          type="submit"
          block
          size="lg"
          loading={submitting}
          loadingText="Creating account..."
          disabled={isSignupSubmitDisabled(password)}
        >
          Create account
        </Button>
      </form>

      <AuthDivider />
      <OAuthButtons
        returnTo={returnTo}
        startedOn="signup"
        failureText={SIGNUP_MESSAGES.oauthGeneric}
        onError={setOauthError}
        disabled={submitting}
      />
    </div>
  );
}
