/**
 * The dashboard's "5 latest generations" request through the table API, many times in a
 * row, for a CPU profile of where a request's time goes:
 *
 *   npx tsx bench/profile-dashboard.ts [out.cpuprofile]   (PROFILE_TARGET=postgres for PostgreSQL)
 *   npx tsx bench/profile-summary.ts out.cpuprofile
 *
 * Loopback HTTP, concurrency 1; PROFILE_REQUESTS (default 3,000) after 300 warm-up. Only the
 * measured requests are profiled (the V8 profiler of `node --cpu-prof`, started and stopped
 * through node:inspector), not the start-up, migrations or seed. The client is the
 * benchmarks' (bench/http-client.ts: undici in a worker thread), so the profile of the main
 * thread is the server's work alone.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { startTestBackend } from '../test/support/harness';
import { seedDashboard } from './dashboard-seed';
import { HttpClient, type HttpBatch } from './http-client';

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 3_000);
const OUT = process.argv[2] ?? 'dashboard.cpuprofile';

async function main(): Promise<void> {
  const b = await startTestBackend(
    (process.env.PROFILE_TARGET as 'pglite' | 'postgres') ?? 'pglite',
  );
  const client = new HttpClient();
  try {
    const seed = await seedDashboard(b);
    const headers = { apikey: b.anonKey, Authorization: `Bearer ${seed.token}` };
    const batch: HttpBatch = { url: seed.url, headers, expectStatus: 200, expectItems: 5 };
    await client.run(batch, 300, 1);
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const t0 = performance.now();
    await client.run(batch, REQUESTS, 1);
    const ms = performance.now() - t0;
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await writeFile(OUT, JSON.stringify(profile));
    console.log(
      `${REQUESTS} requests, ${(ms / REQUESTS).toFixed(3)} ms each on average; profile in ${OUT}`,
    );
  } finally {
    await client.close();
    await b.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
