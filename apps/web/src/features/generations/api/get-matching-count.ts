import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchPattern, type HistoryFilters } from '@app/shared/generation-history';
import { supabase } from '@/lib/supabase';
import { generationsKey } from './generation';

/** How many of the user's generations the search and filters match (a count, no rows). */
export async function getMatchingCount(userId: string, filters: HistoryFilters): Promise<number> {
  let query = supabase
    .from('generations')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (filters.search) query = query.filter('name', 'imatch', searchPattern(filters.search));
  if (filters.type) query = query.eq('type', filters.type);
  if (filters.charged) query = query.eq('charged', filters.charged === 'charged');
  const { count, error } = await query;
  if (error) throw new Error(error.message);
  return count ?? 0;
}

export function matchingCountQueryOptions(userId: string, filters: HistoryFilters) {
  return queryOptions({
    queryKey: [...generationsKey(userId), 'matching', filters],
    queryFn: () => getMatchingCount(userId, filters),
  });
}

export function useMatchingCount(userId: string, filters: HistoryFilters) {
  return useQuery({
    ...matchingCountQueryOptions(userId, filters),
    placeholderData: keepPreviousData,
  });
}
