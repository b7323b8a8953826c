import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** The profile columns the dashboard reads. */
export interface PlanProfile {
  subscription_tier: string | null;
  free_generations_used: number | null;
}

/** The user's plan tier; null when the profile row does not exist (yet), which reads as starter. */
export async function getProfile(userId: string): Promise<PlanProfile | null> {
  const { data, error } = await supabase
    .from('profiles')
    .select('subscription_tier, free_generations_used')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['profile', userId, 'plan'],
    queryFn: () => getProfile(userId),
  });
}

export function useProfile(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(userId), enabled: options.enabled ?? true });
}
