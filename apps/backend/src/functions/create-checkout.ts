import { createCheckoutSession } from '../billing/checkout';
import { BILLING_ERRORS } from '../billing/errors';
import { stripeClient } from '../billing/stripe-client';
import { billingFailure, signedInUser } from './billing-function';
import { edgeFunction, functionError, json, readJsonObject } from './function';
import { requireChargeConsent } from '../billing/charge-consent';
import { returnOrigin } from '../http/loopback';

/** POST {priceId, mode} → {sessionId, url} of a Stripe Checkout session. */
export const createCheckout = edgeFunction(
  ['POST'],
  'Use POST to start a checkout',
  async (req, env) => {
    const userId = signedInUser(env);
    if (!userId) return functionError(401, BILLING_ERRORS.noSession);
    // A password-only session of a two-factor account, or a plugin session the owner has not
    // allowed to pay, may not start a payment.
    const refused = await requireChargeConsent(env.ctx.db, env.caller);
    if (refused) return refused;
    const body = await readJsonObject(req);
    const priceId = typeof body?.priceId === 'string' && body.priceId ? body.priceId : null;
    const mode = typeof body?.mode === 'string' ? body.mode : '';
    if (!['subscription', 'payment', 'setup'].includes(mode)) {
      return functionError(400, 'mode must be subscription or payment');
    }
    try {
      return json(
        await createCheckoutSession(env.ctx, stripeClient(env.ctx.config), userId, {
          priceId,
          mode,
          returnOrigin: returnOrigin(env.ctx.config, req.headers.get('origin')),
        }),
      );
    } catch (err) {
      return billingFailure(err, BILLING_ERRORS.checkoutFallback, 'create-checkout');
    }
  },
);
