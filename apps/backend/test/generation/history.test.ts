import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { currentCycleMonth } from '@app/shared/usage';
import {
  HISTORY_PAGE_SIZE,
  keysetBound,
  searchPattern,
  type HistoryCursor,
  type HistoryFilters,
} from '@app/shared/generation-history';
import { GENERATION_MESSAGES } from '@app/shared/generations';
import { ObjectNotFound } from '../../src/storage/object-store';
import { GENERATIONS_BUCKET } from '../../src/generation/artifacts';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { callGenerate, generateBody } from './design';

interface Row {
  id: string;
  name: string;
  type: string;
  charged: boolean;
  created_at: string;
}

const NO_FILTERS: HistoryFilters = { search: '', type: null, charged: null };

/** One history page through the table API as the web app asks for it (one row more: is there a next page?). */
async function readPage(
  client: SupabaseClient,
  userId: string,
  filters: HistoryFilters,
  cursor: HistoryCursor | null,
  older = true,
): Promise<Row[]> {
  let query = client
    .from('generations')
    .select('id, name, type, charged, created_at')
    .eq('user_id', userId);
  if (filters.search) query = query.filter('name', 'imatch', searchPattern(filters.search));
  if (filters.type) query = query.eq('type', filters.type);
  if (filters.charged) query = query.eq('charged', filters.charged === 'charged');
  if (cursor) {
    const bound = keysetBound(cursor, older);
    query = query.filter('created_at', bound.range[0], bound.range[1]).or(bound.or);
  }
  const { data, error } = await query
    .order('created_at', { ascending: !older })
    .order('id', { ascending: !older })
    .limit(HISTORY_PAGE_SIZE + 1);
  expect(error).toBeNull();
  const rows = (data ?? []) as Row[];
  return older ? rows : rows.reverse();
}

