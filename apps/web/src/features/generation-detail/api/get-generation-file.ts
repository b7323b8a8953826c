import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** The private bucket the generate function stores files and previews in. */
export const GENERATIONS_BUCKET = 'generations';

/** A stored object's bytes, read as the signed-in user (only the owner may). */
export async function downloadGenerationObject(object: string): Promise<Blob> {
  const { data, error } = await supabase.storage.from(GENERATIONS_BUCKET).download(object);
  if (error || !data) throw new Error(error?.message ?? 'The file could not be downloaded');
  return data;
}

export function generationFileQueryOptions(object: string) {
  return queryOptions({
    queryKey: ['generation-file', object],
    queryFn: async () => (await downloadGenerationObject(object)).text(),
    staleTime: Infinity,
  });
}

/** A text file of a generation (Kotlin source, drawable XML). */
export function useGenerationFileText(object: string | null) {
  return useQuery({ ...generationFileQueryOptions(object ?? ''), enabled: object !== null });
}

/** A binary object (the frame preview, PNG drawables) as an object URL for an <img>. */
export function useGenerationObjectUrl(object: string | null) {
  return useQuery({
    queryKey: ['generation-object-url', object],
    queryFn: async () => URL.createObjectURL(await downloadGenerationObject(object ?? '')),
    enabled: object !== null,
    staleTime: Infinity,
  });
}
