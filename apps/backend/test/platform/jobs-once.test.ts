import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { recordOverageGeneration } from '../../src/billing/overage';
import { SCHEDULED_JOBS } from '../../src/jobs/jobs';
import { startServer, type RunningServer } from '../../src/server';
import { databaseTargets, freshPostgresDatabase, type TestBackend } from '../support/harness';
import { asServer, createTestUser } from '../support/users';
import { payOnHostedPage, sdk, settleWebhooks, startCheckout } from '../billing/billing-helpers';

// Two server instances share one database only on PostgreSQL (PGlite is in-process).
describe.each(databaseTargets().filter((t) => t === 'postgres'))(
  'scheduled jobs across two instances (%s)',
  () => {
    const secret = randomBytes(32).toString('base64url');
    // One clock both instances read; the test moves it forward.
    let now = new Date(Date.UTC(2026, 8, 20, 12, 0, 0));
    const clock = () => now;
    let drop: () => Promise<void>;
    const servers: RunningServer[] = [];
    const backends: TestBackend[] = [];
    const dirs: string[] = [];

    beforeAll(async () => {
      const fresh = await freshPostgresDatabase();
      drop = fresh.drop;
      for (const name of ['job-a', 'job-b']) {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'ftc-jobs-'));
        dirs.push(dir);
        const config = loadConfig({
          PORT: '0',
          DATA_DIR: dir,
          JWT_SECRET: secret,
          WEB_DIST_DIR: '',
          RATE_LIMITS: 'off',
          LOG_LEVEL: 'warn',
          INSTANCE_ID: name,
        });
        const server = await startServer(config, await openPostgresDatabase(fresh.url, 4), {
          clock,
        });
        servers.push(server);
        backends.push({
          server,
          url: server.url,
          anonKey: server.ctx.keys.anonKey,
          serviceRoleKey: server.ctx.keys.serviceRoleKey,
        } as TestBackend);
      }
    });
    afterAll(async () => {
      for (const s of servers) await s.close();
      await drop?.();
      for (const d of dirs) await rm(d, { recursive: true, force: true });
    });

    it('both instances tick at once for the month after: one close, one invoice, one charge', async () => {
      const [a, b] = backends as [TestBackend, TestBackend];
      const user = await createTestUser(a, 'jobs');
      const { url } = await startCheckout(a, user, null, 'setup');
      await payOnHostedPage(url);
      await settleWebhooks(a);
      for (let i = 0; i < 3; i++) {
        await a.server.ctx.db.transaction((tx) => recordOverageGeneration(tx, user.id, '2026-09'));
      }

      // September is open: the close finds nothing to bill.
      const [early] = await Promise.all([a.server.jobs.tick(), b.server.jobs.tick()]);
      expect(early).toHaveProperty('monthly-close');

      // The clock moves to 5 October: both instances' timers fire for the same hour at once.
      now = new Date(Date.UTC(2026, 9, 5, 3, 10, 0));
      const outcomes = await Promise.all([a.server.jobs.tick(), b.server.jobs.tick()]);
      for (const job of SCHEDULED_JOBS) {
        expect(outcomes.map((o) => o[job.name]).sort(), job.name).toEqual(['ran', 'taken']);
      }
      const runs = await asServer<{ job: string; claimed_by: string; outcome: string }>(
        a,
        "select job, claimed_by, outcome from _app.job_runs where run_key = '2026-10-05T03:00:00.000Z' order by job",
      );
      expect(runs.map((r) => r.job)).toEqual([
        'anonymous-attachment-expiry',
        'idempotency-prune',
        'monthly-close',
        'rate-limit-prune',
      ]);
      expect(runs.every((r) => ['job-a', 'job-b'].includes(r.claimed_by))).toBe(true);
      expect(runs.find((r) => r.job === 'monthly-close')!.outcome).toBe('invoiced 1, closed 0');

      // Later in the same hour, and an hour on, the month is not billed again.
      now = new Date(Date.UTC(2026, 9, 5, 3, 50, 0));
      await Promise.all([a.server.jobs.tick(), b.server.jobs.tick()]);
      now = new Date(Date.UTC(2026, 9, 5, 4, 10, 0));
      await Promise.all([a.server.jobs.tick(), b.server.jobs.tick()]);
      await settleWebhooks(a);

      const [cycle] = await asServer<{
        status: string;
        extra_charge: number;
        stripe_invoice_id: string;
      }>(
        a,
        "select status, extra_charge, stripe_invoice_id from public.billing_cycles where user_id = $1 and cycle_month = '2026-09'",
        [user.id],
      );
      expect(cycle).toMatchObject({ status: 'paid', extra_charge: 120 });
      const [profile] = await asServer<{ stripe_customer_id: string }>(
        a,
        'select stripe_customer_id from public.profiles where id = $1',
        [user.id],
      );
      const invoices = await sdk(a).invoices.list({ customer: profile!.stripe_customer_id });
      expect(invoices.data).toHaveLength(1);
      expect(invoices.data[0]).toMatchObject({ id: cycle!.stripe_invoice_id, amount_paid: 120 });
      // One invoice item and one charge: what the stand-in recorded for the customer.
      const items = await asServer<{ amount: number }>(
        a,
        "select (data ->> 'amount')::int as amount from _dev_stripe.objects where object = 'invoiceitem' and customer = $1",
        [profile!.stripe_customer_id],
      );
      expect(items).toEqual([{ amount: 120 }]);
    });

    it('the idempotency prune drops answers older than 24 hours and keeps newer ones', async () => {
      const [a, b] = backends as [TestBackend, TestBackend];
      const user = await createTestUser(a, 'idem');
      const [gen] = await asServer<{ id: string }>(
        a,
        "insert into public.generations (user_id, name) values ($1, 'Login') returning id",
        [user.id],
      );
      await asServer(
        a,
        `insert into public.generation_requests (user_id, idempotency_key, generation_id, response, created_at)
         values ($1, 'old-key', $2, '{}', now() - interval '25 hours'),
                ($1, 'new-key', $2, '{}', now() - interval '23 hours')`,
        [user.id, gen!.id],
      );
      now = new Date(now.getTime() + 3_600_000);
      const outcomes = await Promise.all([a.server.jobs.tick(), b.server.jobs.tick()]);
      expect(outcomes.map((o) => o['idempotency-prune']).sort()).toEqual(['ran', 'taken']);
      const left = await asServer<{ idempotency_key: string }>(
        a,
        'select idempotency_key from public.generation_requests where user_id = $1',
        [user.id],
      );
      expect(left.map((r) => r.idempotency_key)).toEqual(['new-key']);
    });
  },
);
