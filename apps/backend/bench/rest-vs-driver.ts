/**
 * Table API vs raw driver (issue 2, item 13): the dashboard's "5 latest generations" query
 * as a signed-in user over real HTTP, against the same query through the database driver;
 * and (issue 16) an embedded select against the same join written by hand,
 * on PGlite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) PostgreSQL.
 *
 *   npm run bench -w @app/backend
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -w @app/backend
 *
 * Loopback only; every phase is bounded by a request count and a time limit. The paths of
 * one query are measured interleaved (rounds of 100 requests, path after path), so a change
 * in the machine's load touches all of them alike and the ratios stay meaningful.
 *
 * HTTP paths go through one client for all (bench/http-client.ts: keep-alive undici Pool
 * requests from a worker thread, so the client's CPU stays off the server's event loop).
 * "HTTP floor" is a request to the same server that does no database work and no JWT check
 * (GET /rest/v1/, answered 404 PGRST126 by the table API's router, through the same
 * middleware): what HTTP alone costs. "HTTP floor, fetch in the server's thread" is the same
 * request through Node's fetch from the server's own event loop, as earlier runs measured,
 * to show what that client adds.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { runAs, type Caller } from '../src/db/request-context';
import { HttpClient, type HttpBatch } from './http-client';
import {
  databaseTargets,
  startTestBackend,
  type DatabaseTarget,
  type TestBackend,
} from '../test/support/harness';
import {
  DASHBOARD_SQL,
  OTHER_GENERATIONS,
  seedDashboard,
  TARGET_GENERATIONS,
  USERS,
} from './dashboard-seed';

const WARM_UP = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const PHASE_LIMIT_MS = 20_000;
const CONCURRENCY = [1, 8];
const ROUND = 100;

interface Stats {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Latencies and busy time of one path, gathered over several rounds. */
class Samples {
  latencies: number[] = [];
  elapsed = 0;

  stats(): Stats {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      count: sorted.length,
      perSecond: this.elapsed > 0 ? (sorted.length / this.elapsed) * 1000 : 0,
      p50: at(0.5),
      p99: at(0.99),
    };
  }
}

/** A way to answer the query: a function run in this thread, or HTTP requests from the client's thread. */
type Path = readonly [string, (() => Promise<void>) | HttpBatch];

let client: HttpClient;

