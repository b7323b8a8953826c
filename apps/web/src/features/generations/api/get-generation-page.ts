import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { generationsKey, type Generation } from './generation';
import { pageRange } from '../utils/pagination';

/**
 * One page of the Generation History (every column, as the spec reads it), newest first.
 * The spec reads the whole history at once; here it is read a page at a time
 * with range() (the Range header) so that ten thousand generations load and render as fast
 * as ten; the id breaks ties between generations made in the same instant, so no row can
 * appear on two pages or on none.
 */
export async function getGenerationPage(userId: string, page: number): Promise<Generation[]> {
  const { from, to } = pageRange(page);
  const { data, error } = await supabase
    .from('generations')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error) throw new Error(error.message);
  return (data ?? []) as Generation[];
}

export function generationPageQueryOptions(userId: string, page: number) {
  return queryOptions({
    queryKey: [...generationsKey(userId), 'page', page],
    queryFn: () => getGenerationPage(userId, page),
  });
}

/** Keeps the previous page on screen while the next one loads, so the list never blinks empty. */
export function useGenerationPage(userId: string, page: number) {
  return useQuery({
    ...generationPageQueryOptions(userId, page),
    placeholderData: keepPreviousData,
  });
}
