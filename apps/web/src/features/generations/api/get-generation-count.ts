import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { generationsKey } from './generation';

/**
 * How many generations the user has made in all: each screen of a flow is one generation, so
 * the database sums the rows' screens (public.generation_total(), the caller's rows only).
 */
export async function getGenerationCount(_userId: string): Promise<number> {
  const { data, error } = await supabase.rpc('generation_total');
  if (error) throw new Error(error.message);
  // The sum is a bigint, which PostgREST may send as a number or as its digits.
  return Number(data ?? 0);
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
