import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** A subscription the billing page shows: one that is active or whose last payment failed. */
export interface Subscription {
  plan: string;
  status: 'active' | 'past_due';
  start_date: string;
  end_date: string | null;
}

/** The user's newest active or past-due subscription; null for a user who never subscribed. */
export async function getSubscription(userId: string): Promise<Subscription | null> {
  const { data, error } = await supabase
    .from('subscriptions')
    .select('plan,status,start_date,end_date')
    .eq('user_id', userId)
    .in('status', ['active', 'past_due'])
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) return null;
  // The filter above admits these two statuses only.
  return { ...data, status: data.status === 'past_due' ? 'past_due' : 'active' };
}

export function subscriptionQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['subscription', userId],
    queryFn: () => getSubscription(userId),
  });
}

export function useSubscription(userId: string) {
  return useQuery(subscriptionQueryOptions(userId));
}
