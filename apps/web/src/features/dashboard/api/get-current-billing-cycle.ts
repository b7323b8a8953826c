import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingCycleUsage } from '@app/shared/usage';
import { supabase } from '@/lib/supabase';

/** This month's billing_cycles row (cycle_month 'YYYY-MM' in UTC); null before the first generation of the month. */
export async function getCurrentBillingCycle(
  userId: string,
  cycleMonth: string,
): Promise<BillingCycleUsage | null> {
  const { data, error } = await supabase
    .from('billing_cycles')
    .select('included_generations, extra_generations')
    .eq('user_id', userId)
    .eq('cycle_month', cycleMonth)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export function currentBillingCycleQueryOptions(userId: string, cycleMonth: string) {
  return queryOptions({
    queryKey: ['billing-cycles', userId, cycleMonth],
    queryFn: () => getCurrentBillingCycle(userId, cycleMonth),
  });
}

export function useCurrentBillingCycle(
  userId: string,
  cycleMonth: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...currentBillingCycleQueryOptions(userId, cycleMonth),
    enabled: options.enabled ?? true,
  });
}
