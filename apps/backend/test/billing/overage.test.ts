import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEndedCycles } from '../../src/billing/monthly-close';
import { lockUserForMetering } from '../../src/billing/metering';
import { recordOverageGeneration } from '../../src/billing/overage';
import { asServer, createTestUser } from '../support/users';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import {
  callFunction,
  payOnHostedPage,
  sdk,
  settleWebhooks,
  startCheckout,
} from './billing-helpers';

describe.each(databaseTargets())('starter overage on %s', (target) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend(target);
  });
  afterAll(async () => {
    await b.close();
  });

  const cycle = async (userId: string, month: string) =>
    (
      await asServer<{
        extra_generations: number;
        extra_charge: number;
        status: string;
        stripe_invoice_id: string | null;
      }>(
        b,
        'select extra_generations, extra_charge, status, stripe_invoice_id from public.billing_cycles where user_id = $1 and cycle_month = $2',
        [userId, month],
      )
    )[0];

  /** What metering sees, under the user's lock. */
  const cardOnFile = (userId: string) =>
    b.server.ctx.db.transaction(async (tx) => (await lockUserForMetering(tx, userId)).cardOnFile);

  it('has no payment method until a setup-mode checkout saves a card', async () => {
    const user = await createTestUser(b, 'card');
    expect(await cardOnFile(user.id)).toBe(false);
    const { url } = await startCheckout(b, user, null, 'setup');
    const res = await payOnHostedPage(url);
    expect(res.headers.get('location')).toMatch(
      /\/checkout\/success\?session_id=cs_test_\w+&purchase=card$/,
    );
    await settleWebhooks(b);
    expect(await cardOnFile(user.id)).toBe(true);
    const [profile] = await asServer<{
      stripe_customer_id: string;
      overage_payment_method_id: string;
    }>(
      b,
      'select stripe_customer_id, overage_payment_method_id from public.profiles where id = $1',
      [user.id],
    );
    const customer = await sdk(b).customers.retrieve(profile!.stripe_customer_id);
    expect(customer.deleted).toBeFalsy();
    expect(
      (customer as { invoice_settings: { default_payment_method: string } }).invoice_settings
        .default_payment_method,
    ).toBe(profile!.overage_payment_method_id);
  });

  it('records concurrent overage generations exactly, each in its own transaction', async () => {
    const user = await createTestUser(b, 'count');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        b.server.ctx.db.transaction((tx) => recordOverageGeneration(tx, user.id, '2026-10')),
      ),
    );
    expect(results.map((r) => r.extraGenerations).sort((x, y) => x - y)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(await cycle(user.id, '2026-10')).toMatchObject({
      extra_generations: 10,
      extra_charge: 400,
      status: 'pending',
    });
    // A rolled-back generation leaves no charge.
    await expect(
      b.server.ctx.db.transaction(async (tx) => {
        await recordOverageGeneration(tx, user.id, '2026-10');
        throw new Error('generation failed');
      }),
    ).rejects.toThrow('generation failed');
    expect((await cycle(user.id, '2026-10'))!.extra_charge).toBe(400);
  });

  it('bills an ended month once, even when two closes run at once and again later', async () => {
    const user = await createTestUser(b, 'close');
    const { url } = await startCheckout(b, user, null, 'setup');
    await payOnHostedPage(url);
    await settleWebhooks(b);
    for (let i = 0; i < 3; i++)
      await b.server.ctx.db.transaction((tx) => recordOverageGeneration(tx, user.id, '2026-09'));
    const stripe = sdk(b);
    const now = new Date(Date.UTC(2026, 10, 5));
    await Promise.all([
      closeEndedCycles(b.server.ctx, stripe, now),
      closeEndedCycles(b.server.ctx, stripe, now),
    ]);
    await closeEndedCycles(b.server.ctx, stripe, now);
    await settleWebhooks(b);
    const closed = await cycle(user.id, '2026-09');
    expect(closed).toMatchObject({ status: 'paid', extra_charge: 120 });
    const [profile] = await asServer<{ stripe_customer_id: string }>(
      b,
      'select stripe_customer_id from public.profiles where id = $1',
      [user.id],
    );
    const invoices = await stripe.invoices.list({ customer: profile!.stripe_customer_id });
    expect(invoices.data).toHaveLength(1);
    expect(invoices.data[0]).toMatchObject({
      id: closed!.stripe_invoice_id,
      amount_paid: 120,
      status: 'paid',
    });
    const listed = await callFunction(b, 'get-invoices', user.token, { method: 'GET' });
    expect(listed.body.invoices).toEqual([
      expect.objectContaining({ amount_paid: 120, payment_type: 'one-time' }),
    ]);
  });

  it('closes a month without overage without billing it, and leaves the open month alone', async () => {
    const user = await createTestUser(b, 'quiet');
    await asServer(
      b,
      "insert into public.billing_cycles (user_id, cycle_month, included_generations) values ($1, '2026-08', 5), ($1, '2026-11', 2)",
      [user.id],
    );
    await closeEndedCycles(b.server.ctx, sdk(b), new Date(Date.UTC(2026, 10, 20)));
    expect((await cycle(user.id, '2026-08'))!.status).toBe('closed');
    expect((await cycle(user.id, '2026-11'))!.status).toBe('pending');
  });
});
