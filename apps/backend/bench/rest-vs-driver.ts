/**
 * Table API vs raw driver: the dashboard's "5 latest generations" query
 * as a signed-in user over real HTTP, against the same query through the database driver;
 * and an embedded select against the same join written by hand,
 * on PGlite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) PostgreSQL.
 *
 *   npm run bench -w @app/backend
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -w @app/backend
 *   BENCH_BEFORE=/path/to/older/checkout/apps/backend npm run bench -w @app/backend
 *   BENCH_TARGETS=postgres (or pglite): one database only
 *   BENCH_PATHS=api,driver: these paths only (api, driver, run-as, floor, floor-fetch)
 *   BENCH_RUNS=5 (with BENCH_BEFORE): five runs, each with fresh processes and databases and
 *     the sides' order swapped every other run, then each run's after / before and the median
 *
 * Loopback only; every phase is bounded by a request count and a time limit. The paths of
 * one query are measured interleaved (rounds of 100 requests, path after path), so a change
 * in the machine's load touches all of them alike and the ratios stay meaningful.
 *
 * Each side (this checkout, and with BENCH_BEFORE an older one with these benchmark files
 * copied in) runs in a child process of its own: its own server, database and seed, driven
 * by this process, which interleaves the rounds of both sides too ("before" and "after"
 * measured side by side in one run, each against its own bare query).
 *
 * HTTP paths go through one client for all (bench/http-client.ts: keep-alive undici Pool
 * requests from a worker thread, so the client's CPU stays off the server's event loop).
 * "HTTP floor" is a request to the same server that does no database work and no JWT check
 * (GET /rest/v1/, answered 404 PGRST126 by the table API's router, through the same
 * middleware): what HTTP alone costs. "HTTP floor, fetch in the server's thread" is the same
 * request through Node's fetch from the server's own event loop, as earlier runs measured,
 * to show what that client adds.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { runAs, type Caller } from '../src/db/request-context';
import { HttpClient, type HttpBatch, type BatchResult } from './http-client';
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

const LATEST = 'latest generations';
const EMBEDDED = 'embedded select';
const API = 'table API (HTTP, supabase-js URL)';
const FLOOR = 'HTTP floor (no database, no JWT)';
const FLOOR_FETCH = "HTTP floor, fetch in the server's thread";
const DRIVER = 'raw driver';
const RUN_AS = 'raw driver in runAs (RLS, no HTTP)';

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

  add(result: BatchResult): void {
    for (const l of result.latencies) this.latencies.push(l);
    this.elapsed += result.elapsed;
  }

  stats(): Stats {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      count: sorted.length,
      perSecond: this.elapsed > 0 ? (sorted.length / this.elapsed) * 1000 : 0,
      p50: at(0.5),
      p99: at(0.99),
    };
  }
}

// ---------------------------------------------------------------------------------------
// A side: one checkout's server, database and paths, in a child process.

/** A way to answer the query: a function run in this thread, or HTTP requests from the client's thread. */
type Path = (() => Promise<void>) | HttpBatch;

let client: HttpClient | null = null;

