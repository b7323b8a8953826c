import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { createTestUser, type TestUser } from '../support/users';
import { rest } from './fixtures';

/** The notification arrives shortly after the DDL commits; a loaded machine is slow. */
const WAIT_FOR_NOTIFICATION = { timeout: 15_000, interval: 20 };

/**
 * The table API's schema cache: read at start, read again after DDL (the event triggers'
 * NOTIFY pgrst, 'reload schema'), never read because of a name a client sends.
 */
describe.each(databaseTargets())('table API schema cache (%s)', (target) => {
  let b: TestBackend;
  let user: TestUser;
  /** Reads of the catalog's tables since the server started (the cache's own queries). */
  let catalogReads = 0;

  beforeAll(async () => {
    b = await startTestBackend(target);
    user = await createTestUser(b, 'schema-cache');
    const db: Database = b.server.ctx.db;
    const query = db.query.bind(db);
    db.query = (sql, params) => {
      if (sql.includes('from pg_class c join pg_namespace n')) catalogReads += 1;
      return query(sql, params);
    };
  });
  afterAll(async () => {
    await b?.close();
  });

  const exec = (sql: string) => b.server.ctx.db.exec(sql);

  it('holds every exposed table once the server has started', () => {
    const schema = b.server.ctx.schemaCache.current('public');
    expect(schema?.relations.get('generations')?.columns.map((c) => c.name)).toContain('name');
  });

  it('reads the schema again after the notification DDL sends, once, when a request needs it', async () => {
    const cache = b.server.ctx.schemaCache;
    await exec(`create table public.sc_notes (id integer primary key, body text not null);
      grant select on public.sc_notes to authenticated`);
    await vi.waitFor(() => expect(cache.current('public')).toBeNull(), WAIT_FOR_NOTIFICATION);
    const before = catalogReads;
    const [first, second] = await Promise.all([cache.snapshot('public'), cache.snapshot('public')]);
    expect(first).toBe(second);
    expect(first.relations.has('sc_notes')).toBe(true);
    expect(catalogReads).toBe(before + 1);
    expect(cache.current('public')).toBe(first);
    await exec('drop table public.sc_notes');
    await vi.waitFor(() => expect(cache.current('public')).toBeNull(), WAIT_FOR_NOTIFICATION);
    expect((await cache.snapshot('public')).relations.has('sc_notes')).toBe(false);
  });

  it('leaves the cache current after DDL that does not change what it holds', async () => {
    const cache = b.server.ctx.schemaCache;
    await exec(`create table public.sc_quiet (id integer primary key)`);
    await cache.settle();
    const held = await cache.snapshot('public');
    await exec(`create index sc_quiet_id on public.sc_quiet (id);
      grant select on public.sc_quiet to anon;
      create policy "open" on public.sc_quiet for select using (true)`);
    await cache.settle();
    expect(cache.current('public')).toBe(held);
  });

  it('serves a table, a column and a function created just before the request', async () => {
    await exec(`create table public.sc_items (id integer primary key);
      insert into public.sc_items values (1);
      grant select on public.sc_items to authenticated`);
    const table = await rest(b, 'sc_items?select=id', { token: user.token });
    expect(await table.json()).toEqual([{ id: 1 }]);
    await exec(`alter table public.sc_items add column label text default 'one'`);
    const column = await rest(b, 'sc_items?select=id,label', { token: user.token });
    expect(await column.json()).toEqual([{ id: 1, label: 'one' }]);
    await exec(`create function public.sc_double(n integer) returns integer
      language sql immutable as $$ select n * 2 $$;
      grant execute on function public.sc_double(integer) to authenticated`);
    const fn = await rest(b, 'rpc/sc_double?n=21', { token: user.token });
    expect(await fn.json()).toBe(42);
  });

  it('answers an unknown name without reading the catalog, however often it is sent', async () => {
    // Every change of the earlier tests notified and read, so only the requests below count.
    await b.server.ctx.schemaCache.settle();
    await b.server.ctx.schemaCache.snapshot('public');
    const before = catalogReads;
    for (let i = 0; i < 5; i++) {
      const res = await rest(b, `no_such_table_${i}?select=id`, { token: user.token });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'PGRST205' });
      const fn = await rest(b, `rpc/no_such_fn_${i}`, { token: user.token });
      expect(await fn.json()).toMatchObject({ code: 'PGRST202' });
    }
    expect(catalogReads).toBe(before);
  });
});
