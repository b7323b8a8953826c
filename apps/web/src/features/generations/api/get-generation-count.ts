import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { generationsKey } from './generation';

/** How many generations the user has made in all (a HEAD request with an exact count, no rows). */
export async function getGenerationCount(userId: string): Promise<number> {
  const { count, error } = await supabase
    .from('generations')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

export function generationCountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...generationsKey(userId), 'count'],
    queryFn: () => getGenerationCount(userId),
  });
}

export function useGenerationCount(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...generationCountQueryOptions(userId), enabled: options.enabled ?? true });
}
