import { describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './pglite-database';

describe('openPgliteDatabase', () => {
  it('keeps a small buffer pool (16MB, not the 128MB default that dominated an idle server) unless told otherwise', async () => {
    const small = await openPgliteDatabase(null);
    expect(
      (await small.query<{ s: string }>("select current_setting('shared_buffers') as s")).rows[0]
        ?.s,
    ).toBe('16MB');
    await small.close();
    const large = await openPgliteDatabase(null, '64MB');
    expect(
      (await large.query<{ s: string }>("select current_setting('shared_buffers') as s")).rows[0]
        ?.s,
    ).toBe('64MB');
    await large.close();
    await expect(openPgliteDatabase(null, 'lots')).rejects.toThrow(
      'PGLITE_SHARED_BUFFERS must be a size such as 16MB',
    );
  }, 120_000);
});

describe('PGlite in its worker thread', () => {
  it('keeps value shapes, Postgres error fields, transactions, LISTEN and close as the main-thread PGlite had them', async () => {
    const db = await openPgliteDatabase(null);
    try {
      // bigint as a number, dates and timestamps as the strings Postgres prints.
      const shapes = await db.query<{ n: number; d: string; ts: string }>(
        "select 5000000000::bigint as n, date '2026-11-24' as d, timestamp '2026-11-24 01:02:03' as ts",
      );
      expect(shapes.rows).toEqual([{ n: 5000000000, d: '2026-11-24', ts: '2026-11-24 01:02:03' }]);
      expect(shapes.fields.map((f) => f.name)).toEqual(['n', 'd', 'ts']);

      await db.exec('create table things (id int primary key, name text not null)');
      const inserted = await db.query('insert into things values ($1, $2), ($3, $4)', [
        1,
        'a',
        2,
        'b',
      ]);
      expect(inserted.rowCount).toBe(2);

      // The fields the REST and auth error mapping read survive the thread boundary.
      const dup = await db
        .query('insert into things values (1, $1)', ['again'])
        .catch((e: unknown) => e);
      expect(dup).toBeInstanceOf(Error);
      expect(dup).toMatchObject({
        code: '23505',
        constraint: 'things_pkey',
        detail: 'Key (id)=(1) already exists.',
        message: 'duplicate key value violates unique constraint "things_pkey"',
      });

      // Committed when fn resolves, with the prelude in the same transaction.
      const seen = await db.transaction(async (tx) => {
        await tx.query('insert into things values ($1, $2)', [3, 'c']);
        return (await tx.query<{ s: string }>("select current_setting('app.who', true) as s"))
          .rows[0]?.s;
      }, "set local app.who = 'prelude'");
      expect(seen).toBe('prelude');
      // Rolled back when fn throws, and the caller gets fn's own error.
      const thrown = await db
        .transaction(async (tx) => {
          await tx.query('insert into things values ($1, $2)', [4, 'd']);
          throw new Error('changed my mind');
        })
        .catch((e: unknown) => e);
      expect((thrown as Error).message).toBe('changed my mind');
      // A failing statement inside a transaction rolls it all back.
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into things values ($1, $2)', [5, 'e']);
          await tx.query('insert into things values ($1, null)', [6]);
        }),
      ).rejects.toMatchObject({ code: '23502' });
      expect((await db.query<{ id: number }>('select id from things order by id')).rows).toEqual([
        { id: 1 },
        { id: 2 },
        { id: 3 },
      ]);
      // A prelude that fails leaves no transaction behind.
      await expect(
        db.transaction((tx) => tx.query('select 1'), 'set local no_such_setting_without_dot = 1'),
      ).rejects.toMatchObject({ code: '42704' });
      expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);

      // NOTIFY reaches the listener after commit, and no longer after it stops listening.
      const payloads: string[] = [];
      const stop = await db.listen('things_changed', (p) => payloads.push(p));
      await db.transaction(async (tx) => {
        await tx.query("select pg_notify('things_changed', 'first')");
      });
      await expect.poll(() => payloads).toEqual(['first']);
      await stop();
      await db.query("select pg_notify('things_changed', 'second')");
      await db.query('select 1');
      expect(payloads).toEqual(['first']);
    } finally {
      // Closing twice at once closes once.
      await Promise.all([db.close(), db.close()]);
    }
    await expect(db.query('select 1')).rejects.toThrow('The embedded database (PGlite) is closed.');
  }, 120_000);

  it('reports a data folder it cannot open instead of hanging', async () => {
    await expect(openPgliteDatabase('/proc/version/not-a-folder')).rejects.toMatchObject({
      code: 'ENOTDIR',
    });
  }, 120_000);
});
