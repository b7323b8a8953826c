import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** What a save that the server did not apply says (a session that may not change it). */
export const PLUGIN_CHARGES_NOT_SAVED =
  'Your choice was not saved. Sign in again (with your authenticator code if two-factor is on) and try once more.';

/** Whether the Figma plugin may charge extra generations to the card (off until the owner allows it). */
export async function getPluginCharges(userId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from('profiles')
    .select('plugin_charges_allowed')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  return data.plugin_charges_allowed;
}

export const pluginChargesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['plugin-charges', userId], queryFn: () => getPluginCharges(userId) });

export function usePluginCharges(userId: string) {
  return useQuery(pluginChargesQueryOptions(userId));
}

export async function savePluginCharges(userId: string, allowed: boolean): Promise<boolean> {
  const { data, error } = await supabase
    .from('profiles')
    .update({ plugin_charges_allowed: allowed })
    .eq('id', userId)
    .select('plugin_charges_allowed');
  if (error) throw new Error(error.message);
  const saved = data[0];
  // Row-level security lets the change through only from a web session that may make it.
  if (!saved) throw new Error(PLUGIN_CHARGES_NOT_SAVED);
  return saved.plugin_charges_allowed;
}

export function useSavePluginCharges(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (allowed: boolean) => savePluginCharges(userId, allowed),
    onSuccess: (allowed) => client.setQueryData(['plugin-charges', userId], allowed),
  });
}
