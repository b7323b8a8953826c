import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenerationFlow, GenerationWarning } from '@app/shared/generate';
import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { isUuid } from '@app/shared/uuid';

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

/**
 * The generation with this id, or null when there is none the user may see: row-level
 * security hides other users' generations exactly as if they did not exist.
 */
export async function getGenerationDetail(id: string): Promise<GenerationDetail | null> {
  if (!isUuid(id)) return null;
  const { data, error } = await supabase
    .from('generations')
    .select('id, name, type, created_at, charged, files, warnings, preview_path, screens, flow')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) return null;
  const files = Array.isArray(data.files) ? data.files.filter(isGenerationFile) : [];
  const warnings = Array.isArray(data.warnings) ? data.warnings.filter(isGenerationWarning) : [];
  return { ...data, files, warnings, flow: isGenerationFlow(data.flow) ? data.flow : null };
}

type JsonObject = { [key: string]: Json | undefined };
const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored file entry as the generator records it (the files column is JSON). */
function isGenerationFile(value: Json): value is JsonObject & GenerationFile {
  return (
    isObject(value) &&
    typeof value.path === 'string' &&
    typeof value.object === 'string' &&
    (value.encoding === 'utf8' || value.encoding === 'base64') &&
    typeof value.size === 'number'
  );
}

/** A warning as the generator records it (the warnings column is JSON). */
function isGenerationWarning(value: Json): value is JsonObject & GenerationWarning {
  return (
    isObject(value) &&
    typeof value.nodeId === 'string' &&
    typeof value.nodeName === 'string' &&
    typeof value.code === 'string' &&
    typeof value.message === 'string'
  );
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

/** A flow's graph as the generator records it (the flow column is JSON), or not one. */
function isGenerationFlow(value: Json): value is JsonObject & GenerationFlow {
  return (
    isObject(value) &&
    typeof value.start === 'string' &&
    isObject(value.navHost ?? null) &&
    Array.isArray(value.screens) &&
    Array.isArray(value.links)
  );
}
