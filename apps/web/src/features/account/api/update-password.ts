import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** Sets a new password for the signed-in user; the auth service's own rules apply and its message is shown as is. */
export async function updatePassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw new Error(error.message);
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
    // The form says so too (spec text); the toast stays in view wherever the page is scrolled.
    meta: { successToast: 'Password changed' },
  });
}