/** Runs the path `total` times with `concurrency` in flight. */
async function run(p: Path, total: number, concurrency: number): Promise<BatchResult> {
  if (typeof p !== 'function') {
    client ??= new HttpClient();
    return client.run(p, total, concurrency);
  }
  const latencies: number[] = [];
  const started = performance.now();
  let issued = 0;
  const worker = async () => {
    while (issued < total) {
      issued += 1;
      const t0 = performance.now();
      await p();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, elapsed: performance.now() - started };
}

const EMBED_AUTHORS = 20;
const EMBED_POSTS = 20;
// The embedded select's hand-written twin: the same five authors with their posts, as JSON.
const EMBED_SQL = `select coalesce(json_agg(a order by a.id), '[]'::json)::text as body from (
  select au.id, au.name, (select coalesce(json_agg(json_build_object('id', p.id, 'title', p.title) order by p.id), '[]'::json)
    from public.bench_posts p where p.author_id = au.id) as bench_posts
  from public.bench_authors au order by au.id limit 5) a`;

/** Issue 16: `authors?select=id,name,bench_posts(id,title)` against the same join written by hand. */
async function embeddedPaths(
  b: TestBackend,
  token: string,
  caller: Caller,
): Promise<Map<string, Path>> {
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
  return new Map<string, Path>([
    [API, { url, headers, expectStatus: 200, expectItems: 5 }],
    [
      DRIVER,
      async () => {
        const { rows } = await db.query<{ body: string }>(EMBED_SQL);
        check(JSON.parse(rows[0]!.body) as { bench_posts: unknown[] }[]);
      },
    ],
    [
      RUN_AS,
      async () => {
        const rows = await runAs(
          db,
          caller,
          async (tx) => (await tx.query<{ body: string }>(EMBED_SQL)).rows,
        );
        check(JSON.parse(rows[0]!.body) as { bench_posts: unknown[] }[]);
      },
    ],
  ]);
}

/** Starts the server on `target`, seeds it, and returns each query's paths. */
async function setUp(
  target: DatabaseTarget,
): Promise<{ b: TestBackend; paths: Map<string, Map<string, Path>> }> {
  const b = await startTestBackend(target);
  const { userId, token, caller, url } = await seedDashboard(b);
  const headers = { apikey: b.anonKey, Authorization: `Bearer ${token}` };
  const floorUrl = `${b.url}/rest/v1/`;
  const latest = new Map<string, Path>([
    [API, { url, headers, expectStatus: 200, expectItems: 5 }],
    // The HTTP floor: the same server, the same middleware, no database and no JWT.
    [FLOOR, { url: floorUrl, headers, expectStatus: 404, expectItems: null }],
    [
      FLOOR_FETCH,
      async () => {
        const res = await fetch(floorUrl, { headers });
        await res.text();
        if (res.status !== 404) throw new Error(`Unexpected answer ${res.status}`);
      },
    ],
    [
      DRIVER,
      async () => {
        const { rows } = await b.server.ctx.db.query(DASHBOARD_SQL, [userId]);
        if (rows.length !== 5) throw new Error('Unexpected driver answer');
      },
    ],
    [
      // The table API's database work without HTTP: one transaction as the user, under RLS.
      RUN_AS,
      async () => {
        const rows = await runAs(
          b.server.ctx.db,
          caller,
          async (tx) => (await tx.query(DASHBOARD_SQL, [userId])).rows,
        );
        if (rows.length !== 5) throw new Error('Unexpected driver answer');
      },
    ],
  ]);
  const embedded = await embeddedPaths(b, token, caller);
  return {
    b,
    paths: new Map([
      [LATEST, latest],
      [EMBEDDED, embedded],
    ]),
  };
}

type Command =
  | { cmd: 'setup'; target: DatabaseTarget }
  | { cmd: 'run'; query: string; path: string; total: number; concurrency: number }
  | { cmd: 'teardown' }
  | { cmd: 'exit' };

/** The child's loop: commands in, results out, over the IPC channel. */
function serveSide(): void {
  let current: Awaited<ReturnType<typeof setUp>> | null = null;
  const handle = async (msg: Command): Promise<unknown> => {
    if (msg.cmd === 'setup') {
      current = await setUp(msg.target);
      return [...current.paths].map(([query, paths]) => [query, [...paths.keys()]]);
    }
    if (msg.cmd === 'run') {
      const p = current?.paths.get(msg.query)?.get(msg.path);
      if (!p) throw new Error(`No path ${msg.query} / ${msg.path}`);
      return run(p, msg.total, msg.concurrency);
    }
    if (msg.cmd === 'teardown') {
      await current?.b.close();
      current = null;
      return null;
    }
    await client?.close();
    return null;
  };
  process.on('message', (msg: Command & { id: number }) => {
    handle(msg).then(
      (result) => {
        process.send?.({ id: msg.id, result });
        if (msg.cmd === 'exit') process.disconnect?.();
      },
      (err: unknown) =>
        process.send?.({
          id: msg.id,
          error: err instanceof Error ? (err.stack ?? err.message) : String(err),
        }),
    );
  });
}

// ---------------------------------------------------------------------------------------
// The driver: starts the sides, interleaves their rounds, prints the table.

class Side {
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();
  readonly child: ChildProcess;

  constructor(
    readonly name: string,
    backendDir: string,
  ) {
    this.child = fork(path.join(backendDir, 'bench', 'rest-vs-driver.ts'), ['--side'], {
      cwd: backendDir,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (msg: { id: number; result?: unknown; error?: string }) => {
      const w = this.waiting.get(msg.id);
      this.waiting.delete(msg.id);
      if (msg.error) w?.reject(new Error(`${this.name}: ${msg.error}`));
      else w?.resolve(msg.result);
    });
    this.child.on('exit', (code) => {
      for (const w of this.waiting.values()) w.reject(new Error(`${this.name} exited (${code})`));
      this.waiting.clear();
    });
  }

  send<T>(msg: Command): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ ...msg, id });
    });
  }
}

