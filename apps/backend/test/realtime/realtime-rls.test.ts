import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { installCaptureTriggers } from '../../src/realtime/change-feed';

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

/** Subscribes `client` (with `token`, or its anon key) to postgres_changes and collects them. */
async function listen(
  client: SupabaseClient,
  token: string | null,
  binding: { event: 'INSERT' | 'UPDATE' | 'DELETE' | '*'; table: string; filter?: string },
): Promise<Change[]> {
  if (token) await client.realtime.setAuth(token);
  const received: Change[] = [];
  const channel = client.channel(`rls-${Math.random().toString(36).slice(2)}`);
  channel.on('postgres_changes', { schema: 'public', ...binding } as never, (p: Change) => {
    received.push(p);
  });
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        reject(err ?? new Error(status));
    });
  });
  return received;
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Realtime delivers a row only to a subscriber who may select it as it was, and filters only
 * what they may read. Changes are delivered in commit order by one queue, so once a later
 * change (a "sentinel") has reached its subscriber, every earlier one has been dealt with:
 * the absence of an event is asserted after a sentinel, not after a pause.
 */
describe.each(databaseTargets())('realtime and row-level security (%s)', (target) => {
  let b: TestBackend;
  let alice: TestUser;
  // One socket for each kind of subscriber, as one browser tab has, with a channel per listen.
  let asAlice: SupabaseClient;
  let asAnon: SupabaseClient;
  const clients: SupabaseClient[] = [];
  const client = (c: SupabaseClient) => (clients.push(c), c);

  beforeAll(async () => {
    b = await startTestBackend(target);
    alice = await createTestUser(b, 'alice');
    asAlice = client(b.anonClient());
    asAnon = client(b.anonClient());
  });
  afterEach(async () => {
    for (const c of clients) await c.removeAllChannels();
  });
  afterAll(async () => {
    for (const c of clients) c.realtime.disconnect();
    await b?.close();
  });

  /** Alice's own new generation, as a sentinel for `aliceAll`. */
  async function sentinel(aliceAll: Change[], name: string): Promise<void> {
    await asServer(b, 'insert into public.generations (user_id, name) values ($1, $2)', [
      alice.id,
      name,
    ]);
    await until(
      () => aliceAll.some((e) => e.eventType === 'INSERT' && (e.new as Row).name === name),
      `the sentinel ${name}`,
    );
  }

  it("a deleted account's rows reach neither another user nor an anonymous socket", async () => {
    const bob = await createTestUser(b, 'bob');
    await asServer(
      b,
      "insert into public.generations (user_id, name) values ($1, 'Bob one'), ($1, 'Bob two')",
      [bob.id],
    );
    await asServer(
      b,
      `insert into public.billing_cycles (user_id, cycle_month, included_generations)
       values ($1, to_char(now(), 'YYYY-MM'), 2)`,
      [bob.id],
    );
    const aliceAll = await listen(asAlice, alice.token, { event: '*', table: 'generations' });
    const aliceBilling = await listen(asAlice, alice.token, {
      event: '*',
      table: 'billing_cycles',
    });
    const aliceNamed = await listen(asAlice, alice.token, {
      event: 'DELETE',
      table: 'generations',
      filter: `user_id=eq.${bob.id}`,
    });
    const anonAll = await listen(asAnon, null, { event: '*', table: 'generations' });
    const anonBilling = await listen(asAnon, null, {
      event: '*',
      table: 'billing_cycles',
    });

    const deleted = await fetch(`${b.url}/functions/v1/delete-account`, {
      method: 'POST',
      headers: {
        apikey: b.anonKey,
        authorization: `Bearer ${bob.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ confirm_email: bob.email }),
    });
    expect(deleted.status).toBe(200);
    await sentinel(aliceAll, 'after Bob left');

    expect(aliceAll.map((e) => e.eventType)).toEqual(['INSERT']);
    expect(aliceBilling).toEqual([]);
    expect(aliceNamed).toEqual([]);
    expect(anonAll).toEqual([]);
    expect(anonBilling).toEqual([]);
  });

  it('the owner gets the delete of their own row, with its key only', async () => {
    const aliceDeletes = await listen(asAlice, alice.token, {
      event: 'DELETE',
      table: 'generations',
    });
    const [row] = await asServer<{ id: string }>(
      b,
      "insert into public.generations (user_id, name) values ($1, 'Short-lived') returning id",
      [alice.id],
    );
    await asServer(b, 'delete from public.generations where id = $1', [row!.id]);
    await until(() => aliceDeletes.length === 1, 'the delete');
    expect(aliceDeletes[0]).toMatchObject({ eventType: 'DELETE', old: { id: row!.id } });
    expect(Object.keys(aliceDeletes[0]!.old)).toEqual(['id']);
  });

  it("a filter on another user's row answers nothing, whatever its values (no oracle)", async () => {
    const carol = await createTestUser(b, 'carol');
    const aliceAll = await listen(asAlice, alice.token, { event: '*', table: 'generations' });
    const probes = await Promise.all(
      (['INSERT', 'UPDATE', 'DELETE', '*'] as const).map((event) =>
        listen(asAlice, alice.token, {
          event,
          table: 'generations',
          filter: 'name=eq.Secret Project Falcon',
        }),
      ),
    );
    const anonProbe = await listen(asAnon, null, {
      event: '*',
      table: 'generations',
      filter: 'name=eq.Secret Project Falcon',
    });
    const [secret] = await asServer<{ id: string }>(
      b,
      "insert into public.generations (user_id, name) values ($1, 'Secret Project Falcon') returning id",
      [carol.id],
    );
    await asServer(b, "update public.generations set type = 'ios' where id = $1", [secret!.id]);
    await asServer(b, 'delete from public.generations where id = $1', [secret!.id]);
    await sentinel(aliceAll, 'after the probe');
    for (const probe of probes) expect(probe).toEqual([]);
    expect(anonProbe).toEqual([]);
    expect(aliceAll.map((e) => (e.new as Row).name)).toEqual(['after the probe']);
  });

  it('each version of a row goes to whom it belonged to then', async () => {
    const dave = await createTestUser(b, 'dave');
    const aliceAll = await listen(asAlice, alice.token, { event: '*', table: 'generations' });
    const daveAll = await listen(client(b.anonClient()), dave.token, {
      event: '*',
      table: 'generations',
    });
    // Made as Dave's and given to Alice in one transaction: both changes are announced at
    // the commit, when the row is already Alice's.
    const id = await b.server.ctx.db.transaction(async (tx) => {
      const made = await tx.query<{ id: string }>(
        "insert into public.generations (user_id, name) values ($1, 'Handed over') returning id",
        [dave.id],
      );
      await tx.query('update public.generations set user_id = $2 where id = $1', [
        made.rows[0]!.id,
        alice.id,
      ]);
      return made.rows[0]!.id;
    });
    await until(() => daveAll.length === 1 && aliceAll.length === 1, 'both versions');
    await sentinel(aliceAll, 'after the hand-over');
    expect(daveAll.map((e) => [e.eventType, (e.new as Row).user_id])).toEqual([
      ['INSERT', dave.id],
    ]);
    expect(aliceAll.map((e) => [e.eventType, (e.new as Row).id])).toEqual([
      ['UPDATE', id],
      ['INSERT', expect.any(String)],
    ]);
  });

  it('a row larger than a NOTIFY payload still arrives, checked the same way', async () => {
    const aliceAll = await listen(asAlice, alice.token, { event: 'INSERT', table: 'generations' });
    const files = Array.from({ length: 300 }, (_, i) => ({
      path: `app/src/main/Screen${i}.kt`,
      bytes: 1234,
    }));
    await asServer(
      b,
      "insert into public.generations (user_id, name, files) values ($1, 'Many files', $2::jsonb)",
      [alice.id, JSON.stringify(files)],
    );
    await until(() => aliceAll.length === 1, 'the large insert');
    expect((aliceAll[0]!.new as Row).files).toEqual(files);
    const stored = await asServer<{ n: number }>(
      b,
      'select count(*)::int as n from _app.realtime_changes',
    );
    expect(stored[0]!.n).toBeGreaterThan(0);
  });

  it('columns the role may not read are neither sent nor filtered on', async () => {
    // A published table whose `secret` column the API roles may not read.
    await asServer(
      b,
      `create table if not exists public.rt_notes (
         id uuid primary key default gen_random_uuid(),
         user_id uuid not null,
         title text not null,
         secret text not null
       )`,
    );
    await asServer(b, 'alter table public.rt_notes enable row level security');
    await asServer(b, 'grant select (id, user_id, title) on public.rt_notes to authenticated');
    await asServer(
      b,
      'create policy "own notes" on public.rt_notes for select to authenticated using (user_id = auth.uid())',
    );
    await asServer(b, 'alter publication supabase_realtime add table public.rt_notes');
    await installCaptureTriggers(b.server.ctx.db);

    const mine = await listen(asAlice, alice.token, { event: '*', table: 'rt_notes' });
    const bySecret = await listen(asAlice, alice.token, {
      event: '*',
      table: 'rt_notes',
      filter: 'secret=eq.hunter2',
    });
    const byTitle = await listen(asAlice, alice.token, {
      event: '*',
      table: 'rt_notes',
      filter: 'title=eq.Groceries',
    });
    await asServer(
      b,
      "insert into public.rt_notes (user_id, title, secret) values ($1, 'Groceries', 'hunter2')",
      [alice.id],
    );
    await until(() => mine.length === 1 && byTitle.length === 1, 'the note');
    expect(mine[0]!.new).toEqual({ id: expect.any(String), user_id: alice.id, title: 'Groceries' });
    // Collected after the two above arrived: the same change, fanned out in one pass.
    expect(bySecret).toEqual([]);
  });
});
