import { supabase } from '@/lib/supabase';

/** What the success page waits for, by what was bought (the success URL's `purchase`). */
export type PurchaseKind = 'subscription' | 'pack' | 'card';

export function purchaseKind(param: string | null): PurchaseKind {
  return param === 'pack' || param === 'card' ? param : 'subscription';
}

/**
 * Whether the purchase has reached the account: the tier is pro (subscription), the pack of
 * this checkout session is there (pack), or a card for overage is on file (card).
 */
export async function purchaseArrived(
  kind: PurchaseKind,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  if (kind === 'pack') {
    const { data, error } = await supabase
      .from('additional_generations')
      .select('amount')
      .eq('user_id', userId)
      .eq('stripe_checkout_session_id', sessionId)
      .maybeSingle();
    if (error) throw new Error(error.message);
    return Boolean(data);
  }
  const { data, error } = await supabase
    .from('profiles')
    .select('subscription_tier, overage_payment_method_id')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return kind === 'card'
    ? Boolean(data?.overage_payment_method_id)
    : data?.subscription_tier === 'pro';
}
