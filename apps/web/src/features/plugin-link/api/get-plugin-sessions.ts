import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** A plugin signed in to the account: when it was linked and last used. */
export interface PluginSessionRow {
  session_id: string;
  linked_at: string;
  last_used_at: string;
}

export async function getPluginSessions(userId: string): Promise<PluginSessionRow[]> {
  const { data, error } = await supabase
    .from('plugin_sessions')
    .select('session_id, linked_at, last_used_at')
    .eq('user_id', userId)
    .order('linked_at', { ascending: false });
  if (error) throw new Error(error.message);
  return (data as PluginSessionRow[] | null) ?? [];
}

export const pluginSessionsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['plugin-sessions', userId], queryFn: () => getPluginSessions(userId) });

export function usePluginSessions(userId: string) {
  return useQuery(pluginSessionsQueryOptions(userId));
}

/** Revoke: ends that plugin session at once (revoke_plugin_session). */
export async function revokePluginSession(sessionId: string): Promise<void> {
  const { error } = await supabase.rpc('revoke_plugin_session', { plugin_session_id: sessionId });
  if (error) throw new Error(error.message);
}

export function useRevokePluginSession(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokePluginSession,
    onSuccess: () => client.invalidateQueries({ queryKey: ['plugin-sessions', userId] }),
  });
}
