import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { createConformanceSchema } from './conformance-schema';
import { expectNoLeak, rest } from './fixtures';

/**
 * Behaviours of PostgREST 12 that supabase-js users rely on beyond the product's own
 * pages, checked through the official client (and raw HTTP where headers matter) against
 * a schema of the suite's own.
 */
describe.each(databaseTargets())('PostgREST 12 conformance (%s)', (target) => {
  let b: TestBackend;
  let alice: TestUser;
  let bob: TestUser;
  let db: SupabaseClient;

  beforeAll(async () => {
    b = await startTestBackend(target, {
      DB_SCHEMAS: 'public,extra',
      DB_TX_END: 'commit-allow-override',
      DB_AGGREGATES_ENABLED: 'true',
    });
    alice = await createTestUser(b, 'alice');
    bob = await createTestUser(b, 'bob');
    await createConformanceSchema(b, { alice: alice.id, bob: bob.id });
    db = alice.client;
  });
  afterAll(async () => {
    await b?.close();
  });

  describe('rpc', () => {
    it('passes the whole body to a function of one unnamed json or text parameter', async () => {
      const json = await db.rpc('echo_json', { greeting: 'hi', n: [1, 2] });
      expect(json.error).toBeNull();
      expect(json.data).toEqual({ greeting: 'hi', n: [1, 2] });

      const text = await db.rpc('echo_text', { '': 'plain' });
      expect(text.error).toBeNull();
      expect(text.data).toBe('{"":"plain"}');
    });

    it('picks the overload whose argument names match', async () => {
      const two = await db.rpc('add_them', { a: 1, b: 2 });
      expect(two.error).toBeNull();
      expect(two.data).toBe(3);
      const three = await db.rpc('add_them', { a: 1, b: 2, c: 3 });
      expect(three.data).toBe(6);
    });

    it('answers 300 PGRST203 listing the candidates when names cannot decide', async () => {
      const res = await db.rpc('pick', { x: 1 });
      expect(res.status).toBe(300);
      expect(res.error).toMatchObject({
        code: 'PGRST203',
        details: null,
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      });
      expect(res.error?.message).toMatch(
        /^Could not choose the best candidate function between: public\.pick\(x => (integer|text)\), public\.pick\(x => (integer|text)\)$/,
      );
    });

    it('counts with Prefer: count=exact: sets and single values', async () => {
      const set = await db.rpc('messages_of', { who: 'alice' }, { count: 'exact' });
      expect(set.error).toBeNull();
      expect(set.count).toBe(2);

      const scalar = await db.rpc('add_them', { a: 2, b: 2 }, { count: 'exact' });
      expect(scalar.count).toBe(1);
      const raw = await rest(b, 'rpc/add_them', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'count=exact' },
        body: JSON.stringify({ a: 1, b: 1 }),
      });
      expect(raw.headers.get('content-range')).toBe('0-0/1');
      expect(raw.headers.get('preference-applied')).toBe('count=exact');
    });

    it('rolls back and answers PGRST124 when a call returns more rows than max-affected', async () => {
      const prefer = 'handling=strict, max-affected=1';
      const res = await rest(b, 'rpc/bump_channels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: prefer },
        body: '{}',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 3 rows',
        hint: null,
      });
      const hits = await asServer<{ hits: number }>(b, 'select hits from public.channels');
      expect(hits.map((h) => h.hits)).toEqual([0, 0, 0]);

      const ok = await rest(b, 'rpc/bump_channels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'handling=strict, max-affected=3' },
        body: '{}',
      });
      expect(ok.status).toBe(200);
      await asServer(b, 'update public.channels set hits = 0');
    });

    it('embeds from the rows a function returns, under RLS', async () => {
      const res = await db
        .rpc('messages_of', { who: 'alice' })
        .select('id, author:users!messages_username_fkey(name), channels(slug)')
        .order('id');
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { id: 1, author: { name: 'Alice Liddell' }, channels: { slug: 'general' } },
        { id: 2, author: { name: 'Alice Liddell' }, channels: { slug: 'random' } },
      ]);
      const others = await db.rpc('messages_of', { who: 'bob' }).select('id, channels(slug)');
      expect(others.data).toEqual([]);
    });

    it('refuses an embed from a function that returns no table rows with a clear 400', async () => {
      await asServer(
        b,
        'create function public.pairs() returns table (n integer) language sql stable as $$ select 1 $$',
      );
      const res = await rest(b, 'rpc/pairs?select=n,users(name)');
      expect(res.status).toBe(400);
      const body = await res.text();
      expect(JSON.parse(body)).toMatchObject({ code: 'PGRST127' });
      expectNoLeak(body);
    });

    it('keeps PGRST202 for names no overload takes', async () => {
      const res = await db.rpc('add_them', { a: 1, z: 2 });
      expect(res.status).toBe(404);
      expect(res.error?.code).toBe('PGRST202');
      expectNoLeak(JSON.stringify(res.error));
    });
  });

  describe('resource embedding', () => {
    it('embeds many-to-one as an object, with aliases and a foreign-key hint', async () => {
      const res = await db
        .from('messages')
        .select('id, author:users!messages_username_fkey(name), channels(slug)')
        .order('id');
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { id: 1, author: { name: 'Alice Liddell' }, channels: { slug: 'general' } },
        { id: 2, author: { name: 'Alice Liddell' }, channels: { slug: 'random' } },
      ]);
      const byColumn = await db.from('messages').select('id, reviewer(name)').eq('id', 1);
      expect(byColumn.data).toEqual([{ id: 1, reviewer: { name: 'Bob Builder' } }]);
    });

    it('embeds one-to-many as arrays, only the rows RLS lets the caller see', async () => {
      const mine = await db
        .from('users')
        .select('username, messages!messages_username_fkey(id)')
        .order('username');
      expect(mine.error).toBeNull();
      expect(mine.data).toEqual([
        { username: 'alice', messages: [{ id: 1 }, { id: 2 }] },
        { username: 'bob', messages: [] },
        { username: 'carol', messages: [] },
      ]);
      const bobs = await bob.client
        .from('users')
        .select('username, messages!messages_username_fkey(id)')
        .order('username');
      expect(bobs.data).toEqual([
        { username: 'alice', messages: [] },
        { username: 'bob', messages: [{ id: 3 }, { id: 4 }] },
        { username: 'carol', messages: [] },
      ]);
      const anon = await b.anonClient().from('channels').select('slug, messages(id)').eq('id', 1);
      expect(anon.data).toEqual([{ slug: 'general', messages: [] }]);
    });

    it('embeds many-to-many through the join table and one-to-one as an object', async () => {
      const res = await db.from('channels').select('slug, users(username)').order('id');
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { slug: 'general', users: [{ username: 'alice' }, { username: 'bob' }] },
        { slug: 'random', users: [{ username: 'alice' }] },
        { slug: 'empty', users: [] },
      ]);
      const bio = await db
        .from('users')
        .select('username, profiles_ext(bio)')
        .eq('username', 'bob');
      expect(bio.data).toEqual([{ username: 'bob', profiles_ext: { bio: 'Can fix it' } }]);
    });

    it('filters, orders and limits embedded resources; !inner filters the parents', async () => {
      const res = await bob.client
        .from('channels')
        .select('slug, messages(id, message)')
        .eq('messages.message', 'Bob again')
        .order('id', { referencedTable: 'messages', ascending: false })
        .limit(1, { referencedTable: 'messages' })
        .order('id');
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { slug: 'general', messages: [] },
        { slug: 'random', messages: [{ id: 4, message: 'Bob again' }] },
        { slug: 'empty', messages: [] },
      ]);
      const inner = await bob.client
        .from('channels')
        .select('slug, messages!inner(id)')
        .eq('messages.id', 3);
      expect(inner.data).toEqual([{ slug: 'general', messages: [{ id: 3 }] }]);
      const counted = await bob.client
        .from('channels')
        .select('slug, messages!inner(id)', { count: 'exact' })
        .order('id');
      expect(counted.count).toBe(2);
    });

    it('filters parents on whether an embed has rows: is.null and not.is.null', async () => {
      const withMine = await db
        .from('channels')
        .select('slug, messages(id)')
        .not('messages', 'is', null)
        .order('id');
      expect(withMine.error).toBeNull();
      expect(withMine.data).toEqual([
        { slug: 'general', messages: [{ id: 1 }] },
        { slug: 'random', messages: [{ id: 2 }] },
      ]);
      const without = await db.from('channels').select('slug, messages(id)').is('messages', null);
      expect(without.data).toEqual([{ slug: 'empty', messages: [] }]);
      const bad = await db.from('channels').select('slug, messages(id)').eq('messages', 1);
      expect(bad.status).toBe(400);
      expect(bad.error).toEqual({
        code: 'PGRST120',
        message: "Bad operator on the 'messages' embedded resource",
        details: 'Only is null or not is null filters are allowed on embedded resources',
        hint: null,
      });
    });

    it('spreads to-one columns into the parent and counts embedded rows', async () => {
      const spread = await db
        .from('messages')
        .select('id, ...channels(channel:slug)')
        .eq('id', 2)
        .single();
      expect(spread.data).toEqual({ id: 2, channel: 'random' });
      const counts = await db.from('channels').select('slug, messages(count)').order('id');
      expect(counts.data).toEqual([
        { slug: 'general', messages: [{ count: 1 }] },
        { slug: 'random', messages: [{ count: 1 }] },
        { slug: 'empty', messages: [{ count: 0 }] },
      ]);
      const toMany = await db.from('users').select('...messages!messages_username_fkey(id)');
      expect(toMany.status).toBe(400);
      expect(toMany.error).toMatchObject({
        code: 'PGRST119',
        message: "A spread operation on 'messages' is not possible",
      });
    });

    it('embeds computed relationships and selects computed fields', async () => {
      const res = await db.from('users').select('full_label, authored(id)').eq('username', 'alice');
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { full_label: 'Alice Liddell (alice)', authored: [{ id: 1 }, { id: 2 }] },
      ]);
    });

    it('answers PGRST200 for an unknown relationship and PGRST201 for an ambiguous one', async () => {
      const none = await db.from('users').select('username, mesages(id)');
      expect(none.status).toBe(400);
      expect(none.error).toEqual({
        code: 'PGRST200',
        message: "Could not find a relationship between 'users' and 'mesages' in the schema cache",
        details:
          "Searched for a foreign key relationship between 'users' and 'mesages' in the schema 'public', but no matches were found.",
        hint: "Perhaps you meant 'messages' instead of 'mesages'.",
      });
      const ambiguous = await db.from('messages').select('id, users(name)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error?.code).toBe('PGRST201');
      expect(ambiguous.error?.message).toBe(
        "Could not embed because more than one relationship was found for 'messages' and 'users'",
      );
      expect(ambiguous.error?.hint).toBe(
        "Try changing 'users' to one of the following: 'users!messages_reviewer_fkey', 'users!messages_username_fkey'. Find the desired relationship in the 'details' key.",
      );
      expect(ambiguous.error?.details).toContainEqual({
        cardinality: 'many-to-one',
        embedding: 'messages with users',
        relationship: 'messages_username_fkey using messages(username) and users(username)',
      });
      const notSelected = await rest(b, 'users?select=username&messages.id=eq.1');
      expect(notSelected.status).toBe(400);
      expect((await notSelected.json()).code).toBe('PGRST108');
    });
  });

  describe('JSON paths and casts', () => {
    it('selects JSON paths, named after their last key, and casts', async () => {
      const res = await db
        .from('users')
        .select(
          'username, data->age, city:data->address->>city, first:data->tags->0, age:data->>age::int',
        )
        .eq('username', 'alice')
        .single();
      expect(res.error).toBeNull();
      expect(res.data).toEqual({ username: 'alice', age: 30, city: 'Oxford', first: 'a' });
      const cast = await db.from('channels').select('id::text').eq('id', 1);
      expect(cast.data).toEqual([{ id: '1' }]);
    });

    it('filters and orders on JSON paths', async () => {
      const byCity = await db.from('users').select('username').eq('data->address->>city', 'Leeds');
      expect(byCity.data).toEqual([{ username: 'bob' }]);
      const older = await db.from('users').select('username').gt('data->age', 40);
      expect(older.data).toEqual([{ username: 'bob' }]);
      const ordered = await db
        .from('users')
        .select('username')
        .not('data', 'is', null)
        .order('data->age', { ascending: false });
      expect(ordered.data).toEqual([{ username: 'bob' }, { username: 'alice' }]);
      const inOr = await db
        .from('users')
        .select('username')
        .or('data->>age.eq.30,username.eq.carol')
        .order('username');
      expect(inOr.data).toEqual([{ username: 'alice' }, { username: 'carol' }]);
    });

    it('answers 42704 for a type it does not know, without SQL in the body', async () => {
      const res = await rest(b, 'users?select=name::nosuchtype');
      expect(res.status).toBe(400);
      const body = await res.text();
      expect(JSON.parse(body)).toMatchObject({
        code: '42704',
        message: 'type "nosuchtype" does not exist',
      });
      expectNoLeak(body);
    });
  });

  describe('filters', () => {
    it('likeAnyOf, likeAllOf, ilikeAnyOf, ilikeAllOf', async () => {
      const names = (rows: { username: string }[] | null) =>
        (rows ?? []).map((r) => r.username).sort();
      const anyOf = await db
        .from('users')
        .select('username')
        .likeAnyOf('name', ['Alice%', '%Builder']);
      expect(names(anyOf.data)).toEqual(['alice', 'bob']);
      const allOf = await db.from('users').select('username').likeAllOf('name', ['%a%', '%D%']);
      expect(names(allOf.data)).toEqual(['carol']);
      const iAny = await db
        .from('users')
        .select('username')
        .ilikeAnyOf('name', ['alice%', 'CAROL%']);
      expect(names(iAny.data)).toEqual(['alice', 'carol']);
      const iAll = await db
        .from('users')
        .select('username')
        .ilikeAllOf('name', ['%B%', '%builder']);
      expect(names(iAll.data)).toEqual(['bob']);
      const eqAny = await rest(
        b,
        'users?select=username&username=eq(any).{alice,carol}&order=username',
      );
      expect(await eqAny.json()).toEqual([{ username: 'alice' }, { username: 'carol' }]);
    });
  });

  describe('writes', () => {
    it('bulk inserts rows with different keys: null by default, column defaults with defaultToNull: false', async () => {
      const nulls = await db
        .from('channels')
        .insert([
          { id: 10, slug: 'ten', hits: 5 },
          { id: 11, slug: 'eleven' },
        ])
        .select('id, hits');
      expect(nulls.error).toMatchObject({ code: '23502' });

      const defaults = await db
        .from('channels')
        .insert(
          [
            { id: 10, slug: 'ten', hits: 5 },
            { id: 11, slug: 'eleven' },
          ],
          {
            defaultToNull: false,
          },
        )
        .select('id, hits')
        .order('id');
      expect(defaults.error).toBeNull();
      expect(defaults.status).toBe(201);
      expect(defaults.data).toEqual([
        { id: 10, hits: 5 },
        { id: 11, hits: 0 },
      ]);
      const mixed = await db
        .from('users')
        .insert([
          { username: 'dave', name: 'Dave', status: 'ONLINE' },
          { username: 'erin', name: 'Erin' },
        ])
        .select('username, status');
      expect(mixed.data).toEqual([
        { username: 'dave', status: 'ONLINE' },
        { username: 'erin', status: null },
      ]);
    });

    it('returns embedded resources from the written rows', async () => {
      const res = await db
        .from('messages')
        .insert({ id: 50, message: 'Fresh', username: 'alice', channel_id: 2, owner_id: alice.id })
        .select('id, author:users!messages_username_fkey(name), channels(slug)')
        .single();
      expect(res.error).toBeNull();
      expect(res.data).toEqual({
        id: 50,
        author: { name: 'Alice Liddell' },
        channels: { slug: 'random' },
      });
      const updated = await db
        .from('messages')
        .update({ channel_id: 1 })
        .eq('id', 50)
        .select('id, channels(slug)');
      expect(updated.data).toEqual([{ id: 50, channels: { slug: 'general' } }]);
      await db.from('messages').delete().eq('id', 50);
    });

    it('answers 201 for an upsert that inserted and 200 for one that only updated', async () => {
      const inserted = await db.from('channels').upsert({ id: 20, slug: 'twenty' }).select();
      expect(inserted.status).toBe(201);
      const updated = await db
        .from('channels')
        .upsert({ id: 20, slug: 'twenty-again' })
        .select('id, slug');
      expect(updated.error).toBeNull();
      expect(updated.status).toBe(200);
      expect(updated.data).toEqual([{ id: 20, slug: 'twenty-again' }]);
      const minimal = await db.from('channels').upsert({ id: 20, slug: 'twenty' });
      expect(minimal.status).toBe(200);
    });

    it('counts with HEAD and count=exact|planned|estimated', async () => {
      for (const count of ['exact', 'planned', 'estimated'] as const) {
        const res = await db.from('users').select('*', { count, head: true });
        expect(res.error).toBeNull();
        expect(res.data).toBeNull();
        expect(typeof res.count).toBe('number');
        if (count !== 'planned') expect(res.count).toBe(5);
      }
    });

    it('rolls back with Prefer: tx=rollback and says so in Preference-Applied', async () => {
      const res = await rest(b, 'channels?select=id,slug', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Prefer: 'return=representation, tx=rollback',
        },
        body: JSON.stringify({ id: 99, slug: 'ghost' }),
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual([{ id: 99, slug: 'ghost' }]);
      expect(res.headers.get('preference-applied')).toContain('tx=rollback');
      expect(await asServer(b, 'select 1 from public.channels where id = 99')).toEqual([]);
    });
  });

  describe('schemas and media types', () => {
    it('reads and writes another exposed schema through Accept-Profile and Content-Profile', async () => {
      const extra = db.schema('extra');
      const read = await extra.from('notes').select('id, body');
      expect(read.error).toBeNull();
      expect(read.data).toEqual([{ id: 1, body: 'in the second schema' }]);
      const write = await extra.from('notes').insert({ id: 2, body: 'second' }).select('id');
      expect(write.data).toEqual([{ id: 2 }]);
      const raw = await rest(b, 'notes?select=id&id=eq.1', {
        headers: { 'Accept-Profile': 'extra' },
      });
      expect(raw.headers.get('content-profile')).toBe('extra');
      const missing = await db.from('notes').select();
      expect(missing.error).toMatchObject({
        code: 'PGRST205',
        message: "Could not find the table 'public.notes' in the schema cache",
      });
      const hidden = await db.schema('auth').from('users').select();
      expect(hidden.status).toBe(406);
      expect(hidden.error).toMatchObject({
        code: 'PGRST106',
        hint: 'Only the following schemas are exposed: public, extra',
      });
    });

    it('answers text/csv with a header line and one record per row', async () => {
      const res = await db.from('channels').select('id, slug').lte('id', 2).order('id').csv();
      expect(res.error).toBeNull();
      expect(res.data).toBe('id,slug\n1,general\n2,random');
      const raw = await rest(b, 'users?select=username,name&username=eq.alice', {
        headers: { Accept: 'text/csv' },
      });
      expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(await raw.text()).toBe('username,name\nalice,"Alice Liddell"');
    });

    it('answers 406 PGRST107 for an execution plan while DB_PLAN_ENABLED is off (the default)', async () => {
      const read = await db.from('users').select().explain();
      expect(read.status).toBe(406);
      expect(read.error).toEqual({
        code: 'PGRST107',
        message:
          'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
        details: null,
        hint: null,
      });
      const call = await rest(b, 'rpc/add_them?a=1&b=2', {
        headers: { Accept: 'application/vnd.pgrst.plan+json; options=analyze' },
      });
      expect(call.status).toBe(406);
      expect((await call.json()).message).toBe(
        'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"; options=analyze',
      );
      const removal = await rest(b, 'channels?id=eq.3', {
        method: 'DELETE',
        headers: { Accept: 'application/vnd.pgrst.plan' },
      });
      expect(removal.status).toBe(406);
      expect(await asServer(b, 'select 1 from public.channels where id = 3')).toHaveLength(1);
    });

    it('answers PGRST116 with PostgREST 12 wording when one object is asked for', async () => {
      const res = await db.from('users').select('username').single();
      expect(res.status).toBe(406);
      expect(res.error).toEqual({
        code: 'PGRST116',
        message: 'JSON object requested, multiple (or no) rows returned',
        details: 'The result contains 5 rows',
        hint: null,
      });
    });
  });

  describe('aggregates (DB_AGGREGATES_ENABLED=true)', () => {
    it('counts, sums and groups by the other columns', async () => {
      const all = await bob.client.from('messages').select('count()');
      expect(all.data).toEqual([{ count: 2 }]);
      const grouped = await db
        .from('channels')
        .select('slug, total:hits.sum(), id.max()')
        .lte('id', 2)
        .order('slug');
      expect(grouped.error).toBeNull();
      expect(grouped.data).toEqual([
        { slug: 'general', total: 0, max: 1 },
        { slug: 'random', total: 0, max: 2 },
      ]);
      const embedded = await db
        .from('channels')
        .select('slug, messages(count(), id.max())')
        .eq('id', 1);
      expect(embedded.data).toEqual([{ slug: 'general', messages: [{ count: 1, max: 1 }] }]);
    });

    it('are refused with PGRST123 when the setting is off (the default)', async () => {
      const off = await rest(b, 'channels?select=count()', { headers: {} });
      expect(off.status).toBe(200);
      // This suite's server enables them; the product's default server refuses them.
      const plain = await startTestBackend(target);
      try {
        const res = await plain.anonClient().from('profiles').select('count()');
        expect(res.status).toBe(400);
        expect(res.error).toEqual({
          code: 'PGRST123',
          message: 'Use of aggregate functions is not allowed',
          details: null,
          hint: null,
        });
      } finally {
        await plain.close();
      }
    });
  });
});
