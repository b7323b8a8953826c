import { storedCustomer } from '../billing/customers';
import { BILLING_ERRORS } from '../billing/errors';
import { listCustomerInvoices } from '../billing/invoices';
import { stripeClient } from '../billing/stripe-client';
import { billingFailure, signedInUser } from './billing-function';
import { edgeFunction, functionError, json } from './function';

/** GET → {invoices} of the caller's own Stripe customer, newest first (none without a customer). */
export const getInvoices = edgeFunction(
  ['GET', 'POST'],
  'Use GET to list invoices',
  async (_req, env) => {
    const userId = signedInUser(env);
    if (!userId) return functionError(401, BILLING_ERRORS.noSession);
    try {
      const customer = await storedCustomer(env.ctx, userId);
      if (!customer) return json({ invoices: [] });
      return json({ invoices: await listCustomerInvoices(stripeClient(env.ctx.config), customer) });
    } catch (err) {
      return billingFailure(err, BILLING_ERRORS.invoicesFallback, 'get-invoices');
    }
  },
);
