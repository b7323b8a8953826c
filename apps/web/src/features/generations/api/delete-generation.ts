import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GENERATION_MESSAGES } from '@app/shared/generations';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import { generationsKey } from './generation';

/** Deletes a generation and its files; what it counted towards this month's usage stays. */
export async function deleteGeneration(id: string): Promise<void> {
  const { error } = await supabase.functions.invoke('delete-generation', {
    method: 'POST',
    body: { id },
  });
  if (error) {
    throw new Error(await functionErrorMessage(error, GENERATION_MESSAGES.deleteFailed), {
      cause: error,
    });
  }
}

export function useDeleteGeneration(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGeneration,
    meta: { successToast: GENERATION_MESSAGES.deleted },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generationsKey(userId) }),
  });
}
