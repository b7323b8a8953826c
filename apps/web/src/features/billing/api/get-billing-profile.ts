import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** The profile columns the billing page reads. */
export interface BillingProfile {
  subscription_tier: string | null;
  free_generations_used: number | null;
  /** The payment provider's customer id; only a customer has invoices and a billing portal. */
  stripe_customer_id: string | null;
  created_at: string;
}

/** The signed-in user's own profile row (exactly one: a missing row is an error here). */
export async function getBillingProfile(userId: string): Promise<BillingProfile> {
  const { data, error } = await supabase
    .from('profiles')
    .select('subscription_tier, free_generations_used, stripe_customer_id, created_at')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

export function billingProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['profile', userId, 'billing'],
    queryFn: () => getBillingProfile(userId),
  });
}

export function useBillingProfile(userId: string) {
  return useQuery(billingProfileQueryOptions(userId));
}
