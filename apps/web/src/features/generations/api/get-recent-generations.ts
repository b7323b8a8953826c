import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_RECENT_LIMIT } from '@app/shared/limits';
import { supabase } from '@/lib/supabase';
import { GENERATION_COLUMNS, generationsKey, type Generation } from './generation';

/** The user's latest generations, newest first (the dashboard's Recent Activity). */
export async function getRecentGenerations(userId: string): Promise<Generation[]> {
  const { data, error } = await supabase
    .from('generations')
    .select(GENERATION_COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(DASHBOARD_RECENT_LIMIT);
  if (error) throw new Error(error.message);
  return data;
}

export function recentGenerationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...generationsKey(userId), 'recent'],
    queryFn: () => getRecentGenerations(userId),
  });
}

export function useRecentGenerations(userId: string) {
  return useQuery(recentGenerationsQueryOptions(userId));
}
