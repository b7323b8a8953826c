import { supabase } from '@/lib/supabase';
import { signupEmailRedirect } from '../utils/auth-redirects';

/** Sends the sign-up confirmation mail again (type signup and the email). */
export async function resendConfirmation(
  email: string,
  returnTo: string | null,
): Promise<{ error: string | null }> {
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: signupEmailRedirect(window.location.origin, returnTo) },
  });
  return { error: error ? error.message : null };
}
