import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asServer, createTestUser } from '../support/users';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { PRICES, buyPro, sdk } from './billing-helpers';

/** Fields Stripe documents on each object (API reference), which the product or the SDK read. */
const DOCUMENTED: Record<string, readonly string[]> = {
  customer: ['id', 'object', 'created', 'email', 'invoice_settings', 'livemode', 'metadata'],
  'checkout.session': [
    'id',
    'object',
    'customer',
    'mode',
    'payment_status',
    'status',
    'success_url',
    'cancel_url',
    'url',
    'metadata',
    'subscription',
    'invoice',
    'setup_intent',
    'payment_intent',
  ],
  subscription: [
    'id',
    'object',
    'customer',
    'status',
    'items',
    'cancel_at_period_end',
    'start_date',
    'ended_at',
    'metadata',
    'latest_invoice',
  ],
  invoice: [
    'id',
    'object',
    'customer',
    'status',
    'amount_paid',
    'amount_due',
    'created',
    'number',
    'hosted_invoice_url',
    'invoice_pdf',
    'lines',
    'parent',
    'billing_reason',
    'total',
  ],
  price: ['id', 'object', 'active', 'currency', 'unit_amount', 'recurring', 'type', 'product'],
  'billing_portal.session': ['id', 'object', 'customer', 'return_url', 'url'],
};

function expectDocumented(obj: { object: string }) {
  const fields = DOCUMENTED[obj.object];
  expect(fields, `no field list for ${obj.object}`).toBeDefined();
  for (const field of fields!) expect(obj, `${obj.object}.${field}`).toHaveProperty(field);
}

describe.each(databaseTargets())(
  'the stand-in’s objects as the SDK receives them on %s',
  (target) => {
    let b: TestBackend;
    beforeAll(async () => {
      b = await startTestBackend(target);
    });
    afterAll(async () => {
      await b.close();
    });

    it('carry Stripe’s documented fields and types', async () => {
      const user = await createTestUser(b, 'shapes');
      const { sessionId, subscriptionId } = await buyPro(b, user);
      const stripe = sdk(b);
      const [profile] = await asServer<{ stripe_customer_id: string }>(
        b,
        'select stripe_customer_id from public.profiles where id = $1',
        [user.id],
      );

      const customer = (await stripe.customers.retrieve(
        profile!.stripe_customer_id,
      )) as Stripe.Customer;
      const session: Stripe.Checkout.Session = await stripe.checkout.sessions.retrieve(sessionId);
      const subscription: Stripe.Subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const invoices = await stripe.invoices.list({ customer: customer.id, limit: 1 });
      const price: Stripe.Price = await stripe.prices.retrieve(PRICES.proAnnual);
      const portal = await stripe.billingPortal.sessions.create({
        customer: customer.id,
        return_url: `${b.url}/billing`,
      });
      for (const obj of [customer, session, subscription, invoices.data[0]!, price, portal])
        expectDocumented(obj);

      expect(invoices).toMatchObject({ object: 'list', has_more: false });
      expect(session).toMatchObject({
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        subscription: subscriptionId,
      });
      expect(subscription.items.data[0]).toMatchObject({
        object: 'subscription_item',
        price: { id: PRICES.proMonthly, recurring: { interval: 'month' } },
      });
      expect(subscription.items.data[0]!.current_period_end).toBeGreaterThan(
        subscription.items.data[0]!.current_period_start,
      );
      expect(invoices.data[0]!.parent?.subscription_details?.subscription).toBe(subscriptionId);
      expect(price).toMatchObject({
        unit_amount: 10800,
        recurring: { interval: 'year' },
        type: 'recurring',
      });
      expect(typeof customer.created).toBe('number');
    });

    it('refuses a wrong API key with Stripe’s authentication error', async () => {
      const res = await fetch(`${b.url}/v1/customers`, {
        headers: { authorization: 'Bearer sk_test_wrong_key_123' },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: {
          type: 'invalid_request_error',
          message: expect.stringMatching(/^Invalid API Key provided: sk_test_/),
        },
      });
    });

    it('serves its hosted checkout and portal pages on the loopback name the user comes back to', async () => {
      const user = await createTestUser(b, 'loopback-stripe');
      const stripe = sdk(b);
      const site = new URL(b.server.ctx.config.siteUrl);
      expect(site.hostname).toBe('localhost');
      const other = `http://127.0.0.1:${site.port}`;
      const customer = await stripe.customers.create({ email: user.email });
      const session = async (back: string) =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customer.id,
          line_items: [{ price: PRICES.proMonthly, quantity: 1 }],
          success_url: `${back}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${back}/upgrade`,
        });
      expect(new URL((await session(other)).url!).origin).toBe(other);
      expect(new URL((await session(site.origin)).url!).origin).toBe(site.origin);
      // Any other host is not this machine: the page stays on SITE_URL (no open redirect).
      expect(new URL((await session('https://elsewhere.example')).url!).origin).toBe(site.origin);
      const portal = await stripe.billingPortal.sessions.create({
        customer: customer.id,
        return_url: `${other}/billing`,
      });
      expect(new URL(portal.url).origin).toBe(other);
    });
  },
);
