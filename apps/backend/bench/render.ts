/**
 * Rendered previews, measured (`npm run bench:render -w @app/backend`):
 *
 * 1. Render latency: the 1,000-node benchmark frame (bench/orders-frame.ts) generated one at a
 *    time through the real generate function, each render job run by the server's warm JVM;
 *    "job start to stored report" is the render row's started_at to finished_at (the job's
 *    first write to the transaction that stores the report), plus the job's own stage timings.
 * 2. Generation throughput with and without renders, side by side: two servers on the same
 *    machine, one with RENDERS=off and one rendering every generation it answers, measured in
 *    alternating phases at concurrency 8, so both see the same machine load.
 *
 * BENCH_RENDERS (default 20) renders; BENCH_PHASE_REQUESTS (default 40) generations a phase
 * (0: the latency only). BENCH_ROWS=distinct renders the frame with no two rows alike, which
 * the generator cannot fold into one row function (bench/orders-frame.ts).
 * PGlite only: the JVM and the generator share the machine either way.
 */
import { loadavg, availableParallelism } from 'node:os';
import { PNG } from 'pngjs';
import type { GenerationRender, RenderReport } from '@app/shared/renders';
import { RendererHost } from '../src/jobs/render/renderer-host';
import { startTestBackend, type TestBackend } from '../test/support/harness';
import { asServer, createTestUser, type TestUser } from '../test/support/users';
import { design } from './orders-frame';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 20);
const PHASE_REQUESTS = Number(process.env.BENCH_PHASE_REQUESTS ?? 40);
const ROWS = (process.env.BENCH_ROWS ?? 'frames') as 'frames' | 'distinct' | 'instances';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Figma's export of the 360 x 8,000 frame as the plugin sends it: at most 480 px on a side. */
function figmaExport(): string {
  const png = new PNG({ width: 22, height: 480 });
  png.data.fill(250);
  return PNG.sync.write(png).toString('base64');
}

function body(): string {
  const b = JSON.parse(design({ rows: ROWS }).body) as Record<string, unknown>;
  return JSON.stringify({ ...b, preview: figmaExport() });
}

async function userWithCredit(backend: TestBackend, label: string): Promise<TestUser> {
  const user = await createTestUser(backend, label);
  await asServer(
    backend,
    "insert into public.additional_generations (user_id, amount, expires_at) values ($1, 100000, now() + interval '1 day')",
    [user.id],
  );
  return user;
}

async function generateAs(backend: TestBackend, user: TestUser, text: string): Promise<string> {
  const res = await fetch(`${backend.url}/functions/v1/generate`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/json',
    },
    body: text,
  });
  const answer = (await res.json()) as { generation?: { id: string } };
  if (res.status !== 200 || !answer.generation) throw new Error(`generate answered ${res.status}`);
  return answer.generation.id;
}

async function renderDone(backend: TestBackend, id: string): Promise<GenerationRender> {
  for (;;) {
    const [row] = await asServer<GenerationRender>(
      backend,
      'select * from public.generation_renders where generation_id = $1',
      [id],
    );
    if (row?.status === 'succeeded') return row;
    if (row?.status === 'failed') throw new Error(`the render failed: ${row.error}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const host = new RendererHost({ niceness: 10 });
const env = {
  RENDERS: 'on',
  PATH: process.env.PATH ?? '',
  ...(process.env.JAVA_HOME ? { JAVA_HOME: process.env.JAVA_HOME } : {}),
};
const rendering = await startTestBackend('pglite', env, { rendererHosts: [host] });
const plain = await startTestBackend('pglite', { RENDERS: 'off' });
try {
  const text = body();
  const { nodes } = design({ rows: ROWS });
  process.stdout.write(
    `${nodes}-node frame (rows: ${ROWS}); ${availableParallelism()} cores; load average at start ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  // The JVM starts and warms up with the server; wait for it so the first job is a warm one.
  const t = performance.now();
  await host.get();
  process.stdout.write(`JVM start and warm-up: ${((performance.now() - t) / 1000).toFixed(1)} s\n`);

  // 1. Render latency, one generation at a time (the first is a warm-up of the real frame).
  const user = await userWithCredit(rendering, 'bench-render');
  const spans: number[] = [];
  const stages: RenderReport['timings'][] = [];
  for (let i = 0; i <= RENDERS; i++) {
    const id = await generateAs(rendering, user, text);
    const row = await renderDone(rendering, id);
    if (i === 0) continue;
    spans.push(new Date(row.finished_at!).getTime() - new Date(row.started_at!).getTime());
    const reportObject = await rendering.server.ctx.files.read('generations', row.report_path!);
    const chunks: Buffer[] = [];
    for await (const c of reportObject.body) chunks.push(c as Buffer);
    const report = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RenderReport;
    stages.push(report.timings);
    if (i === 1) {
      process.stdout.write(
        `score ${(report.score * 100).toFixed(1)}% (${report.withinTolerance} of ${report.layers} layers), pixel similarity ${((report.imageSimilarity?.value ?? NaN) * 100).toFixed(1)}%\n`,
      );
    }
  }
  spans.sort((a, b) => a - b);
  const med = (k: keyof RenderReport['timings']) =>
    percentile(
      stages.map((s) => s[k]).sort((a, b) => a - b),
      50,
    ).toFixed(0);
  process.stdout.write(
    `\nrender latency over ${spans.length} jobs, job start to stored report: p50 ${(percentile(spans, 50) / 1000).toFixed(2)} s, p99 ${(percentile(spans, 99) / 1000).toFixed(2)} s\n` +
      `median stages (ms): prepare ${med('prepareMs')}, compile ${med('compileMs')}, draw ${med('renderMs')}, score ${med('scoreMs')}\n` +
      `load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );

  // 2. Generation throughput at concurrency 8, without and with renders, alternating.
  const crowd = async (backend: TestBackend) =>
    Promise.all(Array.from({ length: 8 }, (_, i) => userWithCredit(backend, `bench-${i}`)));
  const crowds = new Map<TestBackend, TestUser[]>([
    [plain, await crowd(plain)],
    [rendering, await crowd(rendering)],
  ]);
  const phase = async (backend: TestBackend) => {
    const users = crowds.get(backend)!;
    const times: number[] = [];
    let started = 0;
    const begin = performance.now();
    await Promise.all(
      users.map(async (u) => {
        while (started < PHASE_REQUESTS) {
          started++;
          const s = performance.now();
          await generateAs(backend, u, text);
          times.push(performance.now() - s);
        }
      }),
    );
    const elapsed = performance.now() - begin;
    times.sort((a, b) => a - b);
    return {
      rate: (times.length * 1000) / elapsed,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
    };
  };
  if (PHASE_REQUESTS > 0)
    process.stdout.write(
      '\n| phase | renders | generations/s | p50 ms | p99 ms | renders queued or running at the end |\n| ---: | --- | ---: | ---: | ---: | ---: |\n',
    );
  for (let round = 1; round <= (PHASE_REQUESTS > 0 ? 2 : 0); round++) {
    for (const backend of [plain, rendering]) {
      const r = await phase(backend);
      const [pending] =
        backend === rendering
          ? await asServer<{ n: number }>(
              rendering,
              "select count(*)::int as n from public.generation_renders where status in ('queued', 'running')",
            )
          : [{ n: 0 }];
      process.stdout.write(
        `| ${round} | ${backend === rendering ? 'on' : 'off'} | ${r.rate.toFixed(2)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${backend === rendering ? pending!.n : '-'} |\n`,
      );
    }
  }
  process.stdout.write(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
} finally {
  await rendering.close();
  await plain.close();
  await host.close();
}