/** Runs the path `total` times with `concurrency` in flight, adding to `into`. */
async function run(path: Path[1], total: number, concurrency: number, into: Samples): Promise<void> {
  if (typeof path !== 'function') {
    const { latencies, elapsed } = await client.run(path, total, concurrency);
    into.latencies.push(...latencies);
    into.elapsed += elapsed;
    return;
  }
  const once = path;
  const started = performance.now();
  let issued = 0;
  const worker = async () => {
    while (issued < total) {
      issued += 1;
      const t0 = performance.now();
      await once();
      into.latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  into.elapsed += performance.now() - started;
}

/**
 * Each path up to `total` requests, interleaved: rounds of ROUND requests, one path after
 * the other, until every path has its count or the phase's time (20 s a path) is up.
 */
async function measureInterleaved(
  paths: readonly Path[],
  total: number,
  concurrency: number,
): Promise<Map<string, Stats>> {
  const samples = new Map(paths.map(([name]) => [name, new Samples()]));
  const started = performance.now();
  const limit = PHASE_LIMIT_MS * paths.length;
  for (let done = 0; done < total && performance.now() - started < limit; done += ROUND) {
    for (const [name, path] of paths) await run(path, Math.min(ROUND, total - done), concurrency, samples.get(name)!);
  }
  return new Map([...samples].map(([name, s]) => [name, s.stats()]));
}

interface Row {
  target: DatabaseTarget;
  /** Which query: the dashboard's list, or an embedded select (issue 16). */
  query: string;
  path: string;
  concurrency: number;
  stats: Stats;
}

const EMBED_AUTHORS = 20;
const EMBED_POSTS = 20;
// The embedded select's hand-written twin: the same five authors with their posts, as JSON.
const EMBED_SQL = `select coalesce(json_agg(a order by a.id), '[]'::json)::text as body from (
  select au.id, au.name, (select coalesce(json_agg(json_build_object('id', p.id, 'title', p.title) order by p.id), '[]'::json)
    from public.bench_posts p where p.author_id = au.id) as bench_posts
  from public.bench_authors au order by au.id limit 5) a`;

/** Issue 16: `authors?select=id,name,bench_posts(id,title)` against the same join written by hand. */
async function benchEmbedded(
  b: TestBackend,
  target: DatabaseTarget,
  token: string,
  caller: Caller,
) {
  const db = b.server.ctx.db;
  await db.exec(`
    create table public.bench_authors (id integer primary key, name text not null);
    create table public.bench_posts (
      id integer primary key,
      author_id integer not null references public.bench_authors (id),
      title text not null,
      owner_id uuid not null
    );
    create index on public.bench_posts (author_id);
    alter table public.bench_authors enable row level security;
    alter table public.bench_posts enable row level security;
    create policy "authors are public" on public.bench_authors for select to authenticated using (true);
    create policy "own posts" on public.bench_posts for select to authenticated using (owner_id = auth.uid());
    grant select on public.bench_authors, public.bench_posts to authenticated;
  `);
  await db.query(
    `insert into public.bench_authors select i, 'Author ' || i from generate_series(1, $1::int) i`,
    [EMBED_AUTHORS],
  );
  await db.query(
    `insert into public.bench_posts select a * 1000 + i, a, 'Post ' || i, $3::uuid
     from generate_series(1, $1::int) a, generate_series(1, $2::int) i`,
    [EMBED_AUTHORS, EMBED_POSTS, caller.userId],
  );
  await db.exec('analyze public.bench_authors; analyze public.bench_posts');
  const url = `${b.url}/rest/v1/bench_authors?select=id,name,bench_posts(id,title)&order=id&limit=5`;
  const headers = { apikey: b.anonKey, Authorization: `Bearer ${token}` };
  const check = (rows: { bench_posts: unknown[] }[]) => {
    if (rows.length !== 5 || rows[0]!.bench_posts.length !== EMBED_POSTS)
      throw new Error('Unexpected embedded answer');
  };
  // Checked once here; the client then checks the status and the number of authors.
  check((await (await fetch(url, { headers })).json()) as { bench_posts: unknown[] }[]);
  const viaApi: HttpBatch = { url, headers, expectStatus: 200, expectItems: 5 };
  const viaDriver = async () => {
    const { rows } = await db.query<{ body: string }>(EMBED_SQL);
    check(JSON.parse(rows[0]!.body) as { bench_posts: unknown[] }[]);
  };
  const viaDriverAsUser = async () => {
    const rows = await runAs(
      db,
      caller,
      async (tx) => (await tx.query<{ body: string }>(EMBED_SQL)).rows,
    );
    check(JSON.parse(rows[0]!.body) as { bench_posts: unknown[] }[]);
  };
  return measurePaths(target, 'embedded select', [
    ['table API (HTTP, supabase-js URL)', viaApi],
    ['raw driver', viaDriver],
    ['raw driver in runAs (RLS, no HTTP)', viaDriverAsUser],
  ]);
}

/** Warms every path up, then measures them interleaved at each concurrency. */
async function measurePaths(
  target: DatabaseTarget,
  query: string,
  paths: readonly Path[],
): Promise<Row[]> {
  for (const [, path] of paths) {
    const warm = new Samples();
    await run(path, WARM_UP, 1, warm);
  }
  const results: Row[] = [];
  for (const concurrency of CONCURRENCY) {
    const stats = await measureInterleaved(paths, REQUESTS, concurrency);
    for (const [path] of paths) results.push({ target, query, path, concurrency, stats: stats.get(path)! });
  }
  return results;
}


async function benchTarget(target: DatabaseTarget): Promise<Row[]> {
  const b = await startTestBackend(target);
  try {
    const { userId, token, caller, url } = await seedDashboard(b);
    const headers = { apikey: b.anonKey, Authorization: `Bearer ${token}` };

    const viaApi: HttpBatch = { url, headers, expectStatus: 200, expectItems: 5 };
    // The HTTP floor: the same server, the same middleware, no database and no JWT.
    const floorUrl = `${b.url}/rest/v1/`;
    const viaFloor: HttpBatch = { url: floorUrl, headers, expectStatus: 404, expectItems: null };
    const viaFloorFetch = async () => {
      const res = await fetch(floorUrl, { headers });
      await res.text();
      if (res.status !== 404) throw new Error(`Unexpected answer ${res.status}`);
    };
    const viaDriver = async () => {
      const { rows } = await b.server.ctx.db.query(DASHBOARD_SQL, [userId]);
      if (rows.length !== 5) throw new Error('Unexpected driver answer');
    };
    // The table API's database work without HTTP: one transaction as the user, under RLS.
    const viaDriverAsUser = async () => {
      const rows = await runAs(
        b.server.ctx.db,
        caller,
        async (tx) => (await tx.query(DASHBOARD_SQL, [userId])).rows,
      );
      if (rows.length !== 5) throw new Error('Unexpected driver answer');
    };

    const results = await measurePaths(target, 'latest generations', [
      ['table API (HTTP, supabase-js URL)', viaApi],
      ['HTTP floor (no database, no JWT)', viaFloor],
      ['HTTP floor, fetch in the server\'s thread', viaFloorFetch],
      ['raw driver', viaDriver],
      ['raw driver in runAs (RLS, no HTTP)', viaDriverAsUser],
    ]);
    results.push(...(await benchEmbedded(b, target, token, caller)));
    return results;
  } finally {
    await b.close();
  }
}

function report(rows: Row[]): string {
  const lines = [
    '| database | query | path | concurrency | requests | req/s | p50 ms | p99 ms | API / driver (p50) |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const driver = rows.find(
      (d) =>
        d.target === r.target &&
        d.query === r.query &&
        d.concurrency === r.concurrency &&
        d.path === 'raw driver',
    );
    const ratio =
      driver && driver.stats.p50 > 0 ? `${(r.stats.p50 / driver.stats.p50).toFixed(1)}×` : '';
    lines.push(
      `| ${r.target} | ${r.query} | ${r.path} | ${r.concurrency} | ${r.stats.count} | ${r.stats.perSecond.toFixed(0)} | ${r.stats.p50.toFixed(2)} | ${r.stats.p99.toFixed(2)} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  // (Assigning undefined to process.env stores the string "undefined".)
  const pgUrl = process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL;
  if (pgUrl) process.env.TEST_DATABASE_URL = pgUrl;
  else delete process.env.TEST_DATABASE_URL;
  const targets = databaseTargets();
  console.log(
    `Seed: ${USERS} users, ${TARGET_GENERATIONS} generations for the measured user, ${OTHER_GENERATIONS} for each other user. ` +
      `Warm-up ${WARM_UP}, then up to ${REQUESTS} requests (or ${PHASE_LIMIT_MS / 1000} s) per phase.`,
  );
  if (!targets.includes('postgres')) {
    console.log(
      'PostgreSQL: skipped, because neither TEST_DATABASE_URL nor BENCH_DATABASE_URL is set.',
    );
  }
  const load = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');
  console.log(`Load average ${load()} at the start`);
  const rows: Row[] = [];
  client = new HttpClient();
  try {
    for (const target of targets) rows.push(...(await benchTarget(target)));
  } finally {
    await client.close();
  }
  console.log(`Load average ${load()} at the end`);
  console.log(report(rows));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
