import type { StripeRuntimeConfig } from '@app/shared/runtime-config';

export const STRIPE_INIT_ERROR = 'Stripe failed to initialize';

/**
 * Loads Stripe.js the production way (@stripe/stripe-js adds Stripe's own script from
 * js.stripe.com; Stripe asks that it be loaded for its fraud signals before checkout). With the
 * local stand-in nothing is loaded: the stand-in's hosted checkout needs no script and the
 * product works offline. Checkout itself then goes to the session's URL, Stripe's current
 * way (redirectToCheckout is gone from Stripe.js).
 */
export async function loadPaymentProvider(config: StripeRuntimeConfig | undefined): Promise<void> {
  if (!config) throw new Error(STRIPE_INIT_ERROR);
  if (config.standIn) return;
  try {
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(config.publishableKey);
    if (!stripe) throw new Error(STRIPE_INIT_ERROR);
  } catch (err) {
    throw new Error(STRIPE_INIT_ERROR, { cause: err });
  }
}
