import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { createItemsTable, ITEM_COUNT, rest } from './fixtures';

interface Item {
  id: number;
  name: string;
  score: number | null;
  tag: string | null;
  flag: boolean | null;
}

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id);

const selectIds = (client: SupabaseClient) => client.from('rest_items').select('id');
type IdQuery = ReturnType<typeof selectIds>;

describe.each(databaseTargets())('table API conformance through supabase-js (%s)', (target) => {
  let b: TestBackend;
  let user: TestUser;
  let db: SupabaseClient;

  beforeAll(async () => {
    b = await startTestBackend(target);
    await createItemsTable(b);
    user = await createTestUser(b, 'conformance');
    db = user.client;
  });
  afterAll(async () => {
    await b?.close();
  });

  describe('select', () => {
    it('returns the listed columns, all columns for *, and renames with alias:column', async () => {
      const listed = await db.from('rest_items').select('id, name').eq('id', 1);
      expect(listed.error).toBeNull();
      expect(listed.data).toEqual([{ id: 1, name: 'alpha' }]);

      const star = await db.from('rest_items').select('*').eq('id', 2).single();
      expect(Object.keys(star.data as object).sort()).toEqual([
        'created_at',
        'flag',
        'id',
        'labels',
        'name',
        'score',
        'tag',
      ]);

      const aliased = await db.from('rest_items').select('key:id, label:name, name').eq('id', 3);
      expect(aliased.data).toEqual([{ key: 3, label: 'gamma', name: 'gamma' }]);
    });

    it('filters with each comparison operator', async () => {
      const cases: [string, (q: IdQuery) => IdQuery, number[]][] = [
        ['eq', (q) => q.eq('score', 30), [3]],
        ['neq', (q) => q.neq('tag', 'a'), [2, 5, 6, 9, 10]],
        ['gt', (q) => q.gt('score', 80), [9, 10]],
        ['gte', (q) => q.gte('score', 80), [8, 9, 10]],
        ['lt', (q) => q.lt('score', 20), [1]],
        ['lte', (q) => q.lte('score', 20), [1, 2]],
        ['like', (q) => q.like('name', '*ta'), [2, 4, 6, 7, 8, 9]],
        ['ilike', (q) => q.ilike('name', 'AL%'), [1]],
        ['is null', (q) => q.is('score', null), [5, 7]],
        ['is true', (q) => q.is('flag', true), [1, 3, 6, 9]],
        ['is false', (q) => q.is('flag', false), [2, 5, 8, 10]],
        ['in with quoting', (q) => q.in('name', ['alpha', 'kappa, (the last)', 'nobody']), [1, 10]],
        ['not in', (q) => q.not('id', 'in', '(1,2,3,4,5,6,7,8)'), [9, 10]],
        ['not eq', (q) => q.not('tag', 'eq', 'c'), [1, 2, 4, 5, 8]],
        ['not is null', (q) => q.not('score', 'is', null), [1, 2, 3, 4, 6, 8, 9, 10]],
        ['or', (q) => q.or('score.gte.90,name.eq.alpha'), [1, 9, 10]],
        ['or with and inside', (q) => q.or('and(tag.eq.a,flag.is.true),id.eq.2'), [1, 2]],
        ['match', (q) => q.match({ tag: 'c', flag: true }), [6, 9]],
        ['contains (cs)', (q) => q.contains('labels', ['red']), [1, 2]],
        [
          'contained by (cd)',
          (q) => q.containedBy('labels', ['red', 'green']).neq('labels', '{}'),
          [1, 2],
        ],
        ['overlaps (ov)', (q) => q.overlaps('labels', ['blue', 'red']), [1, 2, 3]],
        ['full text (fts)', (q) => q.textSearch('name', 'alpha | beta'), [1, 2]],
        [
          'plain full text with a language',
          (q) => q.textSearch('name', 'gamma', { type: 'plain', config: 'english' }),
          [3],
        ],
        [
          'websearch full text',
          (q) => q.textSearch('name', 'theta or iota', { type: 'websearch' }),
          [8, 9],
        ],
      ];
      for (const [name, apply, want] of cases) {
        const { data, error } = await apply(selectIds(db)).order('id');
        expect(error, name).toBeNull();
        expect(ids(data as Item[] | null), name).toEqual(want);
      }
    });

    it('orders ascending, descending, with nulls first or last, on several columns', async () => {
      const desc = await db
        .from('rest_items')
        .select('id')
        .order('score', { ascending: false, nullsFirst: false });
      expect(ids(desc.data)).toEqual([10, 9, 8, 6, 4, 3, 2, 1, 5, 7]);
      const nullsFirst = await db
        .from('rest_items')
        .select('id')
        .order('score', { ascending: true, nullsFirst: true })
        .order('id', { ascending: false });
      expect(ids(nullsFirst.data)).toEqual([7, 5, 1, 2, 3, 4, 6, 8, 9, 10]);
      const twoKeys = await db
        .from('rest_items')
        .select('id')
        .order('tag', { ascending: true, nullsFirst: false })
        .order('id', { ascending: false });
      expect(ids(twoKeys.data)).toEqual([8, 4, 1, 5, 2, 10, 9, 6, 7, 3]);
    });

    it('pages with limit, offset (range) and the Range header', async () => {
      const limited = await db.from('rest_items').select('id').order('id').limit(3);
      expect(ids(limited.data)).toEqual([1, 2, 3]);
      const ranged = await db.from('rest_items').select('id').order('id').range(2, 4);
      expect(ids(ranged.data)).toEqual([3, 4, 5]);

      const res = await rest(b, 'rest_items?select=id&order=id', {
        headers: { 'Range-Unit': 'items', Range: '0-1' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('0-1/*');
      expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);

      const counted = await rest(b, 'rest_items?select=id&order=id', {
        headers: { Range: '2-3', Prefer: 'count=exact' },
      });
      expect(counted.status).toBe(206);
      expect(counted.headers.get('content-range')).toBe(`2-3/${ITEM_COUNT}`);
    });

    it('counts exactly (estimated too), planned from the planner, and answers HEAD without a body', async () => {
      for (const count of ['exact', 'estimated'] as const) {
        const res = await db.from('rest_items').select('*', { count }).lt('id', 4);
        expect(res.count).toBe(3);
      }
      const planned = await db.from('rest_items').select('*', { count: 'planned' }).lt('id', 4);
      expect(planned.error).toBeNull();
      expect(Number.isInteger(planned.count)).toBe(true);
      const head = await db
        .from('rest_items')
        .select('*', { count: 'exact', head: true })
        .gt('id', 5);
      expect(head.error).toBeNull();
      expect(head.count).toBe(5);
      expect(head.data).toBeNull();

      const raw = await rest(b, 'rest_items?id=gt.5', {
        method: 'HEAD',
        headers: { Prefer: 'count=exact' },
      });
      expect(raw.status).toBe(200);
      expect(raw.headers.get('content-range')).toBe('0-4/5');
      expect(await raw.text()).toBe('');
    });

    it('writes Content-Range as PostgREST does: */total when empty, */* without a count, 416 past the end', async () => {
      const empty = await rest(b, 'rest_items?id=gt.1000', { headers: { Prefer: 'count=exact' } });
      expect(empty.headers.get('content-range')).toBe('*/0');
      expect(await empty.json()).toEqual([]);

      const noCount = await rest(b, 'rest_items?id=gt.1000');
      expect(noCount.headers.get('content-range')).toBe('*/*');

      const past = await rest(b, 'rest_items?offset=20', { headers: { Prefer: 'count=exact' } });
      expect(past.status).toBe(416);
      expect(await past.json()).toEqual({
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: `An offset of 20 was requested, but there are only ${ITEM_COUNT} rows.`,
        hint: null,
      });
    });

    it('returns one object for single() and PGRST116 (406) otherwise; maybeSingle() gives null for none', async () => {
      const one = await db.from('rest_items').select('id, name').eq('id', 4).single();
      expect(one.data).toEqual({ id: 4, name: 'delta' });

      const many = await db.from('rest_items').select('id').single();
      expect(many.status).toBe(406);
      expect(many.error).toEqual({
        code: 'PGRST116',
        message: 'JSON object requested, multiple (or no) rows returned',
        details: `The result contains ${ITEM_COUNT} rows`,
        hint: null,
      });
      const none = await db.from('rest_items').select('id').eq('id', 999).single();
      expect(none.error?.details).toBe('The result contains 0 rows');

      const maybeNone = await db.from('rest_items').select('id').eq('id', 999).maybeSingle();
      expect(maybeNone.error).toBeNull();
      expect(maybeNone.data).toBeNull();
      const maybeOne = await db.from('rest_items').select('id').eq('id', 9).maybeSingle();
      expect(maybeOne.data).toEqual({ id: 9 });
    });

    it('strips nulls when asked through the Accept header', async () => {
      const res = await db.from('rest_items').select('id, score, tag').eq('id', 7).stripNulls();
      expect(res.data).toEqual([{ id: 7 }]);
    });
  });

  describe('insert, update, delete', () => {
    it('inserts with return=minimal (no body), representation and headers-only', async () => {
      const minimal = await db.from('rest_items').insert({ id: 100, name: 'n100' });
      expect(minimal.status).toBe(201);
      expect(minimal.data).toBeNull();

      const rep = await db
        .from('rest_items')
        .insert({ id: 101, name: 'n101', score: 5 })
        .select('id, score')
        .single();
      expect(rep.status).toBe(201);
      expect(rep.data).toEqual({ id: 101, score: 5 });

      const headersOnly = await rest(b, 'rest_items', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only, count=exact' },
        body: JSON.stringify({ id: 102, name: 'n102' }),
      });
      expect(headersOnly.status).toBe(201);
      expect(headersOnly.headers.get('content-range')).toBe('*/1');
      expect(await headersOnly.text()).toBe('');
    });

    it('inserts arrays with the columns parameter (missing keys become null)', async () => {
      const res = await db
        .from('rest_items')
        .insert([
          { id: 110, name: 'n110', score: 1 },
          { id: 111, name: 'n111' },
        ])
        .select('id, score');
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { id: 110, score: 1 },
        { id: 111, score: null },
      ]);
    });

    it('fills the columns a row lacks with their defaults under missing=default', async () => {
      const res = await db
        .from('rest_items')
        .insert(
          [
            { id: 115, name: 'n115', score: 1, labels: ['x'] },
            { id: 116, name: 'n116' },
          ],
          { defaultToNull: false },
        )
        .select('id, score, labels');
      expect(res.status).toBe(201);
      expect(res.data).toEqual([
        { id: 115, score: 1, labels: ['x'] },
        { id: 116, score: null, labels: [] },
      ]);
      const same = await db
        .from('rest_items')
        .insert([{ id: 117, name: 'n117' }], { defaultToNull: false })
        .select('id');
      expect(same.data).toEqual([{ id: 117 }]);
    });

    it('upserts with merge-duplicates and ignore-duplicates, on the key or on_conflict', async () => {
      await db.from('rest_items').insert({ id: 120, name: 'n120', score: 1 });
      const merged = await db
        .from('rest_items')
        .upsert({ id: 120, name: 'n120', score: 2 })
        .select('id, score');
      expect(merged.error).toBeNull();
      expect(merged.data).toEqual([{ id: 120, score: 2 }]);

      const byName = await db
        .from('rest_items')
        .upsert({ id: 120, name: 'n120', score: 3 }, { onConflict: 'name' })
        .select('score');
      expect(byName.data).toEqual([{ score: 3 }]);

      const ignored = await db
        .from('rest_items')
        .upsert({ id: 120, name: 'n120', score: 9 }, { ignoreDuplicates: true })
        .select('score');
      expect(ignored.data).toEqual([]);
      const badTarget = await db
        .from('rest_items')
        .upsert({ id: 120, name: 'n120' }, { onConflict: 'nope' });
      expect(badTarget.error?.code).toBe('PGRST204');
      const stored = await asServer<{ score: number }>(
        b,
        'select score from public.rest_items where id = 120',
      );
      expect(stored).toEqual([{ score: 3 }]);
    });

    it('updates matching rows: 204 by default, the rows with representation, a count on request', async () => {
      await db.from('rest_items').insert([
        { id: 130, name: 'n130', tag: 'upd' },
        { id: 131, name: 'n131', tag: 'upd' },
      ]);
      const plain = await db.from('rest_items').update({ score: 7 }).eq('tag', 'upd');
      expect(plain.status).toBe(204);
      const rep = await db
        .from('rest_items')
        .update({ score: 8 }, { count: 'exact' })
        .eq('tag', 'upd')
        .select('id, score')
        .order('id');
      expect(rep.status).toBe(200);
      expect(rep.count).toBe(2);
      expect(rep.data).toEqual([
        { id: 130, score: 8 },
        { id: 131, score: 8 },
      ]);
      const none = await db.from('rest_items').update({ score: 1 }).eq('id', -1).select();
      expect(none.data).toEqual([]);
    });

    it('rolls back a write that asked for one object and touched several', async () => {
      await db.from('rest_items').insert([
        { id: 140, name: 'n140', tag: 'single' },
        { id: 141, name: 'n141', tag: 'single' },
      ]);
      const res = await db
        .from('rest_items')
        .update({ score: 99 })
        .eq('tag', 'single')
        .select()
        .single();
      expect(res.error?.code).toBe('PGRST116');
      expect(res.error?.details).toBe('The result contains 2 rows');
      const stored = await asServer<{ score: number | null }>(
        b,
        "select score from public.rest_items where tag = 'single'",
      );
      expect(stored.every((r) => r.score === null)).toBe(true);
    });

    it('rolls back a write over max-affected under handling=strict (PGRST124)', async () => {
      await db.from('rest_items').insert([
        { id: 145, name: 'n145', tag: 'capped' },
        { id: 146, name: 'n146', tag: 'capped' },
      ]);
      // What supabase-js sends for .maxAffected(n) (typed for PostgREST 13 clients only).
      const strict = (n: number) => ({
        'Content-Type': 'application/json',
        Prefer: `handling=strict, max-affected=${n}`,
      });
      const over = await rest(b, 'rest_items?tag=eq.capped', {
        method: 'PATCH',
        token: user.token,
        headers: strict(1),
        body: JSON.stringify({ score: 5 }),
      });
      expect(over.status).toBe(400);
      expect(await over.json()).toEqual({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 2 rows',
        hint: null,
      });
      const kept = await asServer<{ n: number }>(
        b,
        "select count(*)::int as n from public.rest_items where tag = 'capped' and score is null",
      );
      expect(kept).toEqual([{ n: 2 }]);
      const within = await rest(b, 'rest_items?tag=eq.capped', {
        method: 'DELETE',
        token: user.token,
        headers: strict(2),
      });
      expect(within.status).toBe(204);
    });

    it('deletes matching rows with each return mode', async () => {
      await db.from('rest_items').insert([
        { id: 150, name: 'n150', tag: 'del' },
        { id: 151, name: 'n151', tag: 'del' },
        { id: 152, name: 'n152', tag: 'del2' },
      ]);
      const rep = await db.from('rest_items').delete().eq('id', 150).select('id');
      expect(rep.status).toBe(200);
      expect(rep.data).toEqual([{ id: 150 }]);
      const counted = await db.from('rest_items').delete({ count: 'exact' }).in('id', [151, 152]);
      expect(counted.status).toBe(204);
      expect(counted.count).toBe(2);
      const left = await asServer(
        b,
        'select id from public.rest_items where id between 150 and 152',
      );
      expect(left).toEqual([]);
    });
  });

  describe('rpc', () => {
    it('validate_email_for_signup answers exists, action and message', async () => {
      const anon = b.anonClient();
      const taken = await anon.rpc('validate_email_for_signup', {
        user_email: user.email.toUpperCase(),
      });
      expect(taken.error).toBeNull();
      expect(taken.data).toEqual({
        exists: true,
        provider: 'email',
        action: 'redirect_to_signin',
        message: 'An account with this email already exists. Please sign in instead.',
      });
      const free = await anon.rpc('validate_email_for_signup', {
        user_email: 'nobody-here@example.com',
      });
      expect(free.data).toMatchObject({ exists: false, action: 'allow_signup' });
      const viaGet = await anon.rpc(
        'validate_email_for_signup',
        { user_email: user.email },
        { get: true },
      );
      expect(viaGet.data).toMatchObject({ exists: true });
    });

    it('create_missing_profile works for oneself and fails with 42501 (403) for another user', async () => {
      const other = await createTestUser(b, 'other');
      await asServer(b, 'delete from public.profiles where id = $1', [user.id]);
      const own = await db.rpc('create_missing_profile', { user_id: user.id });
      expect(own.error).toBeNull();
      expect(own.data).toEqual({ id: user.id, is_active: true, subscription_tier: 'starter' });

      const theirs = await db.rpc('create_missing_profile', { user_id: other.id });
      expect(theirs.status).toBe(403);
      expect(theirs.error).toMatchObject({
        code: '42501',
        message: 'You can only create your own profile',
      });

      const anon = await b.anonClient().rpc('create_missing_profile', { user_id: user.id });
      expect(anon.status).toBe(401);
      expect(anon.error?.code).toBe('42501');
    });

    it('cleanup_expired_oauth_state returns how many records it removed', async () => {
      await asServer(
        b,
        `insert into public.figma_oauth_state (state, session_id, expires_at) values
          ('expired-state-0000001', 's', now() - interval '1 minute'),
          ('expired-state-0000002', 's', now() - interval '1 hour'),
          ('current-state-0000003', 's', now() + interval '5 minutes')`,
      );
      const res = await b.anonClient().rpc('cleanup_expired_oauth_state');
      expect(res.error).toBeNull();
      expect(res.data).toBe(2);
      const again = await b.anonClient().rpc('cleanup_expired_oauth_state');
      expect(again.data).toBe(0);
    });

    it('answers PGRST202 for an unknown function or unknown argument names', async () => {
      const unknown = await db.rpc('no_such_function', { a: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.error).toEqual({
        code: 'PGRST202',
        message: 'Could not find the function public.no_such_function(a) in the schema cache',
        details:
          'Searched for the function public.no_such_function with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: null,
      });
      const wrongArg = await db.rpc('validate_email_for_signup', { email: 'x@example.com' });
      expect(wrongArg.error?.code).toBe('PGRST202');
      expect(wrongArg.error?.hint).toBe(
        'Perhaps you meant to call the function public.validate_email_for_signup(user_email)',
      );
      const typo = await db.rpc('validate_email_for_signu', { user_email: 'x@example.com' });
      expect(typo.error?.hint).toBe(
        'Perhaps you meant to call the function public.validate_email_for_signup',
      );
      const trigger = await db.rpc('handle_new_user');
      expect(trigger.error?.code).toBe('PGRST202');
    });

    it('returns rows of a set-returning function, with filters, order and count', async () => {
      await b.server.ctx.db.exec(`
        create function public.rest_items_above(min_score integer) returns setof public.rest_items
          language sql stable as $$ select * from public.rest_items where score > min_score $$;
        grant execute on function public.rest_items_above(integer) to anon, authenticated;
      `);
      const res = await db
        .rpc('rest_items_above', { min_score: 50 }, { count: 'exact' })
        .select('id')
        .lt('id', 10)
        .order('id', { ascending: false });
      expect(res.error).toBeNull();
      expect(res.data).toEqual([{ id: 9 }, { id: 8 }, { id: 6 }]);
      expect(res.count).toBe(3);

      const viaGet = await db
        .rpc('rest_items_above', { min_score: 85 }, { get: true })
        .select('id, name')
        .order('id');
      expect(viaGet.data).toEqual([
        { id: 9, name: 'iota' },
        { id: 10, name: 'kappa, (the last)' },
      ]);
      const one = await db.rpc('rest_items_above', { min_score: 95 }).select('id').single();
      expect(one.data).toEqual({ id: 10 });
    });

    it('returns null data for void functions, arrays for sets of scalars, defaults for omitted arguments', async () => {
      await b.server.ctx.db.exec(`
        create function public.rest_touch(item integer) returns void
          language sql volatile as $$ update public.rest_items set tag = tag where id = item $$;
        create function public.rest_names(max_id integer default 3) returns setof text
          language sql stable as $$ select name from public.rest_items where id <= max_id order by id $$;
        grant execute on function public.rest_touch(integer), public.rest_names(integer) to anon, authenticated;
      `);
      const touched = await db.rpc('rest_touch', { item: 1 });
      expect(touched.error).toBeNull();
      expect(touched.status).toBe(204);
      expect(touched.data).toBeNull();

      expect((await db.rpc('rest_names')).data).toEqual(['alpha', 'beta', 'gamma']);
      expect((await db.rpc('rest_names', { max_id: 1 })).data).toEqual(['alpha']);
    });
  });

  describe('PostgREST-shaped errors', () => {
    it('unknown table: 404 PGRST205', async () => {
      const res = await db.from('no_such_table').select();
      expect(res.status).toBe(404);
      expect(res.error).toEqual({
        code: 'PGRST205',
        message: "Could not find the table 'public.no_such_table' in the schema cache",
        details: null,
        hint: null,
      });
    });

    it('suggests a close table name the way PostgREST does', async () => {
      const res = await db.from('generation').select();
      expect(res.error).toMatchObject({
        code: 'PGRST205',
        hint: "Perhaps you meant the table 'public.generations'",
      });
    });

    it('unknown column in select, filter or order: 400 42703', async () => {
      for (const res of [
        await db.from('rest_items').select('id, nope'),
        await db.from('rest_items').select().eq('nope', 1),
        await db.from('rest_items').select().order('nope'),
      ]) {
        expect(res.status).toBe(400);
        expect(res.error).toEqual({
          code: '42703',
          message: 'column rest_items.nope does not exist',
          details: null,
          hint: null,
        });
      }
      const write = await db.from('rest_items').insert({ id: 160, name: 'n160', nope: 1 });
      expect(write.error).toMatchObject({
        code: 'PGRST204',
        message: "Could not find the 'nope' column of 'rest_items' in the schema cache",
      });
    });

    it('unknown operator and malformed filters: 400 PGRST100', async () => {
      const op = await rest(b, 'rest_items?name=foo.alpha');
      expect(op.status).toBe(400);
      expect(await op.json()).toEqual({
        code: 'PGRST100',
        message: '"failed to parse filter (foo.alpha)" (line 1, column 1)',
        details: 'unexpected "f" expecting "not" or operator (eq, gt, ...)',
        hint: null,
      });
      for (const bad of [
        'id=in.(1,2',
        'id=is.maybe',
        'id=eq',
        'order=id.sideways',
        'or=(id.eq.1',
        'select=id,,name',
      ]) {
        const res = await rest(b, `rest_items?${bad}`);
        expect(res.status, bad).toBe(400);
        const body = (await res.json()) as { code: string; message: string };
        expect(body.code, bad).toBe('PGRST100');
        expect(body.message, bad).toMatch(/^"failed to parse /);
      }
    });

    it('unrelated embeds, unknown casts and aggregates are refused with a clear 400', async () => {
      const embed = await db.from('rest_items').select('id, profiles(id)');
      expect(embed.status).toBe(400);
      expect(embed.error?.code).toBe('PGRST200');
      expect(embed.error?.message).toBe(
        "Could not find a relationship between 'rest_items' and 'profiles' in the schema cache",
      );
      const cast = await rest(b, 'rest_items?select=id::text&id=eq.1');
      expect(await cast.json()).toEqual([{ id: '1' }]);
      const badCast = await rest(b, 'rest_items?select=id::nosuchtype');
      expect(await badCast.json()).toMatchObject({ code: '42704' });
      const agg = await rest(b, 'rest_items?select=count()');
      expect(await agg.json()).toMatchObject({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
      });
      const embeddedFilter = await rest(b, 'rest_items?profiles.id=eq.1');
      expect(await embeddedFilter.json()).toMatchObject({ code: 'PGRST108' });
    });

    it('bad JSON body: 400 PGRST102', async () => {
      const res = await rest(b, 'rest_items', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"id": 1,',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: null,
        hint: null,
      });
      const mixed = await rest(b, 'rest_items', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify([{ id: 1 }, { name: 'x' }]),
      });
      expect(await mixed.json()).toMatchObject({
        code: 'PGRST102',
        message: 'All object keys must match',
      });
      const plainText = await rest(b, 'rest_items', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'id=1',
      });
      expect(plainText.status).toBe(415);
    });

    it('invalid input 22P02, not-null 23502 and check 23514 are 400; unique 23505 and foreign key 23503 are 409', async () => {
      const syntax = await db.from('rest_items').select().eq('id', 'abc');
      expect(syntax.status).toBe(400);
      expect(syntax.error).toMatchObject({
        code: '22P02',
        message: 'invalid input syntax for type integer: "abc"',
      });

      const notNull = await db.from('rest_items').insert({ id: 170 });
      expect(notNull.status).toBe(400);
      expect(notNull.error?.code).toBe('23502');

      const anon = b.anonClient();
      const check = await anon.from('contact_requests').insert({
        first_name: 'A',
        last_name: 'B',
        company: 'C',
        country: 'D',
        job_title: 'E',
        email: 'a@b.c',
        company_size: 'huge',
        message: 'Hello',
      });
      expect(check.status).toBe(400);
      expect(check.error?.code).toBe('23514');

      const unique = await db.from('rest_items').insert({ id: 1, name: 'dupe' });
      expect(unique.status).toBe(409);
      expect(unique.error).toMatchObject({
        code: '23505',
        message: 'duplicate key value violates unique constraint "rest_items_pkey"',
      });

      const fk = await b
        .serviceClient()
        .from('generations')
        .insert({ user_id: '00000000-0000-4000-8000-000000000000', name: 'x' });
      expect(fk.status).toBe(409);
      expect(fk.error?.code).toBe('23503');
    });

    it('API key and JWT problems: 401 with the gateway and PostgREST bodies', async () => {
      const noKey = await fetch(`${b.url}/rest/v1/rest_items`);
      expect(noKey.status).toBe(401);
      expect(await noKey.json()).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });

      const keyInQuery = await fetch(
        `${b.url}/rest/v1/rest_items?select=id&id=eq.1&apikey=${b.anonKey}`,
      );
      expect(await keyInQuery.json()).toEqual([{ id: 1 }]);

      const bearerOnly = await fetch(`${b.url}/rest/v1/rest_items`, {
        headers: { Authorization: `Bearer ${user.token}` },
      });
      expect(bearerOnly.status).toBe(401);
      expect(await bearerOnly.json()).toMatchObject({ message: 'No API key found in request' });

      const wrongKey = await rest(b, 'rest_items', { headers: { apikey: 'not-a-key' } });
      expect(wrongKey.status).toBe(401);
      expect(await wrongKey.json()).toMatchObject({ message: 'Invalid API key' });

      const badJwt = await rest(b, 'rest_items', { token: 'not-a-jwt' });
      expect(badJwt.status).toBe(401);
      expect(badJwt.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
      expect(await badJwt.json()).toEqual({
        code: 'PGRST301',
        message: 'Expected 3 parts in JWT; got 1',
        details: null,
        hint: null,
      });
      const forged = await rest(b, 'rest_items', { token: `${user.token.slice(0, -4)}AAAA` });
      expect(await forged.json()).toMatchObject({
        code: 'PGRST301',
        message: 'JWT cryptographic operation failed',
      });
      const expired = await b.server.ctx.keys.sign({ sub: user.id, role: 'authenticated' }, -60);
      const late = await rest(b, 'rest_items', { token: expired });
      expect(await late.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    });

    it('methods: PUT is refused with 405, a writing function through GET with 405 (read-only)', async () => {
      const put = await rest(b, 'rest_items?id=eq.1', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 1, name: 'alpha' }),
      });
      expect(put.status).toBe(405);
      expect(await put.json()).toMatchObject({ code: 'PGRST117' });

      await asServer(
        b,
        "insert into public.figma_oauth_state (state, session_id, expires_at) values ('expired-for-get-000001', 's', now() - interval '1 hour')",
      );
      const viaGet = await b.anonClient().rpc('cleanup_expired_oauth_state', {}, { get: true });
      expect(viaGet.status).toBe(405);
      expect(viaGet.error?.code).toBe('25006');
      const rpcPatch = await rest(b, 'rpc/cleanup_expired_oauth_state', { method: 'PATCH' });
      expect(await rpcPatch.json()).toMatchObject({
        code: 'PGRST101',
        message: 'Cannot use the PATCH method on RPC',
      });
    });

    it('a body over the limit: 413', async () => {
      const res = await rest(b, 'rest_items', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 180, name: 'x'.repeat(6 * 1024 * 1024) }),
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { code: string }).code).toBe('PGRST102');
    });

    it('permission errors: 401 for anon, 403 for a signed-in user', async () => {
      const anon = await b.anonClient().from('generations').select();
      expect(anon.status).toBe(401);
      expect(anon.error).toMatchObject({
        code: '42501',
        message: 'permission denied for table generations',
      });
      const authed = await db.from('generations').insert({ user_id: user.id, name: 'free' });
      expect(authed.status).toBe(403);
      expect(authed.error?.code).toBe('42501');
    });

    it('schemas other than public: 406 PGRST106', async () => {
      const res = await rest(b, 'users', { headers: { 'Accept-Profile': 'auth' } });
      expect(res.status).toBe(406);
      expect(await res.json()).toEqual({
        code: 'PGRST106',
        message: 'Invalid schema: auth',
        details: null,
        hint: 'Only the following schemas are exposed: public',
      });
      const ok = await rest(b, 'rest_items?id=eq.1&select=id', {
        headers: { 'Accept-Profile': 'public' },
      });
      expect(ok.headers.get('content-profile')).toBe('public');
    });
  });
});
