import { supabase } from '@/lib/supabase';
import { signupEmailRedirect } from '../utils/auth-redirects';

/** Sends the sign-up confirmation mail again (spec section 7: type signup and email). */
export async function resendConfirmation(email: string, returnTo: string | null): Promise<{ error: string | null }> {
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: signupEmailRedirect(window.location.origin, returnTo) },
  });
  return { error: error ? error.message : null };
}
