import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdditionalGenerations } from '@app/shared/usage';
import { supabase } from '@/lib/supabase';

/** The user's purchased generation packs that have not expired (only those count). */
export async function getAdditionalGenerations(
  userId: string,
  now: Date = new Date(),
): Promise<AdditionalGenerations[]> {
  const { data, error } = await supabase
    .from('additional_generations')
    .select('amount, used, expires_at')
    .eq('user_id', userId)
    .gt('expires_at', now.toISOString());
  if (error) throw new Error(error.message);
  return data;
}

export function additionalGenerationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['additional-generations', userId],
    queryFn: () => getAdditionalGenerations(userId),
  });
}

export function useAdditionalGenerations(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...additionalGenerationsQueryOptions(userId),
    enabled: options.enabled ?? true,
  });
}