async function call(b: TestBackend, name: string, token: string, body: unknown) {
  const res = await fetch(`${b.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: b.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.each(databaseTargets())('generation history (%s)', (target) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend(target);
  });
  afterAll(async () => {
    await b?.close();
  });

  it('pages 1,050 generations by keyset: each once, newest first, ties broken by the id, back and forth', async () => {
    const user = await createTestUser(b, 'history');
    // Three generations per instant, so the id has ties to break on every page.
    await asServer(
      b,
      `insert into public.generations (user_id, name, type, charged, created_at)
       select $1, 'Screen ' || i, case when i % 4 = 0 then 'component' else 'full_screen' end, i % 3 = 0,
              timestamptz '2026-11-01 12:00:00.123456+00' - make_interval(secs => i / 3)
       from generate_series(1, 1050) as i`,
      [user.id],
    );
    const expected = (
      await asServer<{ id: string }>(
        b,
        'select id from public.generations where user_id = $1 order by created_at desc, id desc',
        [user.id],
      )
    ).map((r) => r.id);

    const seen: string[] = [];
    const pages: Row[][] = [];
    let cursor: HistoryCursor | null = null;
    for (;;) {
      const rows = await readPage(user.client, user.id, NO_FILTERS, cursor);
      const page = rows.slice(0, HISTORY_PAGE_SIZE);
      pages.push(page);
      seen.push(...page.map((r) => r.id));
      if (rows.length <= HISTORY_PAGE_SIZE) break;
      const last = page[page.length - 1]!;
      cursor = { createdAt: last.created_at, id: last.id };
    }
    expect(pages).toHaveLength(21);
    expect(seen).toEqual(expected);

    // Previous from the last page gives the page before it, exactly.
    const lastFirst = pages[20]![0]!;
    const previous = await readPage(
      user.client,
      user.id,
      NO_FILTERS,
      { createdAt: lastFirst.created_at, id: lastFirst.id },
      false,
    );
    expect(previous.slice(-HISTORY_PAGE_SIZE).map((r) => r.id)).toEqual(
      pages[19]!.map((r) => r.id),
    );
  });

  it('searches names literally and filters by type and charged or free, with counts to match', async () => {
    const user = await createTestUser(b, 'search');
    const other = await createTestUser(b, 'other');
    const rows: [string, string, boolean][] = [
      ['Checkout – Payment', 'full_screen', true],
      ['checkout confirmation', 'full_screen', false],
      ['Rating a*b', 'component', false],
      ['Rating aXXb', 'component', true],
      ['50% (final)', 'android', false],
    ];
    for (const [name, type, charged] of rows) {
      await asServer(
        b,
        'insert into public.generations (user_id, name, type, charged) values ($1, $2, $3, $4)',
        [user.id, name, type, charged],
      );
    }
    await asServer(
      b,
      "insert into public.generations (user_id, name, type) values ($1, 'Checkout of another user', 'secret_type')",
      [other.id],
    );

    const names = async (filters: Partial<HistoryFilters>) =>
      (await readPage(user.client, user.id, { ...NO_FILTERS, ...filters }, null))
        .map((r) => r.name)
        .sort();
    expect(await names({ search: 'CHECKOUT' })).toEqual([
      'Checkout – Payment',
      'checkout confirmation',
    ]);
    expect(await names({ search: 'a*b' })).toEqual(['Rating a*b']);
    expect(await names({ search: '50% (' })).toEqual(['50% (final)']);
    expect(await names({ type: 'component' })).toEqual(['Rating a*b', 'Rating aXXb']);
    expect(await names({ charged: 'charged' })).toEqual(['Checkout – Payment', 'Rating aXXb']);
    expect(await names({ charged: 'free', search: 'rating' })).toEqual(['Rating a*b']);

    const count = await user.client
      .from('generations')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', user.id)
      .filter('name', 'imatch', searchPattern('checkout'));
    expect(count.count).toBe(2);

    // The type filter offers the caller's own types only, once each.
    const types = await user.client.rpc('generation_types');
    expect(types.error).toBeNull();
    expect(types.data).toEqual(['android', 'component', 'full_screen']);
    const anonTypes = await b.anonClient().rpc('generation_types');
    expect(anonTypes.error).not.toBeNull();
  });

  it('renames a generation of the caller’s only, with the name checked', async () => {
    const owner = await createTestUser(b, 'renamer');
    const stranger = await createTestUser(b, 'stranger');
    const [row] = await asServer<{ id: string }>(
      b,
      "insert into public.generations (user_id, name) values ($1, 'Old name') returning id",
      [owner.id],
    );
    const renamed = await call(b, 'rename-generation', owner.token, {
      id: row!.id,
      name: '  New\tname \n',
    });
    expect(renamed).toEqual({
      status: 200,
      body: { generation: { id: row!.id, name: 'New name' } },
    });

    expect(
      await call(b, 'rename-generation', owner.token, { id: row!.id, name: '   ' }),
    ).toMatchObject({
      status: 400,
      body: { error: GENERATION_MESSAGES.nameRequired },
    });
    expect(
      await call(b, 'rename-generation', owner.token, { id: row!.id, name: 'x'.repeat(201) }),
    ).toMatchObject({
      status: 400,
      body: { error: GENERATION_MESSAGES.nameTooLong },
    });
    for (const id of [row!.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(
        b,
        'rename-generation',
        id === row!.id ? stranger.token : owner.token,
        { id, name: 'Mine now' },
      );
      expect(res, id).toMatchObject({ status: 404, body: { error: GENERATION_MESSAGES.notFound } });
    }
    expect((await call(b, 'rename-generation', b.anonKey, { id: row!.id, name: 'x' })).status).toBe(
      401,
    );
    const [stored] = await asServer<{ name: string }>(
      b,
      'select name from public.generations where id = $1',
      [row!.id],
    );
    expect(stored!.name).toBe('New name');

    // The table API itself does not let a user write the row (the function is the one way).
    await owner.client
      .from('generations')
      .update({ name: 'Sneaky', charged: false })
      .eq('id', row!.id);
    await owner.client.from('generations').delete().eq('id', row!.id);
    const [still] = await asServer<{ name: string }>(
      b,
      'select name from public.generations where id = $1',
      [row!.id],
    );
    expect(still!.name).toBe('New name');
  });

  it('deletes a generation with its files; usage counted stays counted, and a retried request is not charged again', async () => {
    const user: TestUser = await createTestUser(b, 'deleter');
    const made = await callGenerate(b, user.token, generateBody('Delete me'), 'retry-key-1');
    expect(made.status).toBe(200);
    const id = (made.body.generation as { id: string }).id;
    const objects = (
      await asServer<{ name: string }>(
        b,
        "select name from storage.objects where bucket_id = 'generations' and owner = $1",
        [user.id],
      )
    ).map((o) => o.name);
    expect(objects.length).toBeGreaterThan(0);
    const cycleBefore = await asServer(
      b,
      'select included_generations, extra_generations from public.billing_cycles where user_id = $1 and cycle_month = $2',
      [user.id, currentCycleMonth()],
    );
    expect(cycleBefore).toEqual([{ included_generations: 1, extra_generations: 0 }]);

    const stranger = await createTestUser(b, 'not-owner');
    expect((await call(b, 'delete-generation', stranger.token, { id })).status).toBe(404);
    expect(await call(b, 'delete-generation', user.token, { id })).toEqual({
      status: 200,
      body: { deleted: { id } },
    });
    expect(await asServer(b, 'select 1 from public.generations where id = $1', [id])).toEqual([]);
    expect(
      await asServer(
        b,
        "select 1 from storage.objects where bucket_id = 'generations' and owner = $1",
        [user.id],
      ),
    ).toEqual([]);
    for (const name of objects) {
      await expect(b.server.ctx.files.read(GENERATIONS_BUCKET, name)).rejects.toBeInstanceOf(
        ObjectNotFound,
      );
    }
    // What this month counted is unchanged.
    expect(
      await asServer(
        b,
        'select included_generations, extra_generations from public.billing_cycles where user_id = $1 and cycle_month = $2',
        [user.id, currentCycleMonth()],
      ),
    ).toEqual(cycleBefore);
    // Deleting again finds nothing.
    expect((await call(b, 'delete-generation', user.token, { id })).status).toBe(404);

    // The plugin retrying the same request gets the first answer back: no new generation, no charge.
    const retried = await callGenerate(b, user.token, generateBody('Delete me'), 'retry-key-1');
    expect(retried.status).toBe(200);
    expect((retried.body.generation as { id: string }).id).toBe(id);
    expect(
      await asServer(b, 'select 1 from public.generations where user_id = $1', [user.id]),
    ).toEqual([]);
    expect(
      await asServer(
        b,
        'select included_generations from public.billing_cycles where user_id = $1 and cycle_month = $2',
        [user.id, currentCycleMonth()],
      ),
    ).toEqual([{ included_generations: 1 }]);
  });
});
