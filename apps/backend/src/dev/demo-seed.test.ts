import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCycleMonth } from '@app/shared/usage';
import { databaseTargets, startTestBackend, type TestBackend } from '../../test/support/harness';
import {
  DEMO_ADDITIONAL_GENERATIONS,
  DEMO_EMAIL,
  DEMO_MONTHLY_GENERATIONS,
  demoGenerations,
  demoSeedEnabled,
  seedDemoAccount,
} from './demo-seed';

describe('demoSeedEnabled', () => {
  it('is on in local mode unless SEED_DEMO turns it off, and never in production', () => {
    expect(demoSeedEnabled('local', {})).toBe(true);
    expect(demoSeedEnabled('local', { SEED_DEMO: 'true' })).toBe(true);
    expect(demoSeedEnabled('local', { SEED_DEMO: 'false' })).toBe(false);
    expect(demoSeedEnabled('local', { SEED_DEMO: 'off' })).toBe(false);
    expect(demoSeedEnabled('production', {})).toBe(false);
    expect(demoSeedEnabled('production', { SEED_DEMO: 'true' })).toBe(false);
  });
});

describe('demoGenerations', () => {
  it.each(['2026-11-21T12:00:00Z', '2026-03-01T00:00:30Z', '2027-01-31T23:59:59Z'])(
    'spreads four months of history before %s',
    (iso) => {
      const now = new Date(iso);
      const months = demoGenerations(now);
      expect(months.map((m) => m.items.length)).toEqual([...DEMO_MONTHLY_GENERATIONS]);
      expect(months[months.length - 1]!.month).toBe(currentCycleMonth(now));
      for (const { month, items } of months) {
        for (const g of items) {
          expect(g.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(currentCycleMonth(g.createdAt)).toBe(month);
        }
        expect(items.filter((g) => g.charged)).toHaveLength(Math.max(0, items.length - 10));
      }
    },
  );
});

describe.each(databaseTargets())('seedDemoAccount on %s', (target) => {
  let backend: TestBackend;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ftc-demo-'));
    backend = await startTestBackend(target, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await backend.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates a demo user who signs in through /auth/v1/token and sees a populated dashboard', async () => {
    const now = new Date();
    const demo = await seedDemoAccount(backend.server.ctx, {}, now);
    expect(demo?.email).toBe(DEMO_EMAIL);
    expect(demo!.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{16,}$/);

    const [stored] = (
      await backend.server.ctx.db.query<{
        encrypted_password: string;
        email_confirmed_at: string | null;
      }>('select encrypted_password, email_confirmed_at from auth.users where id = $1', [
        demo!.userId,
      ])
    ).rows;
    expect(stored?.encrypted_password).toMatch(/^\$2a\$10\$/);
    expect(stored?.email_confirmed_at).not.toBeNull();

    const client = backend.anonClient();
    const { data, error } = await client.auth.signInWithPassword({
      email: DEMO_EMAIL,
      password: demo!.password,
    });
    expect(error).toBeNull();
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(['email']);

    // What the dashboard reads, through the table API as the demo user.
    const generations = await client
      .from('generations')
      .select('name, type, charged, created_at', { count: 'exact' })
      .eq('user_id', demo!.userId);
    expect(generations.error).toBeNull();
    expect(generations.count).toBe(DEMO_MONTHLY_GENERATIONS.reduce((a, b) => a + b, 0));
    const charged = new Set(generations.data!.map((g) => g.charged));
    expect(charged).toEqual(new Set([true, false]));
    expect(generations.data!.map((g) => g.name)).toContain('Checkout – Payment');
    const cycle = await client
      .from('billing_cycles')
      .select('included_generations')
      .eq('user_id', demo!.userId)
      .eq('cycle_month', currentCycleMonth(now))
      .single();
    expect(cycle.data).toEqual({ included_generations: 8 });
    const additional = await client
      .from('additional_generations')
      .select('amount, used')
      .eq('user_id', demo!.userId)
      .gt('expires_at', now.toISOString());
    expect(additional.data).toEqual([{ amount: DEMO_ADDITIONAL_GENERATIONS, used: 0 }]);
    const profile = await client
      .from('profiles')
      .select('subscription_tier')
      .eq('id', demo!.userId)
      .single();
    expect(profile.data).toEqual({ subscription_tier: 'starter' });

    // The billing page's "Active since": the day the account joined, four months back.
    const joined = await client
      .from('profiles')
      .select('created_at')
      .eq('id', demo!.userId)
      .single();
    expect(new Date(joined.data!.created_at as string).toISOString()).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1)).toISOString(),
    );

    // Every generation has the files the generator made for it, readable by the demo user
    // (the detail page and its "Download zip").
    const withFiles = await client
      .from('generations')
      .select('name, files')
      .eq('user_id', demo!.userId);
    expect(withFiles.error).toBeNull();
    for (const g of withFiles.data as {
      name: string;
      files: { path: string; object: string }[];
    }[]) {
      expect(
        g.files.some((f) => f.path.endsWith('.kt')),
        g.name,
      ).toBe(true);
    }
    const payment = (
      withFiles.data as { name: string; files: { path: string; object: string }[] }[]
    ).find((g) => g.name === 'Checkout – Payment')!;
    const screen = payment.files.find((f) => /\/CheckoutPayment\.kt$/.test(f.path))!;
    const downloaded = await client.storage.from('generations').download(screen.object);
    expect(downloaded.error).toBeNull();
    const kotlin = await downloaded.data!.text();
    expect(kotlin).toContain('@Composable');
    expect(kotlin).toContain('"Payment"');
  });

  it('hands back the same account on later starts without adding data', async () => {
    const first = await seedDemoAccount(backend.server.ctx, {});
    const again = await seedDemoAccount(backend.server.ctx, {});
    expect(again).toEqual(first);
    const rows = await backend.server.ctx.db.query<{ n: number }>(
      'select count(*)::int as n from auth.users where email = $1',
      [DEMO_EMAIL],
    );
    expect(rows.rows).toEqual([{ n: 1 }]);
  });

  it('does nothing when SEED_DEMO=false or in production', async () => {
    expect(await seedDemoAccount(backend.server.ctx, { SEED_DEMO: 'false' })).toBeNull();
    const production = {
      ...backend.server.ctx,
      config: { ...backend.server.ctx.config, appEnv: 'production' as const },
    };
    expect(await seedDemoAccount(production, {})).toBeNull();
  });

  it('does not come back once its owner has deleted it', async () => {
    const demo = await seedDemoAccount(backend.server.ctx, {});
    await backend.server.ctx.db.query('delete from auth.users where id = $1', [demo!.userId]);
    expect(await seedDemoAccount(backend.server.ctx, {})).toBeNull();
    const rows = await backend.server.ctx.db.query<{ n: number }>(
      'select count(*)::int as n from auth.users where email = $1',
      [DEMO_EMAIL],
    );
    expect(rows.rows).toEqual([{ n: 0 }]);
  });
});
