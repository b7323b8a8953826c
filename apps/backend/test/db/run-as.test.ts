import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { queryAs, runAs, type Caller } from '../../src/db/request-context';
import { NotInlinable, valueLiteral } from '../../src/rest/sql';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';

describe.each(databaseTargets())('runAs on %s', (target) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend(target);
  });
  afterAll(async () => {
    await b.close();
  });

  it('hands the claims to Postgres unchanged, quotes and backslashes included, and runs as the role', async () => {
    const claims = {
      sub: '6f1d3c1e-51b4-4d3b-9a55-0d2b4f2c9e10',
      role: 'authenticated',
      user_metadata: {
        name: "O'Brien \\'); drop table public.profiles; --",
        note: 'a\\nb "quoted" \u00e9',
      },
    };
    const row = await runAs(
      b.server.ctx.db,
      { role: 'authenticated', userId: claims.sub, claims },
      async (tx) =>
        (
          await tx.query<{ claims: string; who: string; uid: string }>(
            "select current_setting('request.jwt.claims') as claims, current_user as who, auth.uid()::text as uid",
          )
        ).rows[0]!,
    );
    expect(JSON.parse(row.claims)).toEqual(claims);
    expect(row.who).toBe('authenticated');
    expect(row.uid).toBe(claims.sub);
    const profiles = await b.server.ctx.db.query(
      "select to_regclass('public.profiles') is not null as present",
    );
    expect(profiles.rows[0]).toEqual({ present: true });
  });

  describe('queryAs: one statement as the caller in one round trip', () => {
    const userA = randomUUID();
    const userB = randomUUID();
    const caller = (id: string): Caller => ({
      role: 'authenticated',
      userId: id,
      claims: { sub: id, role: 'authenticated', aud: 'authenticated' },
    });
    beforeAll(async () => {
      const db = b.server.ctx.db;
      await db.query(
        "insert into auth.users (id, email) select u, 'one-trip-' || u || '@example.com' from unnest($1::uuid[]) u",
        [[userA, userB]],
      );
      await db.query(
        `insert into public.generations (user_id, name) values ($1, 'A one'), ($1, 'A two'), ($2, 'B one')`,
        [userA, userB],
      );
      await db.exec(`
        create table public.one_trip_probe (n integer not null);
        grant insert, select on public.one_trip_probe to authenticated;
      `);
    });

    it('applies the claims and the role to the statement, so row-level security decides', async () => {
      const db = b.server.ctx.db;
      const { rows } = await queryAs<{ who: string; uid: string; names: string[] }>(
        db,
        caller(userA),
        `select current_user as who, auth.uid()::text as uid,
           (select array_agg(name order by name) from public.generations) as names`,
      );
      expect(rows).toEqual([{ who: 'authenticated', uid: userA, names: ['A one', 'A two'] }]);
      const asB = await queryAs<{ n: number }>(
        db,
        caller(userB),
        'select count(*)::int as n from public.generations',
      );
      expect(asB.rows).toEqual([{ n: 1 }]);
    });

    it('leaves nothing behind on the connection: the next query runs as the server again', async () => {
      const db = b.server.ctx.db;
      for (let i = 0; i < 5; i++) {
        const as = await queryAs<{ pid: number; who: string }>(
          db,
          caller(userA),
          'select pg_backend_pid() as pid, current_user as who',
        );
        expect(as.rows[0]!.who).toBe('authenticated');
        // The same connection (a pool hands back the one just released), now without claims or role.
        const after = await db.query<{ pid: number; who: string; claims: string | null }>(
          `select pg_backend_pid() as pid, current_user as who,
             nullif(current_setting('request.jwt.claims', true), '') as claims`,
        );
        expect(after.rows[0]!.pid).toBe(as.rows[0]!.pid);
        expect(after.rows[0]!.who).not.toBe('authenticated');
        expect(after.rows[0]!.claims).toBeNull();
      }
    });

    it('rolls everything back when the statement fails, and the connection stays usable', async () => {
      const db = b.server.ctx.db;
      const failed = queryAs(
        db,
        caller(userA),
        'with w as (insert into public.one_trip_probe values (1) returning n) select n / 0 from w',
      );
      await expect(failed).rejects.toMatchObject({ code: '22012' });
      const after = await db.query<{ n: number; who: string; claims: string | null }>(
        `select (select count(*)::int from public.one_trip_probe) as n, current_user as who,
           nullif(current_setting('request.jwt.claims', true), '') as claims`,
      );
      expect(after.rows[0]!.n).toBe(0);
      expect(after.rows[0]!.who).not.toBe('authenticated');
      expect(after.rows[0]!.claims).toBeNull();
      // A statement that fails to parse is refused as a whole, before the claims apply.
      await expect(queryAs(db, caller(userA), 'select from where')).rejects.toMatchObject({
        code: '42601',
      });
      expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    });

    it('reads hostile values as the exact values, with no way out of the literal', async () => {
      const db = b.server.ctx.db;
      const texts = [
        "O'Brien",
        "'); drop table public.one_trip_probe; --",
        '\\',
        "\\'; select 1; --",
        "E'\\x41'",
        '$1',
        '$$ $tag$ $1::text',
        '"double" and `back`',
        'tab\tnew\nline\r',
        'é ü 中文 🙂 עברית \u200b \u0301',
        'x'.repeat(300_000),
        '',
        'NULL',
      ];
      for (const text of texts) {
        const { rows } = await queryAs<{ v: string }>(
          db,
          caller(userA),
          `select ${valueLiteral(text)}::text as v`,
        );
        expect(rows[0]!.v).toBe(text);
      }
      // Arrays travel as node-postgres writes them for a bind parameter: an array literal.
      const array = ['a,b', '{c}', '"d"', 'e\\f', "g'h", 'NULL', '', '$1'];
      const arr = await queryAs<{ v: string[]; n: number }>(
        db,
        caller(userA),
        `select ${valueLiteral(array)}::text[] as v, cardinality(${valueLiteral(array)}::text[]) as n`,
      );
      expect(arr.rows[0]).toEqual({ v: array, n: array.length });
      // As an untyped bind parameter: the context gives the literal its type.
      const any = await queryAs<{ n: number }>(
        db,
        caller(userA),
        `select count(*)::int as n from public.generations where name = any(${valueLiteral(['A one', "B' one"])})`,
      );
      expect(any.rows[0]!.n).toBe(1);
      const json = { quote: "it's", slash: '\\', nested: [1, { k: '$1' }], uni: '🙂' };
      const obj = await queryAs<{ v: unknown }>(
        db,
        caller(userA),
        `select ${valueLiteral(json)}::jsonb as v`,
      );
      expect(obj.rows[0]!.v).toEqual(json);
      const nums = await queryAs<{ a: number; b: number; c: null }>(
        db,
        caller(userA),
        `select ${valueLiteral(42)}::int as a, ${valueLiteral(-1.5)}::float8 as b, ${valueLiteral(null)}::text as c`,
      );
      expect(nums.rows[0]).toEqual({ a: 42, b: -1.5, c: null });
      const probe = await db.query(
        "select to_regclass('public.one_trip_probe') is not null as present",
      );
      expect(probe.rows[0]).toEqual({ present: true });
    });

    it('refuses to write a NUL character or bytes as a literal', () => {
      expect(() => valueLiteral('a\0b')).toThrow(NotInlinable);
      expect(() => valueLiteral(['ok', 'a\0b'])).toThrow(NotInlinable);
      expect(() => valueLiteral(Buffer.from('x'))).toThrow(NotInlinable);
    });
  });
});
