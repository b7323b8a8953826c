import { storedCustomer } from '../billing/customers';
import { BILLING_ERRORS } from '../billing/errors';
import { listCustomerInvoices } from '../billing/invoices';
import { stripeClient } from '../billing/stripe-client';
import { billingFailure, signedInUser } from './billing-function';
import { json, type EdgeFunction } from './function';

/** GET → {invoices} of the caller's own Stripe customer, newest first (none without a customer). */
export const getInvoices: EdgeFunction = async (req, env) => {
  if (req.method !== 'GET' && req.method !== 'POST')
    return json({ message: 'Use GET to list invoices' }, 405);
  const userId = signedInUser(env);
  if (!userId)
    return json({ message: BILLING_ERRORS.noSession, error: BILLING_ERRORS.noSession }, 401);
  try {
    const customer = await storedCustomer(env.ctx, userId);
    if (!customer) return json({ invoices: [] });
    return json({ invoices: await listCustomerInvoices(stripeClient(env.ctx.config), customer) });
  } catch (err) {
    return billingFailure(err, BILLING_ERRORS.invoicesFallback, 'get-invoices');
  }
};
