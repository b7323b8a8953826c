import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** The account's connected Figma user (the token columns are not readable by the API at all). */
export interface FigmaAccount {
  figma_user_id: string;
  handle: string;
  email: string | null;
  img_url: string | null;
  connected_at: string;
}

export async function getFigmaAccount(userId: string): Promise<FigmaAccount | null> {
  const { data, error } = await supabase
    .from('figma_accounts')
    .select('figma_user_id, handle, email, img_url, connected_at')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export const figmaAccountQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['figma-account', userId], queryFn: () => getFigmaAccount(userId) });

export function useFigmaAccount(userId: string) {
  return useQuery(figmaAccountQueryOptions(userId));
}

/** Disconnect: forgets the Figma user and its tokens. */
export async function disconnectFigma(userId: string): Promise<void> {
  const { error } = await supabase.from('figma_accounts').delete().eq('user_id', userId);
  if (error) throw new Error(error.message);
}

export function useDisconnectFigma(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectFigma(userId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['figma-account', userId] }),
  });
}
