import { useMutation } from '@tanstack/react-query';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

export const DELETE_ACCOUNT_FALLBACK_ERROR =
  'We could not delete your account. Please try again or contact support.';

/**
 * Deletes the signed-in user's account and everything stored for it (the delete-account
 * function). The typed email travels along so the server checks the confirmation too.
 */
export async function deleteAccount(confirmEmail: string): Promise<void> {
  const { error } = await supabase.functions.invoke('delete-account', {
    method: 'POST',
    body: { confirm_email: confirmEmail.trim() },
  });
  if (error) throw new Error(await functionErrorMessage(error, DELETE_ACCOUNT_FALLBACK_ERROR));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
