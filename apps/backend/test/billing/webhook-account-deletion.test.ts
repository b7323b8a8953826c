import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asServer, createTestUser } from '../support/users';
import { startTestBackend, type TestBackend } from '../support/harness';
import { buyPro, sdk, settleWebhooks } from './billing-helpers';

/**
 * delete-account cancels the subscription, and the cancellation's webhook can arrive while the
 * account's rows are being deleted. Two transactions at once need PostgreSQL (PGlite has one
 * connection), so this runs when TEST_DATABASE_URL is set.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a subscription webhook racing the deletion of its account, on postgres',
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

    it('waits for the deletion and then writes nothing, answering 2xx the first time', async () => {
      const user = await createTestUser(b, 'racing');
      const { subscriptionId } = await buyPro(b, user);
      const { db } = (await asServer<{ db: string }>(b, 'select current_database() as db'))[0]!;

      // The cancellation's customer.subscription.deleted event waits until the deletion has begun.
      await webhooks('hold');
      await sdk(b).subscriptions.cancel(subscriptionId);
      let commit!: () => void;
      const mayCommit = new Promise<void>((resolve) => (commit = resolve));
      let deleting!: () => void;
      const deleted = new Promise<void>((resolve) => (deleting = resolve));
      // delete-account's transaction: the account's rows go, and it has not committed yet.
      const deletion = b.server.ctx.db.transaction(async (tx) => {
        await tx.query('delete from auth.users where id = $1', [user.id]);
        deleting();
        await mayCommit;
      });
      await deleted;
      await webhooks('release');
      // The webhook's transaction now waits on the deletion's row lock.
      for (let i = 0; ; i++) {
        const { rows } = await watcher.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
          [db],
        );
        if (rows[0]!.n > 0) break;
        if (i > 600) throw new Error('the webhook never waited on the deletion');
        await new Promise((r) => setTimeout(r, 50));
      }
      commit();
      await deletion;
      await settleWebhooks(b);

      const [delivery] = await asServer<{ attempts: number; last_error: string | null }>(
        b,
        `select d.attempts, d.last_error from _dev_stripe.webhook_deliveries d
           join _dev_stripe.objects o on o.id = d.event_id
          where o.data->>'type' = 'customer.subscription.deleted'
            and o.data->'data'->'object'->>'id' = $1`,
        [subscriptionId],
      );
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
  },
);
