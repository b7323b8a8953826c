import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { expectNoLeak, rest } from './fixtures';
import { createRelationsSchema } from './relations-schema';

/**
 * PostgREST 12's spreads, self-references, functions as relations, relationships through
 * views, execution plans and write semantics, through supabase-js as its users call them,
 * with the settings PostgREST's client projects test with (schemas public,personal,
 * aggregates on, tx-end commit-allow-override, plans on).
 */
describe.each(databaseTargets())('PostgREST 12 relations and plans (%s)', (target) => {
  let b: TestBackend;
  let ann: TestUser;
  let ben: TestUser;
  let db: SupabaseClient;

  beforeAll(async () => {
    b = await startTestBackend(target, {
      DB_SCHEMAS: 'public,personal',
      DB_TX_END: 'commit-allow-override',
      DB_AGGREGATES_ENABLED: 'true',
      DB_PLAN_ENABLED: 'true',
    });
    ann = await createTestUser(b, 'ann');
    ben = await createTestUser(b, 'ben');
    await createRelationsSchema(b, { ann: ann.id, ben: ben.id });
    db = ann.client;
  });
  afterAll(async () => {
    await b?.close();
  });

  describe('spread', () => {
    it('spreads to-one columns, nested spreads and * into the parent object', async () => {
      const nested = await db
        .from('posts')
        .select('id, ...rooms(slug, ...room_details(details))')
        .order('id');
      expect(nested.error).toBeNull();
      expect(nested.data).toEqual([
        { id: 1, slug: 'public', details: 'Details for public room' },
        { id: 2, slug: 'random', details: 'Details for random room' },
        { id: 3, slug: 'other', details: null },
        { id: 4, slug: 'other', details: null },
      ]);
      const star = await db.from('rooms').select('slug, ...room_details(*)').order('id');
      expect(star.data).toEqual([
        { slug: 'public', id: 1, details: 'Details for public room' },
        { slug: 'random', id: 2, details: 'Details for random room' },
        { slug: 'other', id: null, details: null },
      ]);
      const inner = await db
        .from('rooms')
        .select('slug, ...room_details!inner(details)')
        .order('id');
      expect(inner.data).toEqual([
        { slug: 'public', details: 'Details for public room' },
        { slug: 'random', details: 'Details for random room' },
      ]);
      const insideEmbed = await db
        .from('posts')
        .select('id, rooms(id, ...room_details(detail_id:id, details))')
        .eq('id', 1)
        .single();
      expect(insideEmbed.data).toEqual({
        id: 1,
        rooms: { id: 1, detail_id: 1, details: 'Details for public room' },
      });
    });

    it('groups count() and sum() by spread columns and aggregates spread columns at the parent', async () => {
      const counted = await db
        .from('members')
        .select('handle, posts(rooms(count(), ...room_details(details)))')
        .eq('handle', 'ann')
        .order('id', { referencedTable: 'posts' })
        .single();
      expect(counted.error).toBeNull();
      expect(counted.data).toEqual({
        handle: 'ann',
        posts: [
          { rooms: { count: 1, details: 'Details for public room' } },
          { rooms: { count: 1, details: 'Details for random room' } },
          { rooms: { count: 1, details: null } },
          { rooms: { count: 1, details: null } },
        ],
      });
      const summed = await db
        .from('members')
        .select('handle, posts(rooms(id.sum(), ...room_details(details_sum:id.sum(), details)))')
        .eq('handle', 'ann')
        .order('id', { referencedTable: 'posts' })
        .single();
      expect(summed.error).toBeNull();
      expect(summed.data?.posts).toEqual([
        { rooms: { sum: 1, details_sum: 1, details: 'Details for public room' } },
        { rooms: { sum: 2, details_sum: 2, details: 'Details for random room' } },
        { rooms: { sum: 3, details_sum: null, details: null } },
        { rooms: { sum: 3, details_sum: null, details: null } },
      ]);
      const perRoom = await db.from('posts').select('total:score.sum(), ...rooms(slug)');
      expect(perRoom.error).toBeNull();
      expect([...(perRoom.data ?? [])].sort((x, y) => x.total - y.total)).toEqual([
        { total: 3, slug: 'public' },
        { total: 5, slug: 'random' },
        { total: 18, slug: 'other' },
      ]);
      const onlySpread = await db.from('posts').select('...rooms(room_ids:id.sum())');
      expect(onlySpread.data).toEqual([{ room_ids: 9 }]);
    });

    it('refuses a spread of a to-many relationship with PGRST119, as PostgREST 12 does', async () => {
      const res = await db.from('rooms').select('id, ...posts(id, body)');
      expect(res.status).toBe(400);
      expect(res.error).toEqual({
        code: 'PGRST119',
        message: "A spread operation on 'posts' is not possible",
        details: "'rooms' and 'posts' do not form a many-to-one or one-to-one relationship",
        hint: null,
      });
    });
  });

  describe('embeds without columns', () => {
    it('leaves an embed that selects nothing out of the answer, and still filters with it', async () => {
      const res = await db.from('posts').select('body, members()').eq('id', 1).single();
      expect(res.error).toBeNull();
      expect(res.data).toEqual({ body: 'Hello World' });
      const withPosts = await db.from('members').select('handle, posts!inner()');
      expect(withPosts.data).toEqual([{ handle: 'ann' }]);
    });
  });

  describe('self-referencing tables', () => {
    it('embeds children by the table name and the parent by the column name', async () => {
      const children = await db
        .from('folders')
        .select('*, folders(*)')
        .eq('id', 1)
        .order('id', { referencedTable: 'folders' })
        .single();
      expect(children.error).toBeNull();
      expect(children.data).toEqual({
        id: 1,
        title: 'Root',
        parent_id: null,
        folders: [
          { id: 2, title: 'Child of root', parent_id: 1 },
          { id: 3, title: 'Another child of root', parent_id: 1 },
        ],
      });
      const parent = await db.from('folders').select('*, parent_id(*)').eq('id', 4).single();
      expect(parent.data).toEqual({
        id: 4,
        title: 'Grandchild',
        parent_id: { id: 2, title: 'Child of root', parent_id: 1 },
      });
      const byColumnHint = await db
        .from('folders')
        .select('id, kids:folders!parent_id(id, kids:folders!parent_id(id))')
        .eq('id', 1)
        .order('id', { referencedTable: 'kids' })
        .order('id', { referencedTable: 'kids.kids' })
        .single();
      expect(byColumnHint.data).toEqual({
        id: 1,
        kids: [
          { id: 2, kids: [{ id: 4 }, { id: 5 }] },
          { id: 3, kids: [{ id: 6 }] },
        ],
      });
    });

    it('answers PGRST200 for a constraint hint on a self-reference, as PostgREST 12 does', async () => {
      const res = await db.from('folders').select('*, folders!folders_parent_id_fkey(*)');
      expect(res.status).toBe(400);
      expect(res.error).toEqual({
        code: 'PGRST200',
        message:
          "Could not find a relationship between 'folders' and 'folders' in the schema cache",
        details:
          "Searched for a foreign key relationship between 'folders' and 'folders' using the hint 'folders_parent_id_fkey' in the schema 'public', but no matches were found.",
        hint: null,
      });
    });

    it('embeds a table with two keys to itself by column, and answers PGRST201 by its name', async () => {
      const parents = await db
        .from('boards')
        .select('id, parents:parent(name), main(name)')
        .eq('id', 3)
        .single();
      expect(parents.data).toEqual({
        id: 3,
        parents: { name: 'Main board' },
        main: { name: 'First task' },
      });
      const children = await db
        .from('boards')
        .select('id, children:boards!parent(id)')
        .eq('id', 1)
        .order('id', { referencedTable: 'children' })
        .single();
      expect(children.data).toEqual({ id: 1, children: [{ id: 2 }, { id: 3 }] });
      const ambiguous = await db.from('boards').select('children:boards(*)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error).toEqual({
        code: 'PGRST201',
        message:
          "Could not embed because more than one relationship was found for 'boards' and 'boards'",
        details: [
          {
            cardinality: 'one-to-many',
            embedding: 'boards with boards',
            relationship: 'boards_main_fkey using boards(id) and boards(main)',
          },
          {
            cardinality: 'one-to-many',
            embedding: 'boards with boards',
            relationship: 'boards_parent_fkey using boards(id) and boards(parent)',
          },
        ],
        hint: "Try changing 'boards' to one of the following: 'boards!boards_main_fkey', 'boards!boards_parent_fkey'. Find the desired relationship in the 'details' key.",
      });
    });
  });

  describe('functions as relations', () => {
    it('embeds a set-returning function of the row, with field selection, computed fields and nested links', async () => {
      const byRoom = await db
        .from('rooms')
        .select('id, all_posts:room_posts(id, teaser, rooms(slug))')
        .order('id')
        .order('id', { referencedTable: 'all_posts' });
      expect(byRoom.error).toBeNull();
      expect(byRoom.data).toEqual([
        { id: 1, all_posts: [{ id: 1, teaser: 'Hel', rooms: { slug: 'public' } }] },
        { id: 2, all_posts: [{ id: 2, teaser: 'Per', rooms: { slug: 'random' } }] },
        {
          id: 3,
          all_posts: [
            { id: 3, teaser: 'Som', rooms: { slug: 'other' } },
            { id: 4, teaser: 'Ano', rooms: { slug: 'other' } },
          ],
        },
      ]);
      // The same name on another table is that table's own overload; RLS still decides the rows.
      const byMember = await ben.client
        .from('members')
        .select('handle, room_posts(id)')
        .in('handle', ['ann', 'ben'])
        .order('handle');
      expect(byMember.data).toEqual([
        { handle: 'ann', room_posts: [] },
        { handle: 'ben', room_posts: [{ id: 5 }] },
      ]);
    });

    it('embeds a single-row function and a ROWS 1 set as objects, and !inner keeps rows that have one', async () => {
      const single = await db.from('members').select('handle, card:first_card(id)').order('handle');
      expect(single.data).toEqual([
        { handle: 'ann', card: { id: 1 } },
        // A function returning one row (not a set) gives a row of nulls when nothing matches.
        { handle: 'ben', card: { id: null } },
        { handle: 'cy', card: { id: null } },
        { handle: 'dee', card: { id: null } },
      ]);
      const none = await db.from('members').select('handle, only_card(id)').eq('handle', 'ben');
      expect(none.data).toEqual([{ handle: 'ben', only_card: null }]);
      const rowsOne = await db.from('members').select('handle, only_card(*)').eq('handle', 'ann');
      expect(rowsOne.data).toEqual([{ handle: 'ann', only_card: { id: 1, handle: 'ann' } }]);
      const notNull = await db.from('members').select('handle, card:only_card!inner(id)');
      expect(notNull.data).toEqual([{ handle: 'ann', card: { id: 1 } }]);
    });

    it('answers PGRST200 without a hint for a function that does not take the row', async () => {
      const res = await db.from('posts').select('id, list_all(*)');
      expect(res.status).toBe(400);
      expect(res.error).toEqual({
        code: 'PGRST200',
        message: "Could not find a relationship between 'posts' and 'list_all' in the schema cache",
        details:
          "Searched for a foreign key relationship between 'posts' and 'list_all' in the schema 'public', but no matches were found.",
        hint: null,
      });
    });

    it('calls a returns table(...) function with select and filters', async () => {
      const res = await db.rpc('member_status', { who: 'ann' }).select('status');
      expect(res.error).toBeNull();
      expect(res.data).toEqual([{ status: 'ONLINE' }]);
      const filtered = await db.rpc('member_status', { who: 'ann' }).neq('status', 'ONLINE');
      expect(filtered.data).toEqual([]);
    });
  });

  describe('relationships through views', () => {
    it('embeds from a view to a table, a table to a view, and a view to a view', async () => {
      const viewToTable = await db
        .from('recent_posts')
        .select('id, members(handle, status)')
        .lte('id', 2)
        .order('id');
      expect(viewToTable.error).toBeNull();
      expect(viewToTable.data).toEqual([
        { id: 1, members: { handle: 'ann', status: 'ONLINE' } },
        { id: 2, members: { handle: 'ann', status: 'ONLINE' } },
      ]);
      const tableToView = await db.from('member_cards').select('id, member_names(*)').order('id');
      expect(tableToView.data).toEqual([
        { id: 1, member_names: { name: 'ann', constant: 1 } },
        { id: 2, member_names: null },
      ]);
      const viewToView = await db
        .from('recent_posts')
        .select('id, active_members(handle)')
        .eq('id', 1)
        .single();
      expect(viewToView.data).toEqual({ id: 1, active_members: { handle: 'ann' } });
    });

    it('follows keys of a table the API does not expose through its view, both ways', async () => {
      const badges = await db.from('members').select('handle, badges(label)').order('handle');
      expect(badges.error).toBeNull();
      expect(badges.data).toEqual([
        { handle: 'ann', badges: [{ label: 'Founder' }] },
        { handle: 'ben', badges: [] },
        { handle: 'cy', badges: [{ label: 'Helper' }] },
        { handle: 'dee', badges: [] },
      ]);
      const holders = await db.from('badges').select('label, holder(status)').order('id');
      expect(holders.data).toEqual([
        { label: 'Founder', holder: { status: 'ONLINE' } },
        { label: 'Helper', holder: { status: 'ONLINE' } },
      ]);
    });

    it('embeds a function of a view row, and the rows of a function returning a view', async () => {
      const fromView = await db
        .from('active_members')
        .select('handle, active_posts(id)')
        .eq('handle', 'ann')
        .order('id', { referencedTable: 'active_posts' })
        .single();
      expect(fromView.data).toEqual({
        handle: 'ann',
        active_posts: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
      });
      const rpc = await db
        .rpc('recent_posts_by', { who: 'ann' })
        .select('id, members(handle)')
        .lte('id', 2)
        .order('id');
      expect(rpc.error).toBeNull();
      expect(rpc.data).toEqual([
        { id: 1, members: { handle: 'ann' } },
        { id: 2, members: { handle: 'ann' } },
      ]);
    });
  });

  describe('two embeds of the same destination', () => {
    it('tells them apart by column hints under aliases', async () => {
      const res = await db
        .from('pairs')
        .select('id, first:members!first_member(handle), second:members!second_member(handle)')
        .order('id');
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { id: 1, first: { handle: 'ann' }, second: { handle: 'ben' } },
        { id: 2, first: { handle: 'ann' }, second: { handle: 'cy' } },
      ]);
    });

    it('answers 42712 when both answer under one name, and PGRST201 without hints', async () => {
      const sameName = await db
        .from('pairs')
        .select('members!first_member(*), members!second_member(*)');
      expect(sameName.status).toBe(400);
      expect(sameName.error).toEqual({
        code: '42712',
        message: 'table name "pairs_members_1" specified more than once',
        details: null,
        hint: null,
      });
      const noHint = await db.from('pairs').select('first:members(*)');
      expect(noHint.status).toBe(300);
      expect(noHint.error).toEqual({
        code: 'PGRST201',
        message:
          "Could not embed because more than one relationship was found for 'pairs' and 'members'",
        details: ['first', 'second', 'third'].map((which) => ({
          cardinality: 'many-to-one',
          embedding: 'pairs with members',
          relationship: `pairs_${which}_member_fkey using pairs(${which}_member) and members(handle)`,
        })),
        hint: "Try changing 'members' to one of the following: 'members!pairs_first_member_fkey', 'members!pairs_second_member_fkey', 'members!pairs_third_member_fkey'. Find the desired relationship in the 'details' key.",
      });
    });
  });

  describe('execution plans (DB_PLAN_ENABLED=true)', () => {
    it('answers the plan in text and JSON, typed with the representation it is for', async () => {
      const text = await db.from('members').select().explain();
      expect(text.error).toBeNull();
      expect(text.data).toMatch(/^Aggregate {2}\(cost=/);
      const json = await db.from('members').select().explain({ format: 'json' });
      expect(json.error).toBeNull();
      expect((json.data as unknown as { Plan: Record<string, unknown> }[])[0]!.Plan).toMatchObject({
        'Node Type': 'Aggregate',
      });
      const raw = await rest(b, 'members?select=handle', {
        headers: { Accept: 'application/vnd.pgrst.plan+json' },
      });
      expect(raw.status).toBe(200);
      expect(raw.headers.get('content-type')).toBe(
        'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
      );
      const plain = await rest(b, 'members', { headers: { Accept: 'application/vnd.pgrst.plan' } });
      expect(plain.headers.get('content-type')).toBe(
        'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
      );
      expect(await plain.text()).toMatch(/^Aggregate[\s\S]*\n$/);
      const object = await rest(b, 'members?handle=eq.ann', {
        headers: {
          Accept: 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object"',
        },
      });
      expect(object.headers.get('content-type')).toBe(
        'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; charset=utf-8',
      );
    });

    it('passes analyze, verbose, settings, buffers and wal to EXPLAIN', async () => {
      const res = await rest(b, 'members?select=handle', {
        headers: {
          Accept:
            'application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose|settings|buffers|wal',
        },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        'application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose|settings|buffers|wal; charset=utf-8',
      );
      const [plan] = (await res.json()) as { Plan: Record<string, unknown>; Settings?: unknown }[];
      expect(plan!.Plan).toHaveProperty('Actual Rows', 1);
      expect(plan!.Plan).toHaveProperty('Output');
      expect(plan!.Plan).toHaveProperty('Shared Hit Blocks');
      expect(plan!.Plan).toHaveProperty('WAL Records');
      expect(plan).toHaveProperty('Settings');
      const fromClient = await db
        .from('members')
        .select('handle')
        .explain({ analyze: true, verbose: true, format: 'json' });
      expect(fromClient.error).toBeNull();
      expect(
        (fromClient.data as unknown as { Plan: Record<string, unknown> }[])[0]!.Plan,
      ).toHaveProperty('Actual Rows', 1);
    });

    it('plans writes and calls; analyze runs them, and tx=rollback undoes it', async () => {
      const insert = await rest(b, 'rooms', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/vnd.pgrst.plan; options=analyze',
          Prefer: 'tx=rollback',
        },
        body: JSON.stringify({ id: 900, slug: 'planned' }),
      });
      expect(insert.status).toBe(200);
      expect(await insert.text()).toMatch(/Insert on rooms/);
      expect(await asServer(b, 'select 1 from public.rooms where id = 900')).toEqual([]);
      const unanalyzed = await rest(b, 'rooms', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/vnd.pgrst.plan' },
        body: JSON.stringify({ id: 901, slug: 'planned' }),
      });
      expect(unanalyzed.status).toBe(200);
      expect(await asServer(b, 'select 1 from public.rooms where id = 901')).toEqual([]);
      const call = await db.rpc('posts_by', { who: 'ann' }).explain({ format: 'json' });
      expect(call.error).toBeNull();
      expect(Array.isArray(call.data)).toBe(true);
    });
  });

  describe('writes', () => {
    it('gives rows of a bulk insert the defaults of the columns they omit, and counts them', async () => {
      const [seq] = await asServer<{ last: string }>(
        b,
        'select last_value as last from public.rooms_id_seq',
      );
      const rooms = await db
        .from('rooms')
        .insert([{ id: 100 }, { slug: 'test-slug' }], { defaultToNull: false, count: 'exact' })
        .select()
        .rollback();
      expect(rooms.error).toBeNull();
      expect(rooms.status).toBe(201);
      expect(rooms.count).toBe(2);
      // The default is evaluated for every row, as PostgREST does: the first row used one too.
      expect(rooms.data).toEqual([
        { id: 100, slug: null, data: null },
        { id: Number(seq!.last) + 2, slug: 'test-slug', data: null },
      ]);
      const members = await db
        .from('members')
        .insert([{ handle: 'eve' }, { handle: 'fay', status: 'AWAY' }], {
          defaultToNull: false,
          count: 'exact',
        })
        .select('handle, status, joined_on')
        .rollback();
      expect(members.count).toBe(2);
      expect(members.data).toEqual([
        { handle: 'eve', status: 'ONLINE', joined_on: '2026-01-01' },
        { handle: 'fay', status: 'AWAY', joined_on: '2026-01-01' },
      ]);
      const upsert = await db
        .from('rooms')
        .upsert([{ id: 1 }, { slug: 'upserted' }], { defaultToNull: false, count: 'exact' })
        .select('id, slug')
        .rollback();
      expect(upsert.error).toBeNull();
      expect(upsert.status).toBe(201);
      expect(upsert.count).toBe(2);
      expect(upsert.data?.[0]).toEqual({ id: 1, slug: null });
      expect(upsert.data?.[1]).toMatchObject({ slug: 'upserted' });
      expect(await asServer(b, 'select slug from public.rooms where id = 1')).toEqual([
        { slug: 'public' },
      ]);
    });

    it('rolls back an update and a function call with Prefer: tx=rollback', async () => {
      const updated = await db
        .from('members')
        .update({ status: 'AWAY' })
        .eq('handle', 'cy')
        .select('status')
        .rollback()
        .single();
      expect(updated.error).toBeNull();
      expect(updated.data).toEqual({ status: 'AWAY' });
      const call = await db.rpc('go_offline', { who: 'dee' }).rollback();
      expect(call.error).toBeNull();
      expect(call.data).toBe('OFFLINE');
      const raw = await rest(b, 'rpc/go_offline', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'tx=rollback' },
        body: JSON.stringify({ who: 'dee' }),
      });
      expect(raw.headers.get('preference-applied')).toBe('tx=rollback');
      expect(
        await asServer(
          b,
          "select handle, status from public.members where handle in ('cy', 'dee') order by handle",
        ),
      ).toEqual([
        { handle: 'cy', status: 'ONLINE' },
        { handle: 'dee', status: 'ONLINE' },
      ]);
    });

    it('answers PGRST116 when .single() finds several rows', async () => {
      const res = await db.from('members').select('handle').single();
      expect(res.status).toBe(406);
      expect(res.error).toEqual({
        code: 'PGRST116',
        message: 'JSON object requested, multiple (or no) rows returned',
        details: 'The result contains 4 rows',
        hint: null,
      });
    });
  });

  describe('aggregates', () => {
    it('answers Postgres 42703 for sum without a column and for an aggregate of a missing column', async () => {
      const noColumn = await db.from('members').select('handle, posts(sum)');
      expect(noColumn.status).toBe(400);
      expect(noColumn.error).toEqual({
        code: '42703',
        message: 'column posts_1.sum does not exist',
        details: null,
        hint: null,
      });
      const missing = await db.from('members').select('total:nothing.count()');
      expect(missing.error).toEqual({
        code: '42703',
        message: 'column members.nothing does not exist',
        details: null,
        hint: null,
      });
      expectNoLeak(JSON.stringify(missing.error));
    });

    it('groups by an embedded resource next to an aggregate', async () => {
      const res = await db
        .from('posts')
        .select('room_id, total:score.sum(), rooms(slug)')
        .order('room_id');
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { room_id: 1, total: 3, rooms: { slug: 'public' } },
        { room_id: 2, total: 5, rooms: { slug: 'random' } },
        { room_id: 3, total: 18, rooms: { slug: 'other' } },
      ]);
    });

    it('aggregates computed fields and counts with count as a column', async () => {
      const summed = await db.from('posts').select('total:body_length.sum()');
      expect(summed.error).toBeNull();
      const lengths = await asServer<{ total: number }>(
        b,
        "select sum(length(body))::int as total from public.posts where handle = 'ann'",
      );
      expect(summed.data).toEqual([{ total: lengths[0]!.total }]);
      const grouped = await db
        .from('posts')
        .select('room_id, longest:body_length.max()')
        .order('room_id');
      expect(grouped.data).toEqual([
        { room_id: 1, longest: 11 },
        { room_id: 2, longest: 22 },
        { room_id: 3, longest: 35 },
      ]);
      const counted = await db.from('members').select('count');
      expect(counted.data).toEqual([{ count: 4 }]);
      // `count` as a column is Postgres's count(row): it groups nothing, as in PostgREST.
      const withColumn = await db.from('members').select('count, handle');
      expect(withColumn.status).toBe(400);
      expect(withColumn.error).toEqual({
        code: '42803',
        message:
          'column "members.handle" must appear in the GROUP BY clause or be used in an aggregate function',
        details: null,
        hint: null,
      });
      const withEmbed = await db.from('members').select('count, posts(id)');
      expect(withEmbed.error?.message).toBe(
        'column "members_posts_1.members_posts_1" must appear in the GROUP BY clause or be used in an aggregate function',
      );
      const embedded = await db.from('rooms').select('slug, posts(count)').order('id');
      expect(embedded.data).toEqual([
        { slug: 'public', posts: [{ count: 1 }] },
        { slug: 'random', posts: [{ count: 1 }] },
        { slug: 'other', posts: [{ count: 2 }] },
      ]);
    });
  });

  describe('rpc', () => {
    it("selects computed fields of a function's rows", async () => {
      const res = await db.rpc('posts_by', { who: 'ann' }).select('body, teaser').limit(2);
      expect(res.error).toBeNull();
      expect(res.data).toEqual([
        { body: 'Hello World', teaser: 'Hel' },
        { body: 'Perfection is attained', teaser: 'Per' },
      ]);
    });

    it('reads the other exposed schema with its own relations', async () => {
      const res = await db.schema('personal').from('members').select('handle, status');
      expect(res.error).toBeNull();
      expect(res.data).toEqual([{ handle: 'ann', status: 'ONLINE' }]);
      const none = await db.schema('personal').from('members').select('handle, posts(id)');
      expect(none.error?.code).toBe('PGRST200');
    });
  });
});
