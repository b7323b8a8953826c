import { useMutation, useQueryClient } from '@tanstack/react-query';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

export const REVOKE_ERROR = 'Could not sign that session out. Please try again.';

/** Ends one of the user's other sessions at once (a browser or the Figma plugin). */
export async function revokeSession(sessionId: string): Promise<void> {
  const { error } = await supabase.functions.invoke('account-sessions', {
    method: 'POST',
    body: { session_id: sessionId },
  });
  if (error) throw new Error(await functionErrorMessage(error, REVOKE_ERROR));
}

export function useRevokeSession(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => client.invalidateQueries({ queryKey: ['account-sessions', userId] }),
  });
}
