import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { credentialErrorText } from '../utils/credential-errors';

export interface EmailChange {
  email: string;
  /** Empty for an account without a password (it proves a recent sign-in instead). */
  currentPassword: string;
}

/**
 * Asks the auth service to change the sign-in email, with the current password as proof.
 * It mails a confirmation link to the new address (and a notice to the current one); the
 * change takes effect when that link is opened, which brings the user back to their
 * account settings.
 */
export async function updateEmail({ email, currentPassword }: EmailChange): Promise<void> {
  const { error } = await supabase.auth.updateUser(
    { email: email.trim(), ...(currentPassword ? { current_password: currentPassword } : {}) },
    { emailRedirectTo: `${window.location.origin}/account` },
  );
  if (error) throw new Error(credentialErrorText(error));
}

export function useUpdateEmail() {
  return useMutation({
    mutationFn: updateEmail,
    // The form says so too (spec text); the toast stays in view wherever the page is scrolled.
    meta: { successToast: 'Email change saved: confirm it from your new inbox' },
  });
}
