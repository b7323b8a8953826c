import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { generationsKey } from './generation';

/** The types the user's generations have, once each (the history's type filter offers these). */
export async function getGenerationTypes(): Promise<string[]> {
  const { data, error } = await supabase.rpc('generation_types');
  if (error) throw new Error(error.message);
  return ((data ?? []) as unknown[]).filter((t): t is string => typeof t === 'string');
}

export function generationTypesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...generationsKey(userId), 'types'],
    queryFn: getGenerationTypes,
  });
}

export function useGenerationTypes(userId: string) {
  return useQuery(generationTypesQueryOptions(userId));
}
