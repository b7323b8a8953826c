import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database';
import { EmbedBuilder } from '../../src/rest/embed';
import { PREPARE_AFTER_USES } from '../../src/rest/read-handler';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { createItemsTable, rest } from './fixtures';

/** The notification arrives shortly after the DDL commits; a loaded machine is slow. */
const WAIT_FOR_NOTIFICATION = { timeout: 15_000, interval: 20 };

// Names a client may filter on that must reach Postgres as exactly these characters.
const HOSTILE = [
  "O'Brien",
  "x'); drop table public.rest_items; --",
  'back\\slash',
  "\\'; select 1; --",
  '$1',
  '$$ $q$',
  'é 中文 🙂',
  'w'.repeat(5_000),
];

/**
 * Table reads in one round trip: planned from the schema cache with the values
 * as literals, sent with the caller's claims and role as one message. These tests count the
 * transactions the server opens (the real database, counted), so they know which path ran.
 */
describe.each(databaseTargets())('table reads in one round trip (%s)', (target) => {
  let b: TestBackend;
  let user: TestUser;
  let transactions = 0;

  beforeAll(async () => {
    b = await startTestBackend(target);
    await createItemsTable(b);
    user = await createTestUser(b, 'one-trip');
    for (const [i, name] of HOSTILE.entries())
      await asServer(b, 'insert into public.rest_items (id, name, labels) values ($1, $2, $3)', [
        100 + i,
        name,
        [name, 'plain'],
      ]);
    const db: Database = b.server.ctx.db;
    const transaction = db.transaction.bind(db);
    db.transaction = (fn, prelude) => {
      transactions += 1;
      return transaction(fn, prelude);
    };
  });
  afterAll(async () => {
    await b?.close();
  });

  /** A read as the test user (or, with `token` null, as anon), with the transactions it opened. */
  const read = async (path: string, token: string | null = user.token) => {
    const before = transactions;
    const res = await rest(b, path, token === null ? {} : { token });
    return { res, transactions: transactions - before };
  };

  it('answers a read without a transaction, hostile values exact', async () => {
    const first = await read('rest_items?select=id&id=eq.1');
    expect(first.transactions).toBe(0);
    for (const [i, name] of HOSTILE.entries()) {
      const q = encodeURIComponent(name);
      const eq = await read(`rest_items?select=id,name&name=eq.${q}`);
      expect(eq.transactions).toBe(0);
      expect(await eq.res.json()).toEqual([{ id: 100 + i, name }]);
      // In a list (PostgREST quotes list items with "..." and \ escapes) and in an array.
      const quoted = `"${name.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
      const inList = await read(
        `rest_items?select=id&name=in.(${encodeURIComponent(quoted)},alpha)&order=id`,
      );
      expect(inList.transactions).toBe(0);
      expect(await inList.res.json()).toEqual([{ id: 1 }, { id: 100 + i }]);
      const contains = await read(
        `rest_items?select=id&labels=cs.${encodeURIComponent(`{${quoted}}`)}`,
      );
      expect(contains.transactions).toBe(0);
      expect(await contains.res.json()).toEqual([{ id: 100 + i }]);
    }
    const like = await read(`rest_items?select=id&name=like.${encodeURIComponent("O'*")}`);
    expect(await like.res.json()).toEqual([{ id: 100 }]);
    // Aliases, paging, counts and single objects take the same path.
    const paged = await read('rest_items?select=key:id&order=id&limit=2&offset=1');
    expect(paged.transactions).toBe(0);
    expect(await paged.res.json()).toEqual([{ key: 2 }, { key: 3 }]);
    const counted = await read('rest_items?select=id&id=lte.3');
    expect(counted.transactions).toBe(0);
    const [row] = await asServer<{ n: number }>(
      b,
      'select count(*)::int as n from public.rest_items',
    );
    expect(row?.n).toBe(10 + HOSTILE.length);
  });

  it('answers an embedded select in one round trip too', async () => {
    await b.server.ctx.db.exec(`
      create table public.ot_authors (id integer primary key, name text not null);
      create table public.ot_posts (id integer primary key, author_id integer not null references public.ot_authors (id), title text not null);
      grant select on public.ot_authors, public.ot_posts to authenticated;
    `);
    await asServer(b, "insert into public.ot_authors values (1, 'Ann'), (2, 'Bob')");
    await asServer(
      b,
      'insert into public.ot_posts values (10, 1, $1), (11, 1, $2), (20, 2, $3)',
      HOSTILE.slice(0, 3),
    );
    const path = `ot_authors?select=id,name,ot_posts(id,title)&order=id&ot_posts.order=id&ot_posts.title=neq.${encodeURIComponent(HOSTILE[2]!)}`;
    const first = await read(path);
    expect(first.transactions).toBe(0);
    const embedded = await read(path);
    expect(embedded.transactions).toBe(0);
    expect(await embedded.res.json()).toEqual([
      {
        id: 1,
        name: 'Ann',
        ot_posts: [
          { id: 10, title: HOSTILE[0] },
          { id: 11, title: HOSTILE[1] },
        ],
      },
      { id: 2, name: 'Bob', ot_posts: [] },
    ]);
  });

  it('keeps row-level security: a user reads only their own rows', async () => {
    const other = await createTestUser(b, 'one-trip-other');
    await asServer(
      b,
      "insert into public.generations (user_id, name) values ($1, 'mine'), ($2, 'theirs')",
      [user.id, other.id],
    );
    const mine = await read('generations?select=name');
    expect(mine.transactions).toBe(0);
    expect(await mine.res.json()).toEqual([{ name: 'mine' }]);
    const theirs = await rest(b, 'generations?select=name', { token: other.token });
    expect(await theirs.json()).toEqual([{ name: 'theirs' }]);
    // anon holds no grant on the table: refused, as in a transaction.
    const anon = await read('generations?select=name', null);
    expect(anon.transactions).toBe(0);
    expect(await anon.res.json()).toMatchObject({ code: '42501' });
  });

  it('sends a value no literal can carry as a bind parameter in a transaction, and reads a column added at run time at once', async () => {
    const nul = await read(`rest_items?select=id&name=eq.${encodeURIComponent('a\0b')}`);
    expect(nul.transactions).toBe(1);
    expect(nul.res.status).toBe(400);
    await asServer(b, 'alter table public.rest_items add column note text');
    const added = await read('rest_items?select=id,note&id=eq.1');
    expect(added.transactions).toBe(0);
    expect(await added.res.json()).toEqual([{ id: 1, note: null }]);
  });

  it('plans a repeated read once: the same answer for each caller, each Accept, Prefer and method, until the table changes', async () => {
    // Each plan builds its projection once: the calls count the requests that were planned.
    const planning = vi.spyOn(EmbedBuilder.prototype, 'projection');
    try {
      const other = await createTestUser(b, 'one-trip-planned');
      await asServer(
        b,
        "insert into public.generations (user_id, name) values ($1, 'planned mine'), ($2, 'planned theirs')",
        [user.id, other.id],
      );
      const path = 'generations?select=name&name=like.planned*';
      await read(path); // planned for one trip, and kept
      planning.mockClear();
      // The plan is shared; the claims are each caller's own, so RLS still decides.
      const mine = await read(path);
      expect(await mine.res.json()).toEqual([{ name: 'planned mine' }]);
      const theirs = await rest(b, path, { token: other.token });
      expect(await theirs.json()).toEqual([{ name: 'planned theirs' }]);
      const anon = await read(path, null);
      expect(await anon.res.json()).toMatchObject({ code: '42501' });
      expect(mine.transactions + anon.transactions).toBe(0);
      expect(planning).not.toHaveBeenCalled();
      // Another Accept, Prefer or method is another request: planned for itself.
      const object = await rest(b, path, {
        token: user.token,
        headers: { Accept: 'application/vnd.pgrst.object+json' },
      });
      expect(await object.json()).toEqual({ name: 'planned mine' });
      const counted = await rest(b, path, {
        token: user.token,
        headers: { Prefer: 'count=exact' },
      });
      expect(counted.headers.get('content-range')).toBe('0-0/1');
      const head = await rest(b, path, { token: user.token, method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-range')).toBe('0-0/*');
      expect(await head.text()).toBe('');
      // Range-Unit decides whether Range applies at all.
      const ranged = 'rest_items?select=id&order=id';
      const firstTwo = await rest(b, ranged, { token: user.token, headers: { Range: '0-1' } });
      expect(await firstTwo.json()).toEqual([{ id: 1 }, { id: 2 }]);
      const otherUnit = await rest(b, ranged, {
        token: user.token,
        headers: { Range: '0-1', 'Range-Unit': 'bytes' },
      });
      expect(((await otherUnit.json()) as unknown[]).length).toBeGreaterThan(2);
      const array = await read(path);
      expect(array.res.headers.get('content-range')).toBe('0-0/*');
      expect(await array.res.json()).toEqual([{ name: 'planned mine' }]);
      expect(planning).toHaveBeenCalledTimes(5);

      // A column added to the table: the DDL's notification makes the cache read the schema
      // again, and the kept plan of `select=*`, made from the old snapshot, is not used again.
      const star = 'rest_items?select=*&id=eq.2';
      await read(star);
      const before = (await (await read(star)).res.json()) as Record<string, unknown>[];
      expect(before[0]).not.toHaveProperty('planned_note');
      await asServer(
        b,
        "alter table public.rest_items add column planned_note text not null default 'new'",
      );
      // The notification alone makes the snapshot stale, before any request names the column.
      await vi.waitFor(
        () => expect(b.server.ctx.schemaCache.current('public')).toBeNull(),
        WAIT_FOR_NOTIFICATION,
      );
      const after = await read(star);
      expect(after.transactions).toBe(0);
      expect(await after.res.json()).toEqual([{ ...before[0], planned_note: 'new' }]);
    } finally {
      planning.mockRestore();
    }
  });

  it('runs a kept plan as a prepared statement once it is hot, with the same answers', async () => {
    const db: Database = b.server.ctx.db;
    const oneTrip = db.queryInOneTrip.bind(db);
    const prepared: boolean[] = [];
    db.queryInOneTrip = (prelude, sql, options) => {
      prepared.push(options?.prepared ?? false);
      return oneTrip(prelude, sql, options);
    };
    try {
      const path = 'rest_items?select=id,name&id=in.(1,2)&order=id';
      await read(path); // planned for one trip, and kept
      prepared.length = 0;
      const answers = [];
      for (let i = 0; i < PREPARE_AFTER_USES + 3; i++)
        answers.push(await (await read(path)).res.json());
      expect(prepared).toEqual([
        ...Array<boolean>(PREPARE_AFTER_USES - 1).fill(false),
        ...Array<boolean>(4).fill(true),
      ]);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]).toEqual([
        { id: 1, name: expect.any(String) },
        { id: 2, name: expect.any(String) },
      ]);
    } finally {
      db.queryInOneTrip = oneTrip;
    }
  });

  it('answers a database error in the one-trip read as PostgREST does, and the next read works', async () => {
    const bad = await read('rest_items?select=id&score=eq.not-a-number');
    expect(bad.transactions).toBe(0);
    expect(bad.res.status).toBe(400);
    expect(await bad.res.json()).toMatchObject({ code: '22P02' });
    const ok = await read('rest_items?select=id&id=eq.2');
    expect(await ok.res.json()).toEqual([{ id: 2 }]);
  });
});
