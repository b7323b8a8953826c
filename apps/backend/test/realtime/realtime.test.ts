import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RealtimeChannel,
  RealtimePostgresChangesPayload,
  SupabaseClient,
} from '@supabase/supabase-js';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { callGenerate, generateBody } from '../generation/design';

type Row = Record<string, unknown>;

/** Subscribes `client` as the user of `token` and collects what arrives. */
async function listen(
  client: SupabaseClient,
  token: string,
  filter: { event: 'INSERT' | 'UPDATE' | 'DELETE' | '*'; table: string; filter?: string },
): Promise<{ channel: RealtimeChannel; received: RealtimePostgresChangesPayload<Row>[] }> {
  await client.realtime.setAuth(token);
  const received: RealtimePostgresChangesPayload<Row>[] = [];
  const channel = client.channel(`test-${Math.random().toString(36).slice(2)}`);
  channel.on(
    'postgres_changes',
    { schema: 'public', ...filter } as never,
    (payload: RealtimePostgresChangesPayload<Row>) => {
      received.push(payload);
    },
  );
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        reject(err ?? new Error(status));
    });
  });
  return { channel, received };
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(databaseTargets())('realtime postgres_changes (%s)', (target) => {
  let b: TestBackend;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    b = await startTestBackend(target);
    alice = await createTestUser(b, 'alice');
    bob = await createTestUser(b, 'bob');
  });
  afterAll(async () => {
    await alice?.client.removeAllChannels();
    await bob?.client.removeAllChannels();
    await b?.close();
  });

  it("delivers each user's own new generation, and never another user's", async () => {
    const forAlice = await listen(alice.client, alice.token, {
      event: 'INSERT',
      table: 'generations',
      filter: `user_id=eq.${alice.id}`,
    });
    const forBob = await listen(bob.client, bob.token, {
      event: 'INSERT',
      table: 'generations',
      filter: `user_id=eq.${bob.id}`,
    });
    // Bob asks for everything, and even for Alice's rows by name: RLS still decides.
    const bobAll = await listen(bob.client, bob.token, { event: '*', table: 'generations' });
    const bobSpying = await listen(bob.client, bob.token, {
      event: 'INSERT',
      table: 'generations',
      filter: `user_id=eq.${alice.id}`,
    });

    const made = await callGenerate(b, alice.token, generateBody('Alice screen'));
    expect(made.status).toBe(200);
    await callGenerate(b, bob.token, generateBody('Bob screen'));

    await until(
      () =>
        forAlice.received.length >= 1 && forBob.received.length >= 1 && bobAll.received.length >= 1,
      'both inserts',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(forAlice.received).toHaveLength(1);
    const event = forAlice.received[0]!;
    expect(event).toMatchObject({ eventType: 'INSERT', schema: 'public', table: 'generations' });
    expect(event.new).toMatchObject({
      id: (made.body.generation as { id: string }).id,
      user_id: alice.id,
      name: 'Alice screen',
      charged: false,
    });
    expect(forBob.received.map((e) => (e.new as Row).name)).toEqual(['Bob screen']);
    expect(bobAll.received.map((e) => (e.new as Row).user_id)).toEqual([bob.id]);
    expect(bobSpying.received).toEqual([]);
  });

  it('streams usage changes (billing_cycles updates) to their owner only', async () => {
    const mine = await listen(alice.client, alice.token, { event: '*', table: 'billing_cycles' });
    const theirs = await listen(bob.client, bob.token, { event: '*', table: 'billing_cycles' });
    await callGenerate(b, alice.token, generateBody('Another'));
    await until(() => mine.received.some((e) => e.eventType === 'UPDATE'), 'the usage update');
    await new Promise((r) => setTimeout(r, 300));
    const update = mine.received.find((e) => e.eventType === 'UPDATE')!;
    expect(update.new).toMatchObject({ user_id: alice.id, included_generations: 2 });
    expect(theirs.received).toEqual([]);
  });

  it('an anonymous subscriber gets nothing, and a bad token or filter is refused at join', async () => {
    const anon = b.anonClient();
    const seen: unknown[] = [];
    const channel = anon.channel('anon-watch');
    channel.on('postgres_changes', { event: '*', schema: 'public', table: 'generations' }, (p) =>
      seen.push(p),
    );
    await new Promise<void>((resolve) => channel.subscribe((s) => s === 'SUBSCRIBED' && resolve()));
    await asServer(b, "insert into public.generations (user_id, name) values ($1, 'direct')", [
      alice.id,
    ]);
    await new Promise((r) => setTimeout(r, 500));
    expect(seen).toEqual([]);
    await anon.removeAllChannels();

    const forged = b.anonClient();
    await forged.realtime.setAuth('not-a-jwt');
    const refused = await new Promise<string>((resolve) => {
      forged
        .channel('forged')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'generations' },
          () => undefined,
        )
        .subscribe((s, err) => {
          if (s !== 'SUBSCRIBED') resolve(`${s}: ${err?.message ?? ''}`);
        });
    });
    expect(refused).toMatch(/CHANNEL_ERROR: Invalid JWT/);
    await forged.removeAllChannels();

    const badFilter = await new Promise<string>((resolve) => {
      alice.client
        .channel('bad-filter')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'generations', filter: 'user_id=like.x' },
          () => undefined,
        )
        .subscribe((s, err) => {
          if (s !== 'SUBSCRIBED') resolve(`${s}: ${err?.message ?? ''}`);
        });
    });
    expect(badFilter).toMatch(/Invalid filter operator: like/);
  });
});
