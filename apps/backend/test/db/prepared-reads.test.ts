import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { MISSES_BEFORE_GIVING_UP, PreparedReads, runPrepared } from '../../src/db/prepared-reads';
import { queryAs, type Caller } from '../../src/db/request-context';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';

/**
 * Reads kept prepared on the connection (issue 15): the table API's repeated reads run as
 * EXECUTE of a statement each connection prepared once. On PostgreSQL the pool hands back
 * the connection just released, so these sequential reads meet the same connection.
 */
describe.each(databaseTargets())('prepared reads on %s', (target) => {
  let b: TestBackend;
  let db: Database;
  const userA = randomUUID();
  const userB = randomUUID();
  const caller = (id: string): Caller => ({
    role: 'authenticated',
    userId: id,
    claims: { sub: id, role: 'authenticated', aud: 'authenticated' },
  });
  const anon: Caller = { role: 'anon', userId: null, claims: { role: 'anon' } };
  const NAMES = "select coalesce(json_agg(name order by name), '[]')::text as names from public.generations";
  /** The connection's own prepared statements, read on it as plain SQL. */
  const preparedHere = async (like: string) =>
    (
      await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement like $1', [like])
    ).rows[0]!.n;

  beforeAll(async () => {
    b = await startTestBackend(target);
    db = b.server.ctx.db;
    await db.query(
      "insert into auth.users (id, email) select u, 'prepared-' || u || '@example.com' from unnest($1::uuid[]) u",
      [[userA, userB]],
    );
    await db.query(
      `insert into public.generations (user_id, name) values ($1, 'A one'), ($1, 'A two'), ($2, 'B one')`,
      [userA, userB],
    );
  });
  afterAll(async () => {
    await b?.close();
  });

  it('prepares a read once and runs it by name, each caller still under their own row-level security', async () => {
    const sql = `${NAMES} /* rls check */`;
    const read = async (who: Caller) =>
      (await queryAs<{ names: string }>(db, who, sql, { prepared: true })).rows[0]!.names;
    for (let round = 0; round < 3; round++) {
      expect(JSON.parse(await read(caller(userA)))).toEqual(['A one', 'A two']);
      expect(JSON.parse(await read(caller(userB)))).toEqual(['B one']);
      await expect(read(anon)).rejects.toMatchObject({ code: '42501' });
    }
    // One statement on the connection, however many times and roles it ran as.
    expect(await preparedHere('%rls check%')).toBe(1);
    // The same answers as the plain one-trip read.
    expect((await queryAs<{ names: string }>(db, caller(userA), sql)).rows[0]!.names).toBe(await read(caller(userA)));
  });

  it('sees a change to the table without being told: Postgres plans the statement again', async () => {
    const sql = 'select count(*)::int as n from public.generations /* plan again */';
    const count = async () => (await queryAs<{ n: number }>(db, caller(userA), sql, { prepared: true })).rows[0]!.n;
    expect(await count()).toBe(2);
    await db.exec('create index generations_name_probe on public.generations (name)');
    await db.query("insert into public.generations (user_id, name) values ($1, 'A three')", [userA]);
    expect(await count()).toBe(3);
    await db.exec('drop index generations_name_probe');
    expect(await count()).toBe(3);
  });

  it('runs the read as plain SQL when the connection lost the statement, then prepares it again', async () => {
    const sql = `${NAMES} /* lost */`;
    const read = async () =>
      JSON.parse((await queryAs<{ names: string }>(db, caller(userB), sql, { prepared: true })).rows[0]!.names) as string[];
    expect(await read()).toEqual(['B one']);
    expect(await preparedHere('%/* lost */%')).toBe(1);
    await db.exec('deallocate all');
    expect(await read()).toEqual(['B one']);
    expect(await read()).toEqual(['B one']);
    expect(await preparedHere('%/* lost */%')).toBe(1);
  });

  it('stops preparing on a connection that keeps losing its statements, as behind a transaction pooler', async () => {
    const reads = new PreparedReads();
    let prepares = 0;
    let plain = 0;
    // PREPARE lands on one server connection, EXECUTE on another: never there.
    const run = (n: number) =>
      runPrepared(
        reads,
        `select ${n} as n /* pooled */`,
        async () => {
          prepares += 1;
        },
        (name) => db.query(`execute ${name}`),
        async () => {
          plain += 1;
          return db.query<{ n: number }>(`select ${n} as n`);
        },
      );
    for (let i = 0; i < 6; i++) expect((await run(i)).rows).toEqual([{ n: i }]);
    expect(prepares).toBe(MISSES_BEFORE_GIVING_UP);
    expect(plain).toBe(6);
    expect(reads.usable).toBe(false);
  });

  it('keeps at most its limit per connection, letting the least recently used statement go', async () => {
    const reads = new PreparedReads(2);
    const run = (n: number) =>
      runPrepared(
        reads,
        `select ${n} as n /* limit probe */`,
        (statements) => db.exec(statements),
        async (name) => (await db.query<{ n: number }>(`execute ${name}`)).rows[0]!.n,
        () => Promise.reject(new Error('not expected: the statement should be prepared')),
      );
    expect(await run(1)).toBe(1);
    expect(await run(2)).toBe(2);
    expect(await run(1)).toBe(1); // 1 is now the most recently used
    expect(await run(3)).toBe(3); // 2 goes
    expect(reads.size).toBe(2);
    expect(await preparedHere('%limit probe%')).toBe(2);
    expect(await preparedHere('%select 2 as n %')).toBe(0);
    expect(await run(2)).toBe(2);
    expect(await preparedHere('%select 1 as n %')).toBe(0);
    // The statement to let go is already gone: the read that needs the room still runs.
    await db.exec('deallocate all');
    expect(await run(4)).toBe(4);
    expect(await preparedHere('%select 4 as n %')).toBe(1);
  });

  it('prepares once when several callers ask for the same read at the same time, and not at all when it fails to prepare', async () => {
    const reads = new PreparedReads();
    const sent: string[] = [];
    const send = (statements: string) => {
      sent.push(statements);
      return db.exec(statements);
    };
    const sql = 'select 7 as n /* together */';
    const names = await Promise.all([1, 2, 3].map(() => reads.nameFor(sql, send)));
    expect(new Set(names).size).toBe(1);
    expect(sent).toHaveLength(1);
    await expect(reads.nameFor('select from where', send)).rejects.toMatchObject({ code: '42601' });
    expect(reads.size).toBe(1);
  });
});
