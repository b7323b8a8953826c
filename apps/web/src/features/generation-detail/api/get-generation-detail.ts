import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenerationFlow, GenerationWarning } from '@app/shared/generate';
import { supabase } from '@/lib/supabase';

/** One stored file of a generation: its path in the Android source set and its storage object. */
export interface GenerationFile {
  path: string;
  object: string;
  encoding: 'utf8' | 'base64';
  size: number;
}

/** A generation as its detail page shows it. */
export interface GenerationDetail {
  id: string;
  name: string;
  type: string;
  created_at: string;
  charged: boolean;
  files: GenerationFile[];
  warnings: GenerationWarning[];
  preview_path: string | null;
  /** Generations the run used: 1 for a frame, one per screen for a flow. */
  screens: number;
  /** A flow's screens, start, links and the links that lead outside it; null for a frame. */
  flow: GenerationFlow | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The generation with this id, or null when there is none the user may see: row-level
 * security hides other users' generations exactly as if they did not exist.
 */
export async function getGenerationDetail(id: string): Promise<GenerationDetail | null> {
  if (!UUID.test(id)) return null;
  const { data, error } = await supabase
    .from('generations')
    .select('id, name, type, created_at, charged, files, warnings, preview_path, screens, flow')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return (data as GenerationDetail | null) ?? null;
}

export function generationDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['generation-detail', id],
    queryFn: () => getGenerationDetail(id),
    // A generation never changes once recorded.
    staleTime: Infinity,
  });
}

export function useGenerationDetail(id: string) {
  return useQuery(generationDetailQueryOptions(id));
}
