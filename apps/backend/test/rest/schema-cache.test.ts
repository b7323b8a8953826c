import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { createTestUser, type TestUser } from '../support/users';
import { rest } from './fixtures';

/** The reload follows the DDL's notification once changes stop coming; a loaded machine is slow. */
const WAIT_FOR_RELOAD = { timeout: 15_000, interval: 50 };

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

  it('reloads on the notification DDL sends, before any request asks', async () => {
    await exec(`create table public.sc_notes (id integer primary key, body text not null);
      grant select on public.sc_notes to authenticated`);
    await vi.waitFor(() =>
      expect(b.server.ctx.schemaCache.current('public')?.relations.has('sc_notes')).toBe(true),
      WAIT_FOR_RELOAD,
    );
    await exec('drop table public.sc_notes');
    await vi.waitFor(() =>
      expect(b.server.ctx.schemaCache.current('public')?.relations.has('sc_notes')).toBe(false),
      WAIT_FOR_RELOAD,
    );
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
