import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { supabase } from './supabase';

/** A table whose rows of the user, when they change, make the queries under `queryKey` stale. */
export interface LiveTable {
  table: string;
  queryKey: QueryKey;
}

/**
 * Subscribes to realtime changes of the signed-in user's rows (filter user_id=eq.<id>) and
 * invalidates the matching queries, so a generation made in the plugin shows up, and the
 * usage moves, without a reload. The server checks each row against the user's access.
 */
export function useLiveChanges(userId: string, tables: readonly LiveTable[]): void {
  const queryClient = useQueryClient();
  // The subscription depends on what is watched, not on the array's identity.
  const watched = JSON.stringify(tables);
  useEffect(() => {
    const list = JSON.parse(watched) as LiveTable[];
    const channel = supabase.channel(`live:${userId}:${Math.random().toString(36).slice(2)}`);
    for (const { table, queryKey } of list) {
      channel.on(
        'postgres_changes',
        { event: '*', schema: 'public', table, filter: `user_id=eq.${userId}` },
        () => void queryClient.invalidateQueries({ queryKey }),
      );
    }
    channel.subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [queryClient, userId, watched]);
}
