import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asServer, createTestUser } from '../support/users';
import { startTestBackend, type TestBackend } from '../support/harness';
import {
  buyPro,
  payOnHostedPage,
  PRICES,
  sdk,
  settleWebhooks,
  startCheckout,
} from './billing-helpers';

/**
 * delete-account cancels the subscription, and the cancellation's webhook can arrive while the
 * account's rows are being deleted; so can a pack purchase's, bought just before. Two transactions at once need PostgreSQL (PGlite has one
 * connection), so this runs when TEST_DATABASE_URL is set.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'billing webhooks racing the deletion of their account, on postgres',
  () => {
    let b: TestBackend;
    let watcher: pg.Client;
    beforeAll(async () => {
      b = await startTestBackend('postgres');
      watcher = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await watcher.connect();
    });
    afterAll(async () => {
      await watcher.end();
      await b.close();
    });

    const webhooks = (action: 'hold' | 'release') =>
      fetch(`${b.url}/_dev/stripe/control/webhooks/${action}`, { method: 'POST' }).then((r) =>
        r.json(),
      );

    /** delete-account's transaction for `userId`: the rows are gone, not yet committed. */
    const deletionStarted = async (userId: string) => {
      let commit!: () => void;
      const mayCommit = new Promise<void>((resolve) => (commit = resolve));
      let deleting!: () => void;
      const deleted = new Promise<void>((resolve) => (deleting = resolve));
      const done = b.server.ctx.db.transaction(async (tx) => {
        await tx.query('delete from auth.users where id = $1', [userId]);
        deleting();
        await mayCommit;
      });
      await deleted;
      return { commit: () => (commit(), done) };
    };

    /** Until a statement of this test's database waits on a lock (the webhook's, on the deletion). */
    const someoneWaitsOnALock = async () => {
      const { db } = (await asServer<{ db: string }>(b, 'select current_database() as db'))[0]!;
      for (let i = 0; ; i++) {
        const { rows } = await watcher.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
          [db],
        );
        if (rows[0]!.n > 0) return;
        if (i > 600) throw new Error('the webhook never waited on the deletion');
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    /** How the webhook of event `type` about object `id` was delivered. */
    const deliveryOf = async (type: string, id: string) =>
      (
        await asServer<{ attempts: number; last_error: string | null }>(
          b,
          `select d.attempts, d.last_error from _dev_stripe.webhook_deliveries d
             join _dev_stripe.objects o on o.id = d.event_id
            where o.data->>'type' = $1 and o.data->'data'->'object'->>'id' = $2`,
          [type, id],
        )
      )[0];

    it('waits for the deletion and then writes nothing, answering 2xx the first time', async () => {
      const user = await createTestUser(b, 'racing');
      const { subscriptionId } = await buyPro(b, user);

      // The cancellation's customer.subscription.deleted event waits until the deletion has begun.
      await webhooks('hold');
      await sdk(b).subscriptions.cancel(subscriptionId);
      const deletion = await deletionStarted(user.id);
      await webhooks('release');
      // The webhook's transaction now waits on the deletion's row lock.
      await someoneWaitsOnALock();
      await deletion.commit();
      await settleWebhooks(b);

      const delivery = await deliveryOf('customer.subscription.deleted', subscriptionId);
      expect(delivery).toEqual({ attempts: 1, last_error: null });
      expect(
        await asServer(b, 'select 1 from public.subscriptions where user_id = $1', [user.id]),
      ).toEqual([]);
      expect(
        await asServer(b, 'select 1 from public.subscriptions where stripe_subscription_id = $1', [
          subscriptionId,
        ]),
      ).toEqual([]);
    });

    it('a pack paid for just before: waits for the deletion, adds no pack, answers 2xx the first time', async () => {
      const user = await createTestUser(b, 'racing-pack');
      await buyPro(b, user); // packs are for Pro subscribers
      const { url, sessionId } = await startCheckout(b, user, PRICES.generationPack, 'payment');
      await webhooks('hold');
      await payOnHostedPage(url);
      const deletion = await deletionStarted(user.id);
      await webhooks('release');
      await someoneWaitsOnALock();
      await deletion.commit();
      await settleWebhooks(b);

      const delivery = await deliveryOf('checkout.session.completed', sessionId);
      expect(delivery).toEqual({ attempts: 1, last_error: null });
      expect(
        await asServer(
          b,
          'select 1 from public.additional_generations where stripe_checkout_session_id = $1',
          [sessionId],
        ),
      ).toEqual([]);
    });
  },
);
