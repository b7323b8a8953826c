import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LinkButton } from '@/components/ui/link-button';
import { supabase } from '@/lib/supabase';
import { resetPasswordRedirect } from '../utils/auth-redirects';
import { errorMessage } from '../utils/error-message';

/** Asks for a reset link (idle, sending, sent); the mail's link lands on /reset-password. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSending(true);
    try {
      const { error: sendError } = await supabase.auth.resetPasswordForEmail(email.trim(), {
        redirectTo: resetPasswordRedirect(window.location.origin),
      });
      setSending(false);
      if (sendError) setError(sendError.message);
      else onSent();
    } catch (thrown) {
      setSending(false);
      setError(errorMessage(thrown));
    }
  };

  return (
    <div className="stack">
      {error ? <Alert variant="error">{error}</Alert> : null}
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)}>
        <Field id="forgot-email" label="Email">
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
        <Button type="submit" block size="lg" loading={sending} loadingText="Sending reset link...">
          Send reset link
        </Button>
      </form>
      <LinkButton to="/login" variant="ghost" block>
        Return to sign in
      </LinkButton>
    </div>
  );
}
