import { queryOptions, useQuery } from '@tanstack/react-query';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

/** One place the account is signed in, as the account-sessions function lists it. */
export interface AccountSession {
  id: string;
  kind: 'web' | 'plugin';
  device: string;
  ip: string | null;
  signed_in_at: string;
  last_active_at: string;
  current: boolean;
}

export const SESSIONS_LOAD_ERROR = 'Could not load where you are signed in. Please try again.';

export async function getAccountSessions(): Promise<{ sessions: AccountSession[]; total: number }> {
  const { data, error } = await supabase.functions.invoke<{
    sessions: AccountSession[];
    total: number;
  }>('account-sessions', { method: 'GET' });
  if (error || !data) throw new Error(await functionErrorMessage(error, SESSIONS_LOAD_ERROR));
  return data;
}

export const accountSessionsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['account-sessions', userId], queryFn: getAccountSessions });

export function useAccountSessions(userId: string) {
  return useQuery(accountSessionsQueryOptions(userId));
}
