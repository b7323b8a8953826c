/**
 * Two checkouts' generate functions side by side in one process, alternated every few
 * seconds: the 1,000-node frame at concurrency 8 (8 users, one request in flight each; or
 * BENCH_CONCURRENCY), a short phase on one server, then on the other, for several rounds.
 * On a machine that something else loads by fits (the lead's JVM renders), both builds then
 * meet the same load, which separate runs a minute apart do not. Each phase records
 * generations a second, p50 and p99, and the CPU time of the whole process per generation
 * (the idle server's threads use none; on PostgreSQL the database server's own process is not
 * counted); the first rounds warm both servers up (workers started, code optimised) and are
 * left out of the medians. Three rounds of 80 were not enough: each worker thread's code is
 * still being optimised after 240 requests (the fourth and fifth rounds ran at a third to a
 * half of the later ones), so eight rounds are left out by default.
 *
 *   npx tsx bench/generate-ab.ts <before checkout> <after checkout> [pglite|postgres]
 *   BENCH_ROUNDS=20 BENCH_PHASE_REQUESTS=80 BENCH_WARM_ROUNDS=8 BENCH_CONCURRENCY=8 (the defaults)
 *
 * Each checkout's own test harness starts its server (so each runs its own generator,
 * bundled by its own worker-bundle.ts); the frame comes from this checkout. A phase is kept
 * short: a pool's idle threads end after 10 s, and the other server's must not.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { design } from './orders-frame';

const [beforeRoot, afterRoot, target = 'pglite'] = process.argv.slice(2);
if (!beforeRoot || !afterRoot) {
  process.stderr.write(
    'usage: generate-ab.ts <before checkout> <after checkout> [pglite|postgres]\n',
  );
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PHASE = Number(process.env.BENCH_PHASE_REQUESTS ?? 80);
const WARM = Number(process.env.BENCH_WARM_ROUNDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
if (target === 'postgres' && process.env.BENCH_DATABASE_URL)
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

interface Side {
  name: string;
  url: string;
  anonKey: string;
  tokens: string[];
  close: () => Promise<void>;
  phases: { perSecond: number; p50: number; p99: number; cpuMs: number }[];
}

async function start(name: string, root: string): Promise<Side> {
  const load = (file: string) =>
    import(pathToFileURL(path.join(path.resolve(root), 'apps/backend', file)).href);
  const { startTestBackend } = await load('test/support/harness.ts');
  const { asServer, createTestUser } = await load('test/support/users.ts');
  const backend = await startTestBackend(target);
  const tokens: string[] = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    const user = await createTestUser(backend, `ab-${name}-${i}`);
    await asServer(
      backend,
      "insert into public.additional_generations (user_id, amount, expires_at) values ($1, 100000, now() + interval '1 day')",
      [user.id],
    );
    tokens.push(user.token);
  }
  return {
    name,
    url: backend.url,
    anonKey: backend.anonKey,
    tokens,
    close: () => backend.close(),
    phases: [],
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function phase(side: Side, body: string): Promise<void> {
  const call = async (client: number) => {
    const res = await fetch(`${side.url}/functions/v1/generate`, {
      method: 'POST',
      headers: {
        apikey: side.anonKey,
        authorization: `Bearer ${side.tokens[client]}`,
        'content-type': 'application/json',
      },
      body,
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${side.name}: generate answered ${res.status}`);
  };
  const times: number[] = [];
  let started = 0;
  const cpu = process.cpuUsage();
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      while (started < PHASE) {
        started++;
        const t = performance.now();
        await call(client);
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = performance.now() - begin;
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  side.phases.push({
    perSecond: (times.length * 1000) / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    cpuMs: (used.user + used.system) / 1000 / times.length,
  });
}

const { body } = design();
const sides = [await start('before', beforeRoot), await start('after', afterRoot)];
try {
  const loads: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // before, after in even rounds; after, before in odd ones: neither always goes first.
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) await phase(side, body);
    loads.push(loadavg()[0]!);
  }
  process.stdout.write(
    `\n${target}: ${ROUNDS} rounds of ${PHASE} requests at concurrency ${CONCURRENCY} on each side, the first ${WARM} left out; load average ${Math.min(...loads.slice(WARM)).toFixed(1)} to ${Math.max(...loads.slice(WARM)).toFixed(1)} over the rounds kept\n`,
  );
  process.stdout.write(
    '| build | generations/s (median) | p50 ms | p99 ms | CPU ms a generation | generations/s each round |\n| --- | ---: | ---: | ---: | ---: | --- |\n',
  );
  for (const side of sides) {
    const kept = side.phases.slice(WARM);
    process.stdout.write(
      `| ${side.name} | ${median(kept.map((p) => p.perSecond)).toFixed(1)} | ${median(kept.map((p) => p.p50)).toFixed(0)} | ${median(kept.map((p) => p.p99)).toFixed(0)} | ${median(kept.map((p) => p.cpuMs)).toFixed(1)} | ${kept.map((p) => p.perSecond.toFixed(1)).join(', ')} |\n`,
    );
  }
  const ratio = sides[1]!.phases
    .slice(WARM)
    .map((p, i) => p.cpuMs / sides[0]!.phases[WARM + i]!.cpuMs);
  process.stdout.write(
    `CPU a generation, after / before, round by round: median ${median(ratio).toFixed(3)} (${ratio.map((r) => r.toFixed(2)).join(', ')})\n`,
  );
} finally {
  for (const side of sides) await side.close();
}
