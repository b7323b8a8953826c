import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_ERRORS } from '../../src/billing/errors';
import { DECLINE_MESSAGE } from '../../src/dev/stripe/stand-in';
import { asServer, createTestUser } from '../support/users';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import {
  DECLINED_CARD,
  PRICES,
  buyPro,
  callFunction,
  payOnHostedPage,
  sdk,
  settleWebhooks,
  startCheckout,
} from './billing-helpers';

describe.each(databaseTargets())(
  'checkout, portal and invoices through the stripe SDK on %s',
  (target) => {
    let b: TestBackend;
    beforeAll(async () => {
      b = await startTestBackend(target);
    });
    afterAll(async () => {
      await b.close();
    });

    const profile = async (id: string) =>
      (
        await asServer<{ subscription_tier: string; stripe_customer_id: string | null }>(
          b,
          'select subscription_tier, stripe_customer_id from public.profiles where id = $1',
          [id],
        )
      )[0]!;

    it('create-checkout makes the customer once and a session on the site origin', async () => {
      const user = await createTestUser(b, 'checkout');
      const first = await startCheckout(b, user, PRICES.proMonthly, 'subscription');
      expect(first.sessionId).toMatch(/^cs_test_/);
      expect(first.url.startsWith(`${b.url}/_dev/stripe/checkout/`)).toBe(true);
      const customer = (await profile(user.id)).stripe_customer_id;
      expect(customer).toMatch(/^cus_/);
      const session = await sdk(b).checkout.sessions.retrieve(first.sessionId);
      expect(session.success_url).toBe(
        `${b.url}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      );
      expect(session.cancel_url).toBe(`${b.url}/upgrade`);
      expect(session.customer).toBe(customer);
      const second = await startCheckout(b, user, PRICES.proAnnual, 'subscription');
      expect(second.sessionId).not.toBe(first.sessionId);
      expect((await profile(user.id)).stripe_customer_id).toBe(customer);
      expect((await sdk(b).customers.retrieve(customer!)) as { email?: string }).toMatchObject({
        email: user.email,
      });
    });

    it('create-checkout and the portal return a page opened at 127.0.0.1 to 127.0.0.1, and ignore foreign origins', async () => {
      const user = await createTestUser(b, 'loopback');
      const alias = b.url.replace('//localhost:', '//127.0.0.1:');
      const call = (name: string, origin: string, body?: unknown) =>
        fetch(`${b.url}/functions/v1/${name}`, {
          method: 'POST',
          headers: {
            apikey: b.anonKey,
            authorization: `Bearer ${user.token}`,
            'content-type': 'application/json',
            origin,
          },
          body: JSON.stringify(body ?? {}),
        }).then((r) => r.json() as Promise<{ sessionId: string; url: string }>);
      const atAlias = await call('create-checkout', alias, {
        priceId: PRICES.proMonthly,
        mode: 'subscription',
      });
      const session = await sdk(b).checkout.sessions.retrieve(atAlias.sessionId);
      expect(session.success_url).toBe(
        `${alias}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      );
      expect(session.cancel_url).toBe(`${alias}/upgrade`);
      const foreign = await call('create-checkout', 'https://evil.example', {
        priceId: PRICES.proMonthly,
        mode: 'subscription',
      });
      expect((await sdk(b).checkout.sessions.retrieve(foreign.sessionId)).success_url).toBe(
        `${b.url}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      );
      const portal = await call('create-portal-session', alias);
      const portalPage = await fetch(portal.url).then((r) => r.text());
      expect(portalPage).toContain(`${alias}/billing`);
    });

    it('create-checkout refuses what is not offered, in the body message', async () => {
      const user = await createTestUser(b, 'refused');
      const unknown = await callFunction(b, 'create-checkout', user.token, {
        body: { priceId: 'price_free_lunch', mode: 'payment' },
      });
      expect(unknown).toEqual({
        status: 400,
        body: expect.objectContaining({ error: BILLING_ERRORS.unknownPrice }),
      });
      const mismatch = await callFunction(b, 'create-checkout', user.token, {
        body: { priceId: PRICES.proMonthly, mode: 'payment' },
      });
      expect(mismatch.body.error).toBe(BILLING_ERRORS.modeMismatch);
      const pack = await callFunction(b, 'create-checkout', user.token, {
        body: { priceId: PRICES.generationPack, mode: 'payment' },
      });
      expect(pack).toEqual({
        status: 403,
        body: expect.objectContaining({ error: BILLING_ERRORS.packNotPro }),
      });
      const anon = await callFunction(b, 'create-checkout', null, {
        body: { priceId: PRICES.proMonthly, mode: 'subscription' },
      });
      expect(anon).toEqual({
        status: 401,
        body: expect.objectContaining({ error: 'No active session' }),
      });
      expect((await profile(user.id)).stripe_customer_id).toBeNull();
    });

    it('a declined card stays on checkout with the decline message and changes nothing', async () => {
      const user = await createTestUser(b, 'declined');
      const { url, sessionId } = await startCheckout(b, user, PRICES.proMonthly, 'subscription');
      const res = await payOnHostedPage(url, DECLINED_CARD);
      expect(res.status).toBe(402);
      expect(await res.text()).toContain(DECLINE_MESSAGE);
      await settleWebhooks(b);
      expect((await profile(user.id)).subscription_tier).toBe('starter');
      expect((await sdk(b).checkout.sessions.retrieve(sessionId)).status).toBe('open');
    });

    it('paying makes the user pro with an active subscription for the current period', async () => {
      const user = await createTestUser(b, 'payer');
      const { subscriptionId } = await buyPro(b, user);
      expect((await profile(user.id)).subscription_tier).toBe('pro');
      const [row] = await asServer<{
        plan: string;
        status: string;
        start_date: Date;
        end_date: Date;
      }>(
        b,
        'select plan, status, start_date, end_date from public.subscriptions where stripe_subscription_id = $1',
        [subscriptionId],
      );
      const sub = await sdk(b).subscriptions.retrieve(subscriptionId);
      expect(row).toMatchObject({ plan: 'pro_monthly', status: 'active' });
      expect(new Date(row!.start_date).getTime() / 1000).toBe(
        sub.items.data[0]!.current_period_start,
      );
      expect(new Date(row!.end_date).getTime() / 1000).toBe(sub.items.data[0]!.current_period_end);
      const again = await callFunction(b, 'create-checkout', user.token, {
        body: { priceId: PRICES.proMonthly, mode: 'subscription' },
      });
      expect(again.body.error).toBe(BILLING_ERRORS.alreadyPro);
    });

    it('the pack is offered to pro under 1000 only, and a paid pack adds 200 once', async () => {
      const user = await createTestUser(b, 'pack');
      await buyPro(b, user);
      const { url } = await startCheckout(b, user, PRICES.generationPack, 'payment');
      expect(url).toContain('/_dev/stripe/checkout/');
      expect((await payOnHostedPage(url)).status).toBe(303);
      await settleWebhooks(b);
      const packs = await asServer<{ amount: number; used: number; expires_at: Date }>(
        b,
        'select amount, used, expires_at from public.additional_generations where user_id = $1',
        [user.id],
      );
      expect(packs).toHaveLength(1);
      expect(packs[0]).toMatchObject({ amount: 200, used: 0 });
      expect(new Date(packs[0]!.expires_at).getTime()).toBeGreaterThan(
        Date.now() + 364 * 86_400_000,
      );
      // 200 + 4 × 200 = 1000: the ceiling is reached, no more packs.
      await asServer(
        b,
        `insert into public.additional_generations (user_id, amount, used, expires_at) select $1, 200, 0, now() + interval '30 days' from generate_series(1, 3)`,
        [user.id],
      );
      const atCeiling = await callFunction(b, 'create-checkout', user.token, {
        body: { priceId: PRICES.generationPack, mode: 'payment' },
      });
      expect(atCeiling).toEqual({
        status: 403,
        body: expect.objectContaining({ error: BILLING_ERRORS.packCeiling }),
      });
    });

    it('get-invoices lists the caller’s invoices newest first in the spec’s shape, past one Stripe page', async () => {
      const user = await createTestUser(b, 'invoices');
      expect(await callFunction(b, 'get-invoices', user.token, { method: 'GET' })).toEqual({
        status: 200,
        body: { invoices: [] },
      });
      const { subscriptionId } = await buyPro(b, user);
      await fetch(`${b.url}/_dev/stripe/control/webhooks/hold`, { method: 'POST' });
      for (let i = 0; i < 101; i++) {
        await fetch(`${b.url}/_dev/stripe/control/subscriptions/${subscriptionId}/advance`, {
          method: 'POST',
        });
      }
      const res = await callFunction(b, 'get-invoices', user.token, { method: 'GET' });
      await fetch(`${b.url}/_dev/stripe/control/webhooks/release`, { method: 'POST' });
      const invoices = res.body.invoices as {
        created: number;
        amount_paid: number;
        payment_type: string;
        status: string;
        number: string;
        invoice_pdf: string;
        hosted_invoice_url: string;
      }[];
      expect(invoices).toHaveLength(102);
      expect(invoices[0]).toMatchObject({
        amount_paid: 1200,
        payment_type: 'subscription',
        status: 'paid',
      });
      expect(typeof invoices[0]!.created).toBe('number');
      expect(invoices.map((i) => i.number)).toContain(
        invoices.at(-1)!.number.replace(/\d+$/, '0001'),
      );
      const pdf = await fetch(invoices[0]!.invoice_pdf);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const page = await fetch(invoices[0]!.hosted_invoice_url);
      expect(await page.text()).toContain(invoices[0]!.number);
      await settleWebhooks(b);
      // 101 renewals through the stand-in, one at a time: slow on a busy machine.
    }, 120_000);

    it('create-portal-session answers the portal URL for the caller’s own customer only', async () => {
      const owner = await createTestUser(b, 'portal-owner');
      await buyPro(b, owner);
      const res = await callFunction(b, 'create-portal-session', owner.token);
      expect(res.status).toBe(200);
      const portal = await fetch(String(res.body.url));
      const html = await portal.text();
      expect(html).toContain('Cancel plan');
      expect(html).toContain(`href="${b.url}/billing"`);

      const stranger = await createTestUser(b, 'portal-stranger');
      const ownerCustomer = (await profile(owner.id)).stripe_customer_id;
      const theirs = await callFunction(b, 'create-portal-session', stranger.token, {
        body: { customer: ownerCustomer },
      });
      expect(theirs).toEqual({
        status: 404,
        body: expect.objectContaining({ error: BILLING_ERRORS.noCustomer }),
      });
      const invoices = await callFunction(b, 'get-invoices', stranger.token, { method: 'GET' });
      expect(invoices.body).toEqual({ invoices: [] });
      const anon = await callFunction(b, 'create-portal-session', null);
      expect(anon).toEqual({
        status: 401,
        body: expect.objectContaining({ error: 'No active session' }),
      });
    });

    it('answers the spec’s fallbacks when Stripe refuses (a customer Stripe does not know)', async () => {
      const user = await createTestUser(b, 'unknown-customer');
      await asServer(
        b,
        "update public.profiles set stripe_customer_id = 'cus_gone' where id = $1",
        [user.id],
      );
      expect(await callFunction(b, 'get-invoices', user.token, { method: 'GET' })).toEqual({
        status: 502,
        body: expect.objectContaining({ error: BILLING_ERRORS.invoicesFallback }),
      });
      expect(await callFunction(b, 'create-portal-session', user.token)).toEqual({
        status: 502,
        body: expect.objectContaining({ error: BILLING_ERRORS.portalFallback }),
      });
      const checkout = await callFunction(b, 'create-checkout', user.token, {
        body: { priceId: PRICES.proMonthly, mode: 'subscription' },
      });
      expect(checkout).toEqual({
        status: 502,
        body: expect.objectContaining({ error: BILLING_ERRORS.checkoutFallback }),
      });
    }, 120_000);

    it('the stand-in answers Stripe’s error shape to the SDK', async () => {
      await expect(sdk(b).customers.retrieve('cus_missing')).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        code: 'resource_missing',
        message: "No such customer: 'cus_missing'",
        statusCode: 404,
      });
    });
  },
);
