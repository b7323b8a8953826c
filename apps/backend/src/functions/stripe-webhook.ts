import type Stripe from 'stripe';
import { stripeClient } from '../billing/stripe-client';
import { processStripeEvent } from '../billing/webhook';
import { edgeFunction, functionError, json } from './function';
import { log } from '../log/logger';

/**
 * Stripe's webhook endpoint. No user session: the `Stripe-Signature` header over the raw body,
 * checked against STRIPE_WEBHOOK_SECRET, is the only authority. A bad signature changes
 * nothing (400); a failure after that answers 500 so Stripe retries.
 */
export const stripeWebhook = edgeFunction(['POST'], 'Use POST', async (req, env) => {
  const signature = req.headers.get('stripe-signature');
  if (!signature) return functionError(400, 'Missing Stripe-Signature header');
  const raw = await req.text();
  const stripe = stripeClient(env.ctx.config);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(raw, signature, env.ctx.config.stripe.webhookSecret);
  } catch (err) {
    return functionError(400, `Webhook signature verification failed: ${(err as Error).message}`);
  }
  try {
    const processed = await processStripeEvent(env.ctx, stripe, event);
    return json({ received: true, duplicate: !processed });
  } catch (err) {
    log.error({ err, eventType: event.type, eventId: event.id }, 'stripe webhook failed');
    return functionError(500, 'Processing failed; Stripe will retry');
  }
});
