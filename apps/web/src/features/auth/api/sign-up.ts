import { isExistingAccountError } from '@app/shared/auth-messages';
import { supabase } from '@/lib/supabase';
import { signupEmailRedirect } from '../utils/auth-redirects';

export type SignUpResult =
  { status: 'created' } | { status: 'existing-account' } | { status: 'error'; message: string };

/**
 * `validate_email_for_signup` first: 'redirect_to_signin' stops here; a
 * failed check only warns and lets the sign-up go ahead.
 */
async function emailBelongsToAccount(email: string): Promise<boolean> {
  const { data, error } = await supabase.rpc('validate_email_for_signup', { user_email: email });
  if (error) {
    console.warn('validate_email_for_signup failed, continuing with sign-up:', error.message);
    return false;
  }
  // The function answers a JSON object; only its `action` decides anything here.
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    data.action === 'redirect_to_signin'
  );
}

export async function signUp(
  email: string,
  password: string,
  returnTo: string | null,
): Promise<SignUpResult> {
  if (await emailBelongsToAccount(email)) return { status: 'existing-account' };
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      emailRedirectTo: signupEmailRedirect(window.location.origin, returnTo),
      data: { auth_provider: 'email' },
    },
  });
  if (error)
    return isExistingAccountError(error.message)
      ? { status: 'existing-account' }
      : { status: 'error', message: error.message };
  // Hosted GoTrue answers a repeated sign-up of a confirmed email with a user without
  // identities; this product's server answers in a new sign-up's shape and mails the owner.
  if (data.user && data.user.identities?.length === 0) return { status: 'existing-account' };
  return { status: 'created' };
}
