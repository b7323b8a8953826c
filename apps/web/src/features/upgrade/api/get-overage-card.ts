import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** Whether a card for starter overage is on file (saved through a setup-mode checkout). */
export async function getOverageCard(userId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from('profiles')
    .select('overage_payment_method_id')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return Boolean(
    (data as { overage_payment_method_id: string | null } | null)?.overage_payment_method_id,
  );
}

export function overageCardQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['overage-card', userId],
    queryFn: () => getOverageCard(userId),
  });
}

export function useOverageCard(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...overageCardQueryOptions(userId), enabled: options.enabled ?? true });
}
