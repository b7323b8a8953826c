import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GENERATION_MESSAGES } from '@app/shared/generations';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import { generationsKey } from './generation';

/** Gives a generation a new name (the rename-generation function checks and stores it). */
export async function renameGeneration(
  id: string,
  name: string,
): Promise<{ id: string; name: string }> {
  const { data, error } = await supabase.functions.invoke<{
    generation?: { id: string; name: string };
  }>('rename-generation', { method: 'POST', body: { id, name } });
  if (error) {
    throw new Error(await functionErrorMessage(error, GENERATION_MESSAGES.renameFailed), {
      cause: error,
    });
  }
  if (!data?.generation) throw new Error(GENERATION_MESSAGES.renameFailed);
  return data.generation;
}

export function useRenameGeneration(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameGeneration(id, name),
    meta: { successToast: GENERATION_MESSAGES.renamed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generationsKey(userId) }),
  });
}
