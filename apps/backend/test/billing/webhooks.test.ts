import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asServer, createTestUser } from '../support/users';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import {
  PRICES,
  buyPro,
  control,
  payOnHostedPage,
  postWebhook,
  sdk,
  settleWebhooks,
  startCheckout,
} from './billing-helpers';

describe.each(databaseTargets())('stripe-webhook on %s', (target) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend(target);
  });
  afterAll(async () => {
    await b.close();
  });

  const tier = async (id: string) =>
    (
      await asServer<{ subscription_tier: string }>(
        b,
        'select subscription_tier from public.profiles where id = $1',
        [id],
      )
    )[0]!.subscription_tier;
  const subRow = async (stripeId: string) =>
    (
      await asServer<{ status: string; end_date: string | null }>(
        b,
        'select status, end_date from public.subscriptions where stripe_subscription_id = $1',
        [stripeId],
      )
    )[0];
  const events = async () =>
    (await asServer<{ n: number }>(b, 'select count(*)::int as n from public.stripe_events'))[0]!.n;

  /** The events the stand-in sent for an object, oldest first, as the raw payloads it signed. */
  async function sentPayloads(objectId: string): Promise<string[]> {
    const rows = await asServer<{ payload: string }>(
      b,
      `select d.payload from _dev_stripe.webhook_deliveries d join _dev_stripe.objects o on o.id = d.event_id
        where o.data->'data'->'object'->>'id' = $1 order by o.seq`,
      [objectId],
    );
    return rows.map((r) => r.payload);
  }

  it('refuses a bad signature with 400 and no effect', async () => {
    const user = await createTestUser(b, 'forged');
    const before = await events();
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.created',
      data: { object: { id: 'sub_x', metadata: { user_id: user.id } } },
    });
    const wrongSecret = await postWebhook(b, forged, 'whsec_not_ours');
    expect(wrongSecret.status).toBe(400);
    const unsigned = await fetch(`${b.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      body: forged,
    });
    expect(unsigned.status).toBe(400);
    expect(await events()).toBe(before);
    expect(await tier(user.id)).toBe('starter');
  });

  it('processes the same event once when it is delivered 10 times', async () => {
    const user = await createTestUser(b, 'replay');
    await buyPro(b, user);
    const { url, sessionId } = await startCheckout(b, user, PRICES.generationPack, 'payment');
    await fetch(`${b.url}/_dev/stripe/control/webhooks/hold`, { method: 'POST' });
    await payOnHostedPage(url);
    await fetch(`${b.url}/_dev/stripe/control/webhooks/release`, { method: 'POST' });
    await settleWebhooks(b);
    const [completed] = await sentPayloads(sessionId);
    expect(completed).toBeDefined();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(b, completed!)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const packs = await asServer(
      b,
      'select 1 from public.additional_generations where user_id = $1',
      [user.id],
    );
    expect(packs).toHaveLength(1);
  });

  it('ends in the right state when the events arrive in reverse order', async () => {
    const user = await createTestUser(b, 'reverse');
    await fetch(`${b.url}/_dev/stripe/control/webhooks/hold`, { method: 'POST' });
    const { url, sessionId } = await startCheckout(b, user, PRICES.proMonthly, 'subscription');
    await payOnHostedPage(url);
    const subscriptionId = String(
      (await sdk(b).checkout.sessions.retrieve(sessionId)).subscription,
    );
    await control(b, subscriptionId, 'fail');
    await control(b, subscriptionId, 'end');
    // Nothing was delivered yet; now send every event of the story newest first.
    const payloads = (await sentPayloads(subscriptionId))
      .concat(await sentPayloads(sessionId))
      .reverse();
    expect(payloads.length).toBeGreaterThanOrEqual(4);
    for (const p of payloads) expect((await postWebhook(b, p)).status).toBe(200);
    expect(await subRow(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await tier(user.id)).toBe('starter');
    await fetch(`${b.url}/_dev/stripe/control/webhooks/release`, { method: 'POST' });
    await settleWebhooks(b);
    expect(await tier(user.id)).toBe('starter');
  });

  it('keeps pro while past_due, recovers to active, and returns to starter when the subscription ends', async () => {
    const user = await createTestUser(b, 'dunning');
    const { subscriptionId } = await buyPro(b, user);
    const firstEnd = (await subRow(subscriptionId))!.end_date;

    await control(b, subscriptionId, 'fail');
    await settleWebhooks(b);
    expect(await subRow(subscriptionId)).toMatchObject({ status: 'past_due' });
    expect(await tier(user.id)).toBe('pro');

    await control(b, subscriptionId, 'recover');
    await settleWebhooks(b);
    expect(await subRow(subscriptionId)).toMatchObject({ status: 'active' });

    await control(b, subscriptionId, 'advance');
    await settleWebhooks(b);
    const renewed = await subRow(subscriptionId);
    expect(new Date(renewed!.end_date!).getTime()).toBeGreaterThan(new Date(firstEnd!).getTime());
    expect(await tier(user.id)).toBe('pro');

    await control(b, subscriptionId, 'end');
    await settleWebhooks(b);
    expect(await subRow(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await tier(user.id)).toBe('starter');
  });

  it('retries a delivery the app did not accept until it does', async () => {
    const user = await createTestUser(b, 'retry');
    // An outage: recording any event fails, so the endpoint answers 500 until it is over.
    await asServer(
      b,
      "create or replace function public._fail_once() returns trigger language plpgsql as $$ begin raise exception 'outage'; end $$",
    );
    await asServer(
      b,
      'create trigger fail_once before insert on public.stripe_events for each row execute function public._fail_once()',
    );
    const { url } = await startCheckout(b, user, PRICES.proMonthly, 'subscription');
    await payOnHostedPage(url);
    let failed: { last_error: string }[] = [];
    for (let i = 0; i < 20 && failed.length === 0; i++) {
      await fetch(`${b.url}/_dev/stripe/control/webhooks/flush`, { method: 'POST' });
      failed = await asServer<{ last_error: string }>(
        b,
        "select last_error from _dev_stripe.webhook_deliveries where delivered_at is null and last_error like 'HTTP 500%'",
      );
    }
    expect(failed.length).toBeGreaterThan(0);
    expect(await tier(user.id)).toBe('starter');
    await asServer(b, 'drop trigger fail_once on public.stripe_events');
    await asServer(b, 'drop function public._fail_once()');
    await settleWebhooks(b);
    expect(await tier(user.id)).toBe('pro');
  });
});
