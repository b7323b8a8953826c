import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';

/**
 * Tables only the server (service role) reads and writes: no policy for the API roles on
 * purpose. Every other public table must have at least one policy.
 */
const SERVER_ONLY_TABLES: Record<string, string> = {
  issue_reports:
    'stored by the report-issue function with the service role; nobody reads them back through the API',
  feedback:
    'stored by the feedback function with the service role; nobody reads them back through the API',
  plugin_link_keys:
    'hashes of the plugin link keys, read and written only by the plugin-link functions (test/plugin-link)',
  stripe_events:
    'ids of processed Stripe webhook events, written by the stripe-webhook function in the transaction of their effect',
  generation_requests:
    'idempotency records of the generate function (the first answer per key), written and read only by it',
};

/** Server-only tables the API's form functions write: checked verb by verb below. */
const FORM_TABLES = ['issue_reports', 'feedback'];

/** Per-user tables the API only lets their owner read, and nobody but the server write. */
interface OwnedTable {
  table: string;
  owner: string;
  seed: (userId: string) => Promise<void>;
  /** A row the API would be asked to insert for `userId`. */
  row: (userId: string) => Record<string, unknown>;
  /** Changes a user must never be able to make. */
  patches: Record<string, unknown>[];
}

describe.each(databaseTargets())('row-level security matrix (%s)', (target) => {
  let b: TestBackend;
  let a: TestUser;
  let bUser: TestUser;
  let anon: SupabaseClient;
  let service: SupabaseClient;

  const owned: OwnedTable[] = [
    {
      table: 'profiles',
      owner: 'id',
      seed: async () => undefined, // the sign-up trigger creates it
      row: (id) => ({ id }),
      patches: [
        { subscription_tier: 'pro' },
        { is_active: false },
        { free_generations_used: 0 },
        { stripe_customer_id: 'cus_x' },
      ],
    },
    {
      table: 'generations',
      owner: 'user_id',
      seed: async (id) => {
        await asServer(
          b,
          "insert into public.generations (user_id, name) values ($1, 'one'), ($1, 'two')",
          [id],
        );
      },
      row: (id) => ({ user_id: id, name: 'free generation' }),
      patches: [{ charged: false }, { name: 'renamed' }],
    },
    {
      table: 'billing_cycles',
      owner: 'user_id',
      seed: async (id) => {
        await asServer(
          b,
          "insert into public.billing_cycles (user_id, cycle_month, extra_generations) values ($1, '2026-11', 3)",
          [id],
        );
      },
      row: (id) => ({ user_id: id, cycle_month: '2026-12' }),
      patches: [{ extra_generations: 0 }, { status: 'paid' }],
    },
    {
      table: 'additional_generations',
      owner: 'user_id',
      seed: async (id) => {
        await asServer(
          b,
          "insert into public.additional_generations (user_id, amount, expires_at) values ($1, 200, now() + interval '30 days')",
          [id],
        );
      },
      row: (id) => ({ user_id: id, amount: 1000, expires_at: '2099-01-01T00:00:00Z' }),
      patches: [{ used: 0 }, { amount: 100000 }],
    },
    {
      table: 'subscriptions',
      owner: 'user_id',
      seed: async (id) => {
        await asServer(
          b,
          "insert into public.subscriptions (user_id, plan, status) values ($1, 'pro', 'active')",
          [id],
        );
      },
      row: (id) => ({ user_id: id, plan: 'pro', status: 'active' }),
      patches: [{ status: 'active' }, { end_date: '2099-01-01T00:00:00Z' }],
    },
  ];

  const countRows = async (table: string, where = 'true', params: unknown[] = []) =>
    (
      await asServer<{ n: number }>(
        b,
        `select count(*)::int as n from public.${table} where ${where}`,
        params,
      )
    )[0]!.n;

  beforeAll(async () => {
    b = await startTestBackend(target);
    a = await createTestUser(b, 'owner-a');
    bUser = await createTestUser(b, 'other-b');
    anon = b.anonClient();
    service = b.serviceClient();
    for (const t of owned) {
      await t.seed(a.id);
      await t.seed(bUser.id);
    }
    await asServer(
      b,
      `insert into public.figma_oauth_state (state, session_id, user_id) values
        ('state-of-user-a-000001', 'sa', $1), ('state-of-user-b-000001', 'sb', $2), ('state-not-linked-00001', 'sn', null)`,
      [a.id, bUser.id],
    );
    await asServer(
      b,
      "insert into public.issue_reports (user_id, email, description) values ($1, 'a@example.com', 'broken')",
      [a.id],
    );
    await asServer(
      b,
      "insert into public.feedback (user_id, email, rating) values ($1, 'a@example.com', 5)",
      [a.id],
    );
  });
  afterAll(async () => {
    await b?.close();
  });

  describe.each([
    'profiles',
    'generations',
    'billing_cycles',
    'additional_generations',
    'subscriptions',
  ])('%s', (table) => {
    const spec = () => owned.find((t) => t.table === table)!;

    it('select: a user sees only their own rows, anon is refused', async () => {
      const { owner } = spec();
      const mine = await bUser.client.from(table).select('*');
      expect(mine.error).toBeNull();
      expect(mine.data!.length).toBeGreaterThan(0);
      expect(mine.data!.every((r: Record<string, unknown>) => r[owner] === bUser.id)).toBe(true);

      const theirs = await bUser.client.from(table).select('*').eq(owner, a.id);
      expect(theirs.data).toEqual([]);
      const counted = await bUser.client
        .from(table)
        .select('*', { count: 'exact', head: true })
        .eq(owner, a.id);
      expect(counted.count).toBe(0);

      const byAnon = await anon.from(table).select('*');
      expect(byAnon.status).toBe(401);
      expect(byAnon.error?.code).toBe('42501');
    });

    it('insert: refused for users (own or other rows) and anon', async () => {
      const t = spec();
      const before = await countRows(table);
      for (const [client, status] of [
        [bUser.client, 403],
        [anon, 401],
      ] as const) {
        for (const row of [t.row(bUser.id), t.row(a.id)]) {
          const res = await client.from(table).insert(row);
          expect(res.status).toBe(status);
          expect(res.error?.code).toBe('42501');
        }
      }
      expect(await countRows(table)).toBe(before);
    });

    it('update: refused on any column for users (own rows included) and anon', async () => {
      const t = spec();
      const snapshot = await asServer(b, `select * from public.${table} order by 1, 2`);
      for (const patch of t.patches) {
        for (const who of [bUser.id, a.id]) {
          const res = await bUser.client.from(table).update(patch).eq(t.owner, who);
          expect(res.status).toBe(403);
          expect(res.error?.code).toBe('42501');
        }
        const byAnon = await anon.from(table).update(patch).eq(t.owner, a.id);
        expect(byAnon.status).toBe(401);
      }
      expect(await asServer(b, `select * from public.${table} order by 1, 2`)).toEqual(snapshot);
    });

    it('delete: refused for users and anon', async () => {
      const t = spec();
      const before = await countRows(table);
      const own = await bUser.client.from(table).delete().eq(t.owner, bUser.id);
      expect(own.status).toBe(403);
      const other = await bUser.client.from(table).delete().eq(t.owner, a.id);
      expect(other.status).toBe(403);
      const byAnon = await anon.from(table).delete().eq(t.owner, a.id);
      expect(byAnon.status).toBe(401);
      expect(await countRows(table)).toBe(before);
    });

    it('service role: reads every row and may write', async () => {
      const t = spec();
      const all = await service.from(table).select('*').in(t.owner, [a.id, bUser.id]);
      expect(all.error).toBeNull();
      const owners = new Set(all.data!.map((r: Record<string, unknown>) => r[t.owner]));
      expect(owners).toEqual(new Set([a.id, bUser.id]));
      const patch = t.patches[0]!;
      const updated = await service.from(table).update(patch).eq(t.owner, a.id).select(t.owner);
      expect(updated.error).toBeNull();
      expect(updated.data!.length).toBeGreaterThan(0);
    });
  });

  describe('contact_requests', () => {
    const request = (email: string) => ({
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Engines',
      country: 'United Kingdom',
      job_title: 'Analyst',
      email,
      company_size: '1-10',
      message: 'Tell me more',
    });

    it('anon and users may insert, but never read back, change or delete', async () => {
      expect((await anon.from('contact_requests').insert(request('anon@example.com'))).status).toBe(
        201,
      );
      expect(
        (await a.client.from('contact_requests').insert(request('a@example.com'))).status,
      ).toBe(201);

      const readBack = await anon
        .from('contact_requests')
        .insert(request('again@example.com'))
        .select();
      expect(readBack.status).toBe(401);
      expect(readBack.error?.code).toBe('42501');
      expect(
        (await a.client.from('contact_requests').insert(request('b@example.com')).select()).status,
      ).toBe(403);

      expect((await anon.from('contact_requests').select('*')).status).toBe(401);
      expect((await a.client.from('contact_requests').select('*')).status).toBe(403);
      expect(
        (
          await anon
            .from('contact_requests')
            .update({ message: 'x' })
            .eq('email', 'anon@example.com')
        ).status,
      ).toBe(401);
      expect(
        (await a.client.from('contact_requests').delete().eq('email', 'a@example.com')).status,
      ).toBe(403);
      expect(await countRows('contact_requests')).toBe(2);

      const all = await service.from('contact_requests').select('email').order('email');
      expect(all.data).toEqual([{ email: 'a@example.com' }, { email: 'anon@example.com' }]);
    });
  });

  describe('stripe_events (server only)', () => {
    it('refuses reads and writes to users and anon', async () => {
      for (const [client, status] of [
        [a.client, 403],
        [anon, 401],
      ] as const) {
        expect((await client.from('stripe_events').select('*')).status).toBe(status);
        expect(
          (await client.from('stripe_events').insert({ id: 'evt_forged', type: 'invoice.paid' }))
            .status,
        ).toBe(status);
      }
    });
  });

  describe.each(FORM_TABLES)('%s (server only)', (table) => {
    it('refuses every verb to users and anon, allows the service role', async () => {
      const row: Record<string, unknown> = {
        email: 'x@example.com',
        ...(table === 'feedback' ? { rating: 3 } : { description: 'd' }),
      };
      for (const [client, status] of [
        [a.client, 403],
        [anon, 401],
      ] as const) {
        expect((await client.from(table).select('*')).status).toBe(status);
        expect((await client.from(table).insert(row)).status).toBe(status);
        expect(
          (await client.from(table).update({ email: 'y@example.com' }).eq('user_id', a.id)).status,
        ).toBe(status);
        expect((await client.from(table).delete().eq('user_id', a.id)).status).toBe(status);
      }
      expect(await countRows(table)).toBe(1);
      const res = await service.from(table).insert(row).select('email');
      expect(res.data).toEqual([{ email: 'x@example.com' }]);
    });
  });

  describe('figma_oauth_state', () => {
    it('anyone may store an unlinked state; a user may link only their own', async () => {
      const unlinked = await anon
        .from('figma_oauth_state')
        .insert({ state: 'fresh-anon-state-000001', session_id: 's' });
      expect(unlinked.status).toBe(201);
      const own = await bUser.client
        .from('figma_oauth_state')
        .insert({ state: 'fresh-b-state-000000001', session_id: 's', user_id: bUser.id });
      expect(own.status).toBe(201);

      const forA = await bUser.client
        .from('figma_oauth_state')
        .insert({ state: 'forged-for-a-000000001', session_id: 's', user_id: a.id });
      expect(forA.status).toBe(403);
      expect(forA.error).toMatchObject({
        code: '42501',
        message: 'new row violates row-level security policy for table "figma_oauth_state"',
      });
      const anonForA = await anon
        .from('figma_oauth_state')
        .insert({ state: 'forged-anon-0000000001', session_id: 's', user_id: a.id });
      expect(anonForA.status).toBe(401);
      expect(await countRows('figma_oauth_state', 'state like $1', ['forged-%'])).toBe(0);
    });

    it('nobody reads, changes or deletes states through the table; the procedures answer only for a named state', async () => {
      for (const client of [bUser.client, a.client]) {
        expect((await client.from('figma_oauth_state').select('state')).status).toBe(403);
        expect(
          (await client.from('figma_oauth_state').delete().eq('state', 'state-of-user-a-000001'))
            .status,
        ).toBe(403);
      }
      expect(await countRows('figma_oauth_state', 'state = $1', ['state-of-user-a-000001'])).toBe(
        1,
      );

      const update = await bUser.client
        .from('figma_oauth_state')
        .update({ user_id: bUser.id })
        .eq('state', 'state-not-linked-00001');
      expect(update.status).toBe(403);
      expect((await anon.from('figma_oauth_state').select('*')).status).toBe(401);
      expect(
        (await anon.from('figma_oauth_state').delete().eq('state', 'state-of-user-a-000001'))
          .status,
      ).toBe(401);

      const named = await anon.rpc('get_figma_oauth_state', {
        oauth_state: 'state-of-user-a-000001',
      });
      expect(named.data).toEqual({
        state: 'state-of-user-a-000001',
        session_id: 'sa',
        linked: true,
      });
      expect(JSON.stringify(named.data)).not.toContain(a.id);
    });
  });

  describe('remote procedures', () => {
    it('create_missing_profile cannot create or reveal another user’s profile', async () => {
      for (const [client, status] of [
        [bUser.client, 403],
        [anon, 401],
      ] as const) {
        const res = await client.rpc('create_missing_profile', { user_id: a.id });
        expect(res.status).toBe(status);
        expect(res.data).toBeNull();
      }
    });

    it('validate_email_for_signup reveals only exists, provider, action and message', async () => {
      const res = await anon.rpc('validate_email_for_signup', { user_email: a.email });
      expect(Object.keys(res.data as object).sort()).toEqual([
        'action',
        'exists',
        'message',
        'provider',
      ]);
      expect(JSON.stringify(res.data)).not.toContain(a.id);
    });

    it('cleanup_expired_oauth_state returns a count, never rows', async () => {
      const res = await bUser.client.rpc('cleanup_expired_oauth_state');
      expect(typeof res.data).toBe('number');
    });
  });

  describe('catalog invariants', () => {
    it('every public table has row-level security, and a policy unless it is listed as server-only', async () => {
      const tables = await asServer<{
        name: string;
        rls: boolean;
        policies: number;
        api_grants: number;
      }>(
        b,
        `select c.relname as name, c.relrowsecurity as rls,
           (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies,
           (select count(*)::int from unnest(array['anon', 'authenticated']) r(role), unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) v(verb)
              where has_table_privilege(r.role, c.oid, v.verb)) as api_grants
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p')
         order by c.relname`,
      );
      expect(tables.length).toBeGreaterThanOrEqual(9);
      const problems: string[] = [];
      for (const t of tables) {
        if (!t.rls) problems.push(`${t.name} has no row-level security`);
        const serverOnly = Object.hasOwn(SERVER_ONLY_TABLES, t.name);
        if (t.policies === 0 && !serverOnly)
          problems.push(`${t.name} has no policy and is not listed as server-only`);
        if (serverOnly && t.api_grants > 0)
          problems.push(`${t.name} is server-only but the API roles hold privileges on it`);
      }
      expect(problems).toEqual([]);
    });

    it('no view in public bypasses row-level security (views must be security_invoker)', async () => {
      const views = await asServer<{ name: string }>(
        b,
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('v', 'm')
           and not coalesce('security_invoker=true' = any(c.reloptions), false)`,
      );
      expect(views).toEqual([]);
    });
  });
});
