import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/**
 * Asks the auth service to change the sign-in email. It mails a confirmation link to the
 * new address; the change takes effect when that link is opened, which brings the user
 * back to their account settings.
 */
export async function updateEmail(email: string): Promise<void> {
  const { error } = await supabase.auth.updateUser(
    { email: email.trim() },
    { emailRedirectTo: `${window.location.origin}/account` },
  );
  if (error) throw new Error(error.message);
}

export function useUpdateEmail() {
  return useMutation({
    mutationFn: updateEmail,
    // The form says so too (spec text); the toast stays in view wherever the page is scrolled.
    meta: { successToast: 'Email change saved: confirm it from your new inbox' },
  });
}
