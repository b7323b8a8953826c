import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { PreparedReads, RESET_AFTER_MS } from '../../src/db/prepared-reads';
import { queryAs, type Caller } from '../../src/db/request-context';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';

/**
 * Reads kept prepared on the connection: the table API's repeated reads run as
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
  const NAMES =
    "select coalesce(json_agg(name order by name), '[]')::text as names from public.generations";
  /** The connection's own prepared statements, read on it as plain SQL. */
  const preparedHere = async (like: string) =>
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements where statement like $1',
        [like],
      )
    ).rows[0]!.n;

  /**
   * One connection of the test database for the tests that drive PreparedReads themselves:
   * on PostgreSQL a client of its own (the pool may hand out any connection, and drops one
   * on an error); PGlite has only one.
   */
  let conn: {
    exec(sql: string): Promise<unknown>;
    count(like: string): Promise<number>;
    close(): Promise<void>;
  };

  beforeAll(async () => {
    b = await startTestBackend(target);
    db = b.server.ctx.db;
    if (target === 'postgres') {
      const { name } = (await db.query<{ name: string }>('select current_database() as name'))
        .rows[0]!;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      conn = {
        exec: (sql) => client.query(sql),
        count: async (like) =>
          (
            await client.query<{ n: number }>(
              'select count(*)::int as n from pg_prepared_statements where statement like $1',
              [like],
            )
          ).rows[0]!.n,
        close: () => client.end(),
      };
    } else {
      conn = { exec: (sql) => db.exec(sql), count: preparedHere, close: async () => undefined };
    }
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
    await conn?.close();
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
    expect((await queryAs<{ names: string }>(db, caller(userA), sql)).rows[0]!.names).toBe(
      await read(caller(userA)),
    );
  });

  it('sees a change to the table without being told: Postgres plans the statement again', async () => {
    const sql = 'select count(*)::int as n from public.generations /* plan again */';
    const count = async () =>
      (await queryAs<{ n: number }>(db, caller(userA), sql, { prepared: true })).rows[0]!.n;
    expect(await count()).toBe(2);
    await db.exec('create index generations_name_probe on public.generations (name)');
    await db.query("insert into public.generations (user_id, name) values ($1, 'A three')", [
      userA,
    ]);
    expect(await count()).toBe(3);
    await db.exec('drop index generations_name_probe');
    expect(await count()).toBe(3);
  });

  it('runs the read as plain SQL when the connection lost the statement, then prepares it again', async () => {
    const sql = `${NAMES} /* lost */`;
    const read = async () =>
      JSON.parse(
        (await queryAs<{ names: string }>(db, caller(userB), sql, { prepared: true })).rows[0]!
          .names,
      ) as string[];
    expect(await read()).toEqual(['B one']);
    expect(await preparedHere('%/* lost */%')).toBe(1);
    await db.exec('deallocate all');
    expect(await read()).toEqual(['B one']);
    expect(await read()).toEqual(['B one']);
    expect(await preparedHere('%/* lost */%')).toBe(1);
  });

  /** `select n` through `reads`, one message at a time, as the database's own connection runs it. */
  const through =
    (reads: PreparedReads, send = (message: string) => conn.exec(message)) =>
    async (n: number) => {
      const messages: string[] = [];
      await reads.run(
        `select ${n} as n /* probe */`,
        'set local role authenticated',
        async (message) => {
          messages.push(message);
          await send(message);
        },
      );
      return messages;
    };

  it('prepares a read in the message that first runs it: no round trip of its own', async () => {
    const run = through(new PreparedReads());
    const first = await run(1);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(
      /^prepare ftc_read_\d+ as select 1 as n \/\* probe \*\/; set local role authenticated; execute ftc_read_\d+$/,
    );
    expect(await run(1)).toEqual([
      expect.stringMatching(/^set local role authenticated; execute ftc_read_\d+$/),
    ]);
    expect(await conn.count('%select 1 as n /* probe */%')).toBe(1);
  });

  it('at its limit reads plain SQL, and starts over with DEALLOCATE ALL no sooner than RESET_AFTER_MS', async () => {
    let clock = 0;
    const reads = new PreparedReads(3, () => clock);
    const run = through(reads);
    await conn.exec('deallocate all');
    await run(1);
    await run(2);
    // A message that fails after its PREPARE: the statement may be there, so it counts.
    await expect(
      reads.run('select 3 as n /* probe */', 'set local role authenticated', (message) =>
        conn.exec(`${message}; select 1 / 0`),
      ),
    ).rejects.toMatchObject({ code: '22012' });
    expect(reads.size).toBe(2);
    expect(await conn.count('%/* probe */%')).toBe(3);
    // Full: a new read runs as plain SQL, the prepared ones still by name.
    expect(await run(4)).toEqual(['set local role authenticated; select 4 as n /* probe */']);
    expect(await run(1)).toEqual([expect.stringMatching(/; execute ftc_read_\d+$/)]);
    clock += RESET_AFTER_MS;
    const fourth = await run(4);
    expect(fourth[0]).toMatch(/^deallocate all; prepare /);
    expect(await conn.count('%/* probe */%')).toBe(1);
    expect(await conn.count('%select 4 as n%')).toBe(1);
    expect(reads.size).toBe(1);
  });

  it('stops preparing on a connection that keeps losing its statements, as behind a transaction pooler', async () => {
    const reads = new PreparedReads();
    // Each message lands on a server connection that holds none of this one's statements.
    const run = through(reads, async (message) => {
      await conn.exec('deallocate all');
      await conn.exec(message);
    });
    for (let i = 0; i < 10; i++) await run(i % 2);
    expect(reads.usable).toBe(false);
    // From then on every read is plain SQL.
    expect(await run(0)).toEqual(['set local role authenticated; select 0 as n /* probe */']);
  });

  it('lets a concurrent caller run the read as plain SQL while another prepares it', async () => {
    const reads = new PreparedReads();
    const messages: string[] = [];
    const send = async (message: string) => {
      messages.push(message);
      await conn.exec(message);
    };
    const sql = 'select 7 as n /* together */';
    await Promise.all([1, 2, 3].map(() => reads.run(sql, 'set local role authenticated', send)));
    expect(messages.filter((m) => m.startsWith('prepare '))).toHaveLength(1);
    expect(messages.filter((m) => m.endsWith(sql))).toHaveLength(2);
    expect(await conn.count('%/* together */%')).toBe(1);
  });
});