interface Row {
  side: string;
  target: DatabaseTarget;
  /** Which query: the dashboard's list, or an embedded select. */
  query: string;
  path: string;
  concurrency: number;
  stats: Stats;
}

/** Warms every path of one query up, then measures all sides' paths interleaved at each concurrency. */
async function measureQuery(
  sides: Side[],
  target: DatabaseTarget,
  query: string,
  paths: string[],
): Promise<Row[]> {
  for (const side of sides)
    for (const p of paths)
      await side.send({ cmd: 'run', query, path: p, total: WARM_UP, concurrency: 1 });
  const rows: Row[] = [];
  for (const concurrency of CONCURRENCY) {
    const samples = new Map<string, Samples>();
    const key = (s: Side, p: string) => `${s.name}\n${p}`;
    for (const s of sides) for (const p of paths) samples.set(key(s, p), new Samples());
    const started = performance.now();
    const limit = PHASE_LIMIT_MS * paths.length * sides.length;
    for (let done = 0; done < REQUESTS && performance.now() - started < limit; done += ROUND) {
      for (const p of paths) {
        for (const s of sides) {
          const total = Math.min(ROUND, REQUESTS - done);
          samples
            .get(key(s, p))!
            .add(await s.send<BatchResult>({ cmd: 'run', query, path: p, total, concurrency }));
        }
      }
    }
    for (const s of sides)
      for (const p of paths)
        rows.push({
          side: s.name,
          target,
          query,
          path: p,
          concurrency,
          stats: samples.get(key(s, p))!.stats(),
        });
  }
  return rows;
}

