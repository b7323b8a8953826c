/**
 * The generate function end to end: POST /functions/v1/generate over real HTTP
 * with a 1,000-node frame, at concurrency 1 and 8, on PGlite (and PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set). Each request runs the generator in the
 * worker pool, meters, records the generation and stores its files. While the concurrent
 * phase runs, a light request (the auth settings) is timed too, to show that generation
 * does not block the event loop. Concurrency N is N users, one request in flight each: one
 * user runs one generation at a time (the fair queue answers a user's extra ones with 429),
 * so N clients of one user would measure the queue's refusals, not the generator.
 *
 * Each phase also prints the CPU time of the whole process per generation, and how it splits
 * between threads (the server's main thread, then the others largest first: the generator
 * workers, PGlite's thread, V8's compiler and collector helpers). The client runs in this
 * process too, so its share (fetch, the answer's gunzip) is in the main thread's figure.
 *
 *   npm run bench:generate -w @app/backend
 */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { availableParallelism } from 'node:os';
import { generate } from '@app/codegen';
import { databaseTargets, startTestBackend, type DatabaseTarget } from '../test/support/harness';
import { asServer, createTestUser, type TestUser } from '../test/support/users';
import { design } from './orders-frame';

const REQUESTS = {
  1: Number(process.env.BENCH_REQUESTS_C1 ?? 40),
  8: Number(process.env.BENCH_REQUESTS_C8 ?? 80),
};
const PHASE_LIMIT_MS = 60_000;

/** CPU time (user + system, ms) of each thread of this process by thread id, from /proc. */
function threadCpu(): Map<string, number> {
  const ticks = 1000 / 100; // USER_HZ: 100 on Linux
  const out = new Map<string, number>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(tid, (Number(fields[11]) + Number(fields[12])) * ticks);
    }
  } catch {
    // Not Linux: no split by thread; the column's total (process.cpuUsage) still stands.
  }
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function run(target: DatabaseTarget): Promise<void> {
  // The generator alone, in this thread before the server starts (so it blocks nothing), on
  // the same frame: the rest of a request's time is HTTP, the worker hand-off, metering and storage.
  const figma = (JSON.parse(design().body) as { figma: unknown }).figma;
  const alone: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await generate(figma);
    alone.push(performance.now() - t);
  }
  alone.sort((a, b) => a - b);
  const env: Record<string, string> = {};
  const backend = await startTestBackend(target, env);
  try {
    const users: TestUser[] = [];
    for (let i = 0; i < 8; i++) {
      const user = await createTestUser(backend, `bench-${i}`);
      await asServer(
        backend,
        "insert into public.additional_generations (user_id, amount, expires_at) values ($1, 100000, now() + interval '1 day')",
        [user.id],
      );
      users.push(user);
    }
    const { body, nodes } = design();
    const call = async (client: number) => {
      const res = await fetch(`${backend.url}/functions/v1/generate`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${users[client]!.token}`,
          'content-type': 'application/json',
        },
        body,
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`generate answered ${res.status}`);
    };
    for (let i = 0; i < 4; i++) await call(0); // warm-up: worker start, JIT
    process.stdout.write(
      `\n${target}: ${nodes}-node frame, request body ${(body.length / 1024).toFixed(0)} KB, ${availableParallelism()} cores, ${backend.server.ctx.config.generationWorkers} generator workers; generate() alone in-process: p50 ${percentile(alone, 50).toFixed(0)} ms\n`,
    );
    process.stdout.write(
      '| concurrency | requests | generations/s | p50 ms | p99 ms | light request p50 / p99 ms meanwhile | CPU ms a generation (threads) |\n| ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n',
    );
    for (const concurrency of [1, 8] as const) {
      const times: number[] = [];
      const probes: number[] = [];
      let started = 0;
      let probing = true;
      const deadline = performance.now() + PHASE_LIMIT_MS;
      const probe = (async () => {
        while (probing) {
          const t = performance.now();
          await (
            await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } })
          ).arrayBuffer();
          probes.push(performance.now() - t);
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      const cpuBefore = process.cpuUsage();
      const threadsBefore = threadCpu();
      const begin = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async (_, client) => {
          while (started < REQUESTS[concurrency] && performance.now() < deadline) {
            started++;
            const t = performance.now();
            await call(client);
            times.push(performance.now() - t);
          }
        }),
      );
      const elapsed = performance.now() - begin;
      const cpu = process.cpuUsage(cpuBefore);
      const threads = [...threadCpu()]
        .map(([tid, ms]) => [tid, ms - (threadsBefore.get(tid) ?? 0)] as const)
        .filter(([, ms]) => ms >= times.length)
        .sort((a, b) => b[1] - a[1])
        .map(
          ([tid, ms]) =>
            `${tid === String(process.pid) ? 'main ' : ''}${(ms / times.length).toFixed(0)}`,
        );
      probing = false;
      await probe;
      times.sort((a, b) => a - b);
      probes.sort((a, b) => a - b);
      process.stdout.write(
        `| ${concurrency} | ${times.length} | ${((times.length * 1000) / elapsed).toFixed(1)} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 99).toFixed(0)} | ${percentile(probes, 50).toFixed(1)} / ${percentile(probes, 99).toFixed(1)} | ${((cpu.user + cpu.system) / 1000 / times.length).toFixed(0)} (${threads.join(' + ')}) |\n`,
      );
    }
  } finally {
    await backend.close();
  }
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
for (const target of url ? databaseTargets() : (['pglite'] as DatabaseTarget[])) await run(target);
