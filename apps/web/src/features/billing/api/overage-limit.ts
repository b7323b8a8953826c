import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentCycleMonth } from '@app/shared/usage';
import { supabase } from '@/lib/supabase';

/** The starter's monthly limit for extra generations, and what this month has used of it. */
export interface OverageLimit {
  capCents: number;
  extraGenerations: number;
  extraChargeCents: number;
}

/** What a save that the server did not apply says (a session that may not change it). */
export const LIMIT_NOT_SAVED =
  'Your limit was not saved. Sign in again (with your authenticator code if two-factor is on) and try once more.';

export async function getOverageLimit(userId: string): Promise<OverageLimit> {
  const [profile, cycle] = await Promise.all([
    supabase.from('profiles').select('overage_cap_cents').eq('id', userId).single(),
    supabase
      .from('billing_cycles')
      .select('extra_generations, extra_charge')
      .eq('user_id', userId)
      .eq('cycle_month', currentCycleMonth())
      .maybeSingle(),
  ]);
  if (profile.error) throw new Error(profile.error.message);
  if (cycle.error) throw new Error(cycle.error.message);
  const month = cycle.data;
  return {
    capCents: profile.data.overage_cap_cents,
    extraGenerations: month?.extra_generations ?? 0,
    extraChargeCents: month?.extra_charge ?? 0,
  };
}

export function overageLimitQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['overage-limit', userId],
    queryFn: () => getOverageLimit(userId),
  });
}

export function useOverageLimit(userId: string) {
  return useQuery(overageLimitQueryOptions(userId));
}

/** Saves the limit (cents, whole dollars) and answers the value the server keeps. */
export async function saveOverageCap(userId: string, capCents: number): Promise<number> {
  const { data, error } = await supabase
    .from('profiles')
    .update({ overage_cap_cents: capCents })
    .eq('id', userId)
    .select('overage_cap_cents');
  if (error) throw new Error(error.message);
  const saved = data[0];
  // Row-level security lets the update through only for a session that may change it.
  if (!saved) throw new Error(LIMIT_NOT_SAVED);
  return saved.overage_cap_cents;
}

export function useSaveOverageCap(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (capCents: number) => saveOverageCap(userId, capCents),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['overage-limit', userId] }),
        queryClient.invalidateQueries({ queryKey: ['overage-card', userId] }),
      ]),
  });
}