function report(rows: Row[], withSide: boolean): string {
  const lines = [
    `| ${withSide ? 'side | ' : ''}database | query | path | concurrency | requests | req/s | p50 ms | p99 ms | p50 vs raw driver |`,
    `| ${withSide ? '--- | ' : ''}--- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |`,
  ];
  for (const r of rows) {
    const driver = rows.find(
      (d) =>
        d.side === r.side &&
        d.target === r.target &&
        d.query === r.query &&
        d.concurrency === r.concurrency &&
        d.path === DRIVER,
    );
    const ratio =
      driver && driver.stats.p50 > 0 ? `${(r.stats.p50 / driver.stats.p50).toFixed(1)}×` : '';
    lines.push(
      `| ${withSide ? `${r.side} | ` : ''}${r.target} | ${r.query} | ${r.path} | ${r.concurrency} | ${r.stats.count} | ${r.stats.perSecond.toFixed(0)} | ${r.stats.p50.toFixed(2)} | ${r.stats.p99.toFixed(2)} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

/** One run: fresh side processes (in the given order), every target measured, rows back. */
async function oneRun(
  specs: { name: string; dir: string }[],
  targets: DatabaseTarget[],
  only: string[] | null,
): Promise<Row[]> {
  const sides = specs.map((s) => new Side(s.name, s.dir));
  const rows: Row[] = [];
  try {
    for (const target of targets) {
      const queries = await Promise.all(
        sides.map((s) => s.send<[string, string[]][]>({ cmd: 'setup', target })),
      );
      for (const [query, paths] of queries[0]!) {
        const measured = only ? paths.filter((p) => only.includes(p)) : paths;
        rows.push(...(await measureQuery(sides, target, query, measured)));
      }
      await Promise.all(sides.map((s) => s.send({ cmd: 'teardown' })));
    }
  } finally {
    await Promise.all(sides.map((s) => s.send({ cmd: 'exit' }).catch(() => undefined)));
  }
  return rows;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const percent = (ratio: number): string =>
  `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(0)}%`;

/**
 * Several runs of before against after: the table API's p50 after / before in each run, and
 * the median of those ratios; likewise for the bare query, which is the same SQL on both
 * sides and so shows how far two sides of one build differ from each other (the noise).
 */
function changes(runs: Row[][]): string {
  const lines = [
    '| database | query | concurrency | table API after / before, each run | median | raw driver after / before, each run | median |',
    '| --- | --- | ---: | --- | ---: | --- | ---: |',
  ];
  const first = runs[0]!.filter((r) => r.side === 'after' && r.path === API);
  for (const r of first) {
    const ratio = (path: string) =>
      runs.map((rows) => {
        const pick = (side: string) =>
          rows.find(
            (x) =>
              x.side === side &&
              x.target === r.target &&
              x.query === r.query &&
              x.concurrency === r.concurrency &&
              x.path === path,
          )?.stats.p50 ?? NaN;
        return pick('after') / pick('before');
      });
    const api = ratio(API);
    const driver = ratio(DRIVER);
    lines.push(
      `| ${r.target} | ${r.query} | ${r.concurrency} | ${api.map(percent).join(', ')} | **${percent(median(api))}** | ${driver.map(percent).join(', ')} | ${percent(median(driver))} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  // (Assigning undefined to process.env stores the string "undefined".)
  const pgUrl = process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL;
  if (pgUrl) process.env.TEST_DATABASE_URL = pgUrl;
  else delete process.env.TEST_DATABASE_URL;
  // BENCH_TARGETS=postgres (or pglite) measures one database only.
  const onlyTargets = process.env.BENCH_TARGETS?.split(',');
  const targets = databaseTargets().filter((t) => !onlyTargets || onlyTargets.includes(t));
  // BENCH_PATHS=api,driver measures the table API and the bare query only.
  const pathNames: Record<string, string> = {
    api: API,
    driver: DRIVER,
    'run-as': RUN_AS,
    floor: FLOOR,
    'floor-fetch': FLOOR_FETCH,
  };
  const onlyPaths = process.env.BENCH_PATHS
    ? process.env.BENCH_PATHS.split(',').map((p) => {
        const name = pathNames[p.trim()];
        if (!name)
          throw new Error(`BENCH_PATHS: unknown path ${p} (${Object.keys(pathNames).join(', ')})`);
        return name;
      })
    : null;
  const runCount = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
  console.log(
    `Seed: ${USERS} users, ${TARGET_GENERATIONS} generations for the measured user, ${OTHER_GENERATIONS} for each other user. ` +
      `Warm-up ${WARM_UP}, then up to ${REQUESTS} requests (or ${PHASE_LIMIT_MS / 1000} s) per path and side, in rounds of ${ROUND}.`,
  );
  if (!targets.includes('postgres')) {
    console.log(
      'PostgreSQL: skipped, because neither TEST_DATABASE_URL nor BENCH_DATABASE_URL is set.',
    );
  }
  const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const before = process.env.BENCH_BEFORE;
  const specs = before
    ? [
        { name: 'before', dir: path.resolve(before) },
        { name: 'after', dir: here },
      ]
    : [{ name: 'this', dir: here }];
  if (before) console.log(`Sides: before = ${path.resolve(before)}, after = ${here}`);
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
  console.log(`Load average ${load()} at the start`);
  const runs: Row[][] = [];
  for (let i = 0; i < runCount; i++) {
    // Each run starts fresh processes and databases; every other run swaps which side's
    // rounds go first, so neither side always measures right after the other.
    const order = i % 2 === 0 ? specs : [...specs].reverse();
    const rows = await oneRun(order, targets, onlyPaths);
    runs.push(rows);
    if (runCount > 1) {
      console.log(
        `Run ${i + 1} of ${runCount} (${order.map((s) => s.name).join(' first, ')}), load average ${load()}`,
      );
    }
    console.log(report(rows, specs.length > 1));
  }
  console.log(`Load average ${load()} at the end`);
  if (before && runCount > 1) console.log(changes(runs));
}

if (process.argv.includes('--side')) serveSide();
else
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
