import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LOGIN_MESSAGES, mapLoginError, type LoginError } from '@app/shared/auth-messages';
import { credentialsError } from '@app/shared/validation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { supabase } from '@/lib/supabase';
import { resendConfirmation } from '../api/resend-confirmation';
import { afterSignInPath } from '../utils/auth-redirects';
import { errorMessage } from '../utils/error-message';
import { AuthDivider } from './auth-divider';
import { OAuthButtons } from './oauth-buttons';

type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

/** Email and password sign-in with the product's error texts, then return_to or /dashboard. */
export function LoginForm({ returnTo }: { returnTo: string | null }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });
  const [oauthError, setOauthError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setOauthError(null);
    setResend({ status: 'idle' });
    const missing = credentialsError({ email, password });
    if (missing) {
      setError({ text: missing });
      return;
    }
    setSubmitting(true);
    try {
      const { error: signInError } = await supabase.auth.signInWithPassword({
        email: email.trim(),
        password,
      });
      if (signInError) {
        setError(mapLoginError(signInError.message));
        setSubmitting(false);
        return;
      }
    } catch (thrown) {
      setError({ text: errorMessage(thrown) });
      setSubmitting(false);
      return;
    }
    await navigate(afterSignInPath(returnTo), { replace: true });
  };

  const onResend = async () => {
    setResend({ status: 'sending' });
    try {
      const { error: resendError } = await resendConfirmation(email.trim(), returnTo);
      setResend(resendError ? { status: 'failed', message: resendError } : { status: 'sent' });
    } catch (thrown) {
      setResend({ status: 'failed', message: errorMessage(thrown) });
    }
  };

  return (
    <div className="stack">
      {error ? (
        <Alert variant="error">
          <p>{error.text}</p>
          {error.action === 'reset-password' ? (
            <p>
              <Link to="/forgot-password" className="alert__link">
                {LOGIN_MESSAGES.resetPasswordLink}
              </Link>
            </p>
          ) : null}
          {error.action === 'resend-confirmation' && resend.status !== 'sent' ? (
            <p>
              <Button
                variant="secondary"
                size="sm"
                loading={resend.status === 'sending'}
                loadingText="Sending..."
                onClick={() => void onResend()}
              >
                {LOGIN_MESSAGES.resendConfirmation}
              </Button>
            </p>
          ) : null}
        </Alert>
      ) : null}
      {resend.status === 'sent' ? (
        <Alert variant="success">{LOGIN_MESSAGES.resendSuccess}</Alert>
      ) : null}
      {resend.status === 'failed' ? <Alert variant="error">{resend.message}</Alert> : null}
      {oauthError ? <Alert variant="error">{oauthError}</Alert> : null}

      <form className="auth-form" onSubmit={(event) => void onSubmit(event)}>
        <Field id="login-email" label="Email">
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
        <div className="auth-form__password">
          <Field id="login-password" label="Password">
            {(control) => (
              <PasswordInput
                {...control}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <Link to="/forgot-password" className="auth-form__aside-link">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" block size="lg" loading={submitting} loadingText="Signing in...">
          Sign in
        </Button>
      </form>

      <AuthDivider />
      <OAuthButtons
        returnTo={returnTo}
        startedOn="login"
        failureText={LOGIN_MESSAGES.oauthFailed}
        onError={setOauthError}
        disabled={submitting}
      />
    </div>
  );
}
