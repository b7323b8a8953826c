import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** How a starter's extra generations are paid for: a card on file, up to a monthly limit. */
export interface OverageCard {
  /** A card for starter overage is on file (saved through a setup-mode checkout). */
  hasCard: boolean;
  /** The monthly limit on extra generations, in cents (changed on /billing). */
  capCents: number;
}

export async function getOverageCard(userId: string): Promise<OverageCard> {
  const { data, error } = await supabase
    .from('profiles')
    .select('overage_payment_method_id, overage_cap_cents')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  const row = data as { overage_payment_method_id: string | null; overage_cap_cents: number };
  return { hasCard: Boolean(row.overage_payment_method_id), capCents: row.overage_cap_cents };
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
