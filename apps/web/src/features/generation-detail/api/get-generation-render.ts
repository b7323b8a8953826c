import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GENERATION_RENDER_COLUMNS,
  type GenerationRender,
  type RenderReport,
} from '@app/shared/renders';
import { supabase } from '@/lib/supabase';
import { downloadGenerationObject } from './get-generation-file';

export const generationRenderKey = (id: string) => ['generation-render', id] as const;

/** The render row of a generation, or null for one made before rendered previews existed. */
export async function getGenerationRender(id: string): Promise<GenerationRender | null> {
  const { data, error } = await supabase
    .from('generation_renders')
    .select(GENERATION_RENDER_COLUMNS)
    .eq('generation_id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return (data as GenerationRender | null) ?? null;
}

export function generationRenderQueryOptions(id: string) {
  // Not stale forever: realtime invalidates it at each stage of the render job.
  return queryOptions({
    queryKey: generationRenderKey(id),
    queryFn: () => getGenerationRender(id),
  });
}

export function useGenerationRender(id: string) {
  return useQuery(generationRenderQueryOptions(id));
}

/** The stored report.json of a finished render. */
export function useRenderReport(object: string | null) {
  return useQuery({
    queryKey: ['render-report', object],
    queryFn: async () =>
      JSON.parse(await (await downloadGenerationObject(object ?? '')).text()) as RenderReport,
    enabled: object !== null,
    staleTime: Infinity,
  });
}
