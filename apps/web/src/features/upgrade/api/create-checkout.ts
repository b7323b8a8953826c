import type { Session } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { functionErrorMessage } from '@/lib/function-error';

export const CHECKOUT_ERROR = 'Failed to create checkout session';
export const NO_SESSION_ERROR = 'No active session';

export type CheckoutMode = 'subscription' | 'payment' | 'setup';

export interface CheckoutRequest {
  /** null only for mode 'setup' (saving a card for starter overage). */
  priceId: string | null;
  mode: CheckoutMode;
}

/** Asks create-checkout for a Stripe Checkout session; answers its id and hosted URL. */
export async function createCheckout(
  session: Session | null,
  request: CheckoutRequest,
): Promise<{ sessionId: string; url: string }> {
  if (!session) throw new Error(NO_SESSION_ERROR);
  const { data, error } = await supabase.functions.invoke<{ sessionId?: string; url?: string }>(
    'create-checkout',
    { method: 'POST', body: request },
  );
  if (error) throw new Error(await functionErrorMessage(error, CHECKOUT_ERROR), { cause: error });
  if (!data?.sessionId || !data.url) throw new Error(CHECKOUT_ERROR);
  return { sessionId: data.sessionId, url: data.url };
}
