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
 * Cold and warm are printed apart. A fresh server's first minute is mostly V8 optimising the
 * generator in each worker thread (its compiler threads take as much CPU as the workers), so
 * the first phase ("cold", concurrency 8 from the server's first requests: every worker starts
 * with it) is what a server just started or just past its workers' idle timeout gives. Then a
 * warm-up at concurrency 8 (so every worker runs, BENCH_WARM_MS, 30 s by default), and the
 * measured phases: concurrency 8 (BENCH_REQUESTS_C8, 800) and concurrency 1 (BENCH_REQUESTS_C1,
 * 150), each long enough to quote a p99. Concurrency 1 comes last and short: one client keeps
 * one worker busy, and the other would end after the pool's idle timeout.
 *
 *   npm run bench:generate -w @app/backend
 */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { availableParallelism, loadavg } from 'node:os';
import { generate } from '@app/codegen';
import { databaseTargets, startTestBackend, type DatabaseTarget } from '../test/support/harness';
import { asServer, createTestUser, type TestUser } from '../test/support/users';
import { design } from './orders-frame';

const COLD_REQUESTS = Number(process.env.BENCH_REQUESTS_COLD ?? 80);
const WARM_MS = Number(process.env.BENCH_WARM_MS ?? 30_000);
const PHASES = [
  { name: 'cold', concurrency: 8, requests: COLD_REQUESTS },
  { name: 'warm', concurrency: 8, requests: Number(process.env.BENCH_REQUESTS_C8 ?? 800) },
  { name: 'warm', concurrency: 1, requests: Number(process.env.BENCH_REQUESTS_C1 ?? 150) },
];
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
    process.stdout.write(
      `\n${target}: ${nodes}-node frame, request body ${(body.length / 1024).toFixed(0)} KB, ${availableParallelism()} cores, ${backend.server.ctx.config.generationWorkers} generator workers; generate() alone in-process: p50 ${percentile(alone, 50).toFixed(0)} ms\n`,
    );
    process.stdout.write(
      '| phase | concurrency | requests | generations/s | p50 ms | p99 ms | light request p50 / p99 ms meanwhile | CPU ms a generation (threads) |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n',
    );
    const load = () => loadavg()[0]!.toFixed(1);
    let warmedUp = false;
    for (const { name, concurrency, requests } of PHASES) {
      if (name === 'warm' && !warmedUp) {
        // Every worker busy for WARM_MS, so each thread's code is optimised before measuring.
        const until = performance.now() + WARM_MS;
        let warmed = 0;
        await Promise.all(
          users.map(async (_, client) => {
            while (performance.now() < until) {
              await call(client);
              warmed++;
            }
          }),
        );
        warmedUp = true;
        process.stdout.write(
          `| warm-up | 8 | ${warmed} | ${((warmed * 1000) / WARM_MS).toFixed(1)} | | | | load average ${load()} |\n`,
        );
      }
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
          while (started < requests && performance.now() < deadline) {
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
        `| ${name} | ${concurrency} | ${times.length} | ${((times.length * 1000) / elapsed).toFixed(1)} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 99).toFixed(0)} | ${percentile(probes, 50).toFixed(1)} / ${percentile(probes, 99).toFixed(1)} | ${((cpu.user + cpu.system) / 1000 / times.length).toFixed(0)} (${threads.join(' + ')}), load average ${load()} |\n`,
      );
    }
  } finally {
    await backend.close();
  }
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
for (const target of url ? databaseTargets() : (['pglite'] as DatabaseTarget[])) await run(target);
