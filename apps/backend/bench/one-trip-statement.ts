/**
 * What the database itself does for the dashboard read, without HTTP: the bare
 * query against the one-trip message the table API sends, and the shapes it could send
 * instead, each through the server's own database connection, interleaved in rounds of 100:
 *
 *   npx tsx bench/one-trip-statement.ts   (BENCH_TARGET=postgres with TEST_DATABASE_URL for PostgreSQL)
 *
 * BENCH_REPEATS (default 2,000) executions of each after 100 warm-up. The SQL is the one the
 * table API writes for the dashboard request (captured from the running server), so a
 * change to the builder shows here.
 */
import { performance } from 'node:perf_hooks';
import { queryAs, sessionCheck } from '../src/db/request-context';
import type { Database } from '../src/db/database';
import { startTestBackend, type DatabaseTarget } from '../test/support/harness';
import { DASHBOARD_SQL, seedDashboard } from './dashboard-seed';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 2_000);
const ROUND = 100;

async function main(): Promise<void> {
  const target = (process.env.BENCH_TARGET as DatabaseTarget | undefined) ?? 'pglite';
  const b = await startTestBackend(target);
  try {
    const seed = await seedDashboard(b);
    const db: Database = b.server.ctx.db;
    // The statement the API sends for the dashboard request: the second request's (the first
    // reads the catalog in a transaction).
    let sent: { prelude: string; sql: string } | null = null;
    const oneTrip = db.queryInOneTrip.bind(db);
    db.queryInOneTrip = (prelude, sql, options) => {
      sent = { prelude, sql };
      return oneTrip(prelude, sql, options);
    };
    const headers = { apikey: b.anonKey, Authorization: `Bearer ${seed.token}` };
    for (let i = 0; i < 2; i++) await (await fetch(seed.url, { headers })).text();
    if (!sent) throw new Error('The table API did not read in one trip');
    const { prelude, sql } = sent as { prelude: string; sql: string };
    db.queryInOneTrip = oneTrip;

    const inner = /^with _src as \((.*)\) select /.exec(sql)?.[1];
    if (!inner) throw new Error(`Unexpected SQL shape: ${sql}`);
    const body = sql.slice(sql.indexOf(') select ') + 2);
    const claims = /request\.jwt\.claims = (E'.*?');/.exec(prelude)?.[1];
    if (!claims) throw new Error(`Unexpected prelude: ${prelude}`);
    // The prelude with and without the session check: PostgreSQL sends it on every request,
    // PGlite only for a session it does not know yet (the captured one is the second request's).
    const check = sessionCheck(seed.caller.claims);
    const withoutCheck = prelude.replace(`; ${check}`, '');
    const withOldCheck = withoutCheck.replace(
      '; set local role',
      '; select _app.require_live_session(); set local role',
    );
    const selectPrelude = `select set_config('request.jwt.claims', ${claims}, true), set_config('role', 'authenticated', true)`;
    const checkCall = check.replace(/^select /, '');
    const selectPreludeWithCheck = `select set_config('request.jwt.claims', ${claims}, true), ${checkCall}, set_config('role', 'authenticated', true)`;
    // Probe: the same check without the function's own search_path (every name qualified).
    await db.exec(`create or replace function _app.require_session_probe(session_id uuid, user_id uuid) returns void
  language plpgsql stable security definer
  as $fn$
begin
  perform from auth.sessions s join auth.users u on u.id operator(pg_catalog.=) s.user_id
   where s.id operator(pg_catalog.=) require_session_probe.session_id
     and s.user_id operator(pg_catalog.=) require_session_probe.user_id
     and (s.not_after is null or s.not_after operator(pg_catalog.>) pg_catalog.now())
     and u.deleted_at is null and (u.banned_until is null or u.banned_until operator(pg_catalog.<=) pg_catalog.now());
  if not found then
    raise exception 'Session from session_id claim in JWT does not exist' using errcode = 'PT401';
  end if;
end
$fn$;
grant execute on function _app.require_session_probe(uuid, uuid) to authenticated`);
    const probePrelude = prelude.replace('_app.require_session(', '_app.require_session_probe(');
    // Probe: the prelude (claims, check, role) as a statement prepared on the connection.
    const [, sid, uid] = /require_session\(('[^']*'|null), ('[^']*'|null)\)/.exec(check) ?? [];
    const preparedPrelude = async () => {
      const exec = `execute bench_prelude(${claims}, ${sid}, ${uid}, 'authenticated')`;
      try {
        return await oneTrip(exec, sql, { prepared: true });
      } catch (err) {
        if ((err as { code?: string }).code !== '26000') throw err;
        return oneTrip(
          `prepare bench_prelude(text, uuid, uuid, text) as select set_config('request.jwt.claims', $1, true), _app.require_session($2, $3), set_config('role', $4, true); ${exec}`,
          sql,
          { prepared: true },
        );
      }
    };
    const expected = JSON.stringify((await queryAs(db, seed.caller, sql)).rows);

    const variants: [string, () => Promise<unknown>][] = [
      [
        'bare query (extended protocol, $1), as the benchmark sends it',
        () => db.query(DASHBOARD_SQL, [seed.userId]),
      ],
      [
        'one-trip message as sent the first time (SET LOCAL claims and role; the JSON select)',
        () => oneTrip(prelude, sql),
      ],
      [
        'the same read repeated: SET LOCAL claims and role; EXECUTE of it prepared on the connection',
        () => oneTrip(prelude, sql, { prepared: true }),
      ],
      [
        'same, without the session check (as PGlite sends it for a session it knows is live)',
        () => oneTrip(withoutCheck, sql, { prepared: true }),
      ],
      [
        'same, the session check as it was before 0029 (_app.require_live_session(): claims parsed in SQL)',
        () => oneTrip(withOldCheck, sql, { prepared: true }),
      ],
      [
        'same, claims and role by SELECT set_config (the second pass)',
        () => oneTrip(selectPrelude, sql),
      ],
      [
        'same read prepared; claims, session check and role in one SELECT',
        () => oneTrip(selectPreludeWithCheck, sql, { prepared: true }),
      ],
      [
        'same read prepared; claims and role in one SELECT, no session check',
        () => oneTrip(selectPrelude, sql, { prepared: true }),
      ],
      [
        'same read prepared; the check without its own search_path (names qualified)',
        () => oneTrip(probePrelude, sql, { prepared: true }),
      ],
      [
        'same read prepared; claims, check and role as one statement prepared on the connection',
        preparedPrelude,
      ],
      [
        'same, JSON select as a subquery instead of a CTE',
        () => oneTrip(prelude, `${body.replace(/ from _src$/, '')} from (${inner}) _src`),
      ],
      ['same, rows instead of JSON (no json_agg)', () => oneTrip(prelude, inner)],
      ['the JSON select alone (no claims, no role: superuser)', () => db.exec(sql)],
      ['the bare select alone, literal value (superuser)', () => db.exec(inner)],
    ];
    // Same answer from the shapes that build the body.
    for (const i of [2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const rows = (await (variants[i]![1]() as ReturnType<typeof oneTrip>)).rows;
      if (JSON.stringify(rows) !== expected)
        throw new Error(`${variants[i]![0]} answers differently`);
    }
    const times = new Map<string, number[]>(variants.map(([name]) => [name, []]));
    for (const [, run] of variants) for (let i = 0; i < ROUND; i++) await run();
    for (let done = 0; done < REPEATS; done += ROUND) {
      for (const [name, run] of variants) {
        const t = times.get(name)!;
        for (let i = 0; i < ROUND; i++) {
          const start = performance.now();
          await run();
          t.push(performance.now() - start);
        }
      }
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
    const bare = median(times.get(variants[0]![0])!);
    console.log(
      `${target}: ${REPEATS} executions each, interleaved; SQL sent:\n${prelude.replace(claims, "E'<claims>'")}; ${sql}\n`,
    );
    console.log('| statement | p50 ms | mean ms | p50 vs bare |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [name, t] of times) {
      const mean = t.reduce((x, y) => x + y, 0) / t.length;
      console.log(
        `| ${name} | ${median(t).toFixed(3)} | ${mean.toFixed(3)} | ${(median(t) / bare).toFixed(2)}× |`,
      );
    }
  } finally {
    await b.close();
  }
}

await main();
