import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export const DELETE_ACCOUNT_FALLBACK_ERROR =
  'We could not delete your account. Please try again or contact support.';

/** The backend's error body carries a readable `error` text; anything else gets the fallback. */
async function functionError(error: unknown): Promise<string> {
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // Not JSON: use the fallback.
    }
  }
  return DELETE_ACCOUNT_FALLBACK_ERROR;
}

/**
 * Deletes the signed-in user's account and everything stored for it (the delete-account
 * function). The typed email travels along so the server checks the confirmation too.
 */
export async function deleteAccount(confirmEmail: string): Promise<void> {
  const { error } = await supabase.functions.invoke('delete-account', {
    method: 'POST',
    body: { confirm_email: confirmEmail.trim() },
  });
  if (error) throw new Error(await functionError(error));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
