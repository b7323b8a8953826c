import { storedCustomer } from '../billing/customers';
import { BILLING_ERRORS, BillingError } from '../billing/errors';
import { stripeClient } from '../billing/stripe-client';
import { billingFailure, signedInUser } from './billing-function';
import { edgeFunction, functionError, json } from './function';
import { requireChargeConsent } from '../billing/charge-consent';
import { returnOrigin } from '../http/loopback';

/** POST → {url} of the Stripe customer portal for the caller's own customer, returning to /billing. */
export const createPortalSession = edgeFunction(
  ['POST'],
  'Use POST to open the billing portal',
  async (req, env) => {
    const userId = signedInUser(env);
    if (!userId) return functionError(401, BILLING_ERRORS.noSession);
    // A password-only session of a two-factor account, or a plugin session the owner has not
    // allowed to pay, may not start a payment.
    const refused = await requireChargeConsent(env.ctx.db, env.caller);
    if (refused) return refused;
    try {
      const customer = await storedCustomer(env.ctx, userId);
      if (!customer) throw new BillingError(BILLING_ERRORS.noCustomer, 404);
      const session = await stripeClient(env.ctx.config).billingPortal.sessions.create({
        customer,
        return_url: `${returnOrigin(env.ctx.config, req.headers.get('origin'))}/billing`,
      });
      return json({ url: session.url });
    } catch (err) {
      return billingFailure(err, BILLING_ERRORS.portalFallback, 'create-portal-session');
    }
  },
);
