import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { Job } from 'pg-boss';
import type { ComposeJvm, RenderedPreview } from '@app/compose-renderer/jvm';
import { formatMessage } from '@app/compose-renderer/jvm';
import {
  RENDER_ATTEMPTS,
  RENDER_MESSAGES,
  type RenderReport,
  type RenderStage,
} from '@app/shared/renders';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { runAs, SERVICE_CALLER } from '../../db/request-context';
import { log } from '../../log/logger';
import { GENERATIONS_BUCKET, type StoredFile } from '../../generation/artifacts';
import { ObjectNotFound, type ObjectStore } from '../../storage/object-store';
import { RENDER_QUEUE, type JobQueue } from '../queue';
import type { KotlinFile, PreparedRender } from './render-steps';
import { RENDER_INPUT_PATH } from './render-input';
import { RendererHost, RendererHostClosed } from './renderer-host';
import { sendUnsentRenderJobs } from './renders';

/** A render attempt that failed for a reason the user is told, in the product's words. */
export class RenderFailure extends Error {}

export interface RenderWorkerOptions {
  /** How many renders run at once in this process, each with a JVM of its own. */
  concurrency: number;
  /** One render's limit: past it the JVM is killed (and restarted) and the attempt fails. */
  timeLimitMs: number;
  java: string | undefined;
  /** The JVM's niceness: renders yield the CPU to requests on a shared machine. */
  niceness: number;
  /** How often an idle worker looks for jobs (pg-boss polls; seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** JVMs started elsewhere (tests share one per process); their owner closes them. */
  hosts?: RendererHost[];
}

export interface RenderWorkers {
  /** Stops taking jobs, lets the running ones finish (or be retried elsewhere), closes the JVMs. */
  stop(): Promise<void>;
}

interface RenderRow {
  user_id: string;
  status: string;
  files: StoredFile[];
  preview_path: string | null;
}

type RenderJob = Job<{ generationId: string }> & { retryCount: number; retryLimit: number };

async function readObject(store: ObjectStore, name: string): Promise<Uint8Array> {
  const object = await store.read(GENERATIONS_BUCKET, name);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

async function setStage(
  db: Database,
  generationId: string,
  stage: RenderStage,
  fields: { attempts?: number } = {},
): Promise<void> {
  await db.query(
    `update public.generation_renders
        set status = 'running', stage = $2, attempts = coalesce($3, attempts),
            started_at = coalesce(started_at, now()), updated_at = now()
      where generation_id = $1`,
    [generationId, stage, fields.attempts ?? null],
  );
}

/** A promise that rejects after `ms` (the JVM is then killed by the caller). */
function within<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new RenderFailure(RENDER_MESSAGES.timedOut(Math.round(ms / 1000))));
    }, ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The reason a user reads for an attempt that failed. */
function reasonOf(err: unknown): string {
  if (err instanceof RenderFailure) return err.message;
  if (err instanceof ObjectNotFound) return RENDER_MESSAGES.inputMissing;
  if (err instanceof Error && /JVM exited|renderer's JVM/.test(err.message))
    return RENDER_MESSAGES.rendererStopped;
  return RENDER_MESSAGES.unexpected;
}

/**
 * Starts this process's render workers: `concurrency` JVMs, each taking one job at a time from
 * the queue. A job renders one generation: the measured variant of its code (prepared in a
 * worker thread), compiled and drawn by the warm JVM, scored in the thread, and stored
 * (render.png and report.json beside the code, owned by the user) with its row in one
 * transaction. Each stage is written to the row as it starts, which realtime sends to the
 * owner's pages.
 */
export async function startRenderWorkers(
  ctx: Pick<AppContext, 'db' | 'files'>,
  queue: JobQueue,
  options: RenderWorkerOptions,
): Promise<RenderWorkers> {
  const { db, files } = ctx;
  const threads = new Piscina({
    filename: new URL('./render-thread.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.concurrency,
    idleTimeout: 30_000,
  });
  const ownHosts = !options.hosts;
  const hosts =
    options.hosts ??
    Array.from(
      { length: options.concurrency },
      () =>
        new RendererHost({
          niceness: options.niceness,
          ...(options.java ? { java: options.java } : {}),
        }),
    );
  const idle = [...hosts];
  // The JVMs start now, so the first job finds one warm.
  for (const host of hosts)
    void host.get().catch((err: unknown) => {
      // Closed by a shutdown during the start: nothing went wrong.
      if (!(err instanceof RendererHostClosed))
        log.error({ err, component: 'renders' }, 'the Compose renderer could not start');
    });

  const renderOne = async (job: RenderJob, jvmHost: RendererHost): Promise<void> => {
    const generationId = job.data.generationId;
    const started = performance.now();
    const found = await db.query<RenderRow>(
      `select r.user_id, r.status, g.files, g.preview_path
         from public.generation_renders r join public.generations g on g.id = r.generation_id
        where r.generation_id = $1`,
      [generationId],
    );
    const row = found.rows[0];
    // The generation was deleted meanwhile, or an earlier run of this job stored its report.
    if (!row || row.status === 'succeeded') return;
    const attempt = job.retryCount + 1;
    await setStage(db, generationId, 'preparing', { attempts: attempt });
    const prefix = `${row.user_id}/${generationId}`;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ftc-render-'));
    try {
      const input = await readObject(files, `${prefix}/${RENDER_INPUT_PATH}`);
      const t = { prepare: performance.now(), compile: 0, render: 0, score: 0 };
      const prepared = (await threads.run({ input, dir }, { name: 'prepare' })) as PreparedRender;
      const jvm: ComposeJvm = await jvmHost.get();
      const kill = () => void jvmHost.kill();
      t.compile = performance.now();
      await setStage(db, generationId, 'compiling');
      const compiled = await within(
        jvm.compile([prepared.sources], prepared.classes),
        options.timeLimitMs,
        kill,
      );
      if (!compiled.ok) {
        const first = compiled.messages[0];
        throw new RenderFailure(
          RENDER_MESSAGES.compileFailed(
            first
              ? formatMessage({
                  ...first,
                  file: first.file ? path.basename(first.file) : null,
                }).slice(0, 600)
              : 'no message',
          ),
        );
      }
      t.render = performance.now();
      await setStage(db, generationId, 'rendering');
      const rendered = await within(
        jvm.render({
          classes: prepared.classes,
          out: path.join(dir, 'render'),
          resources: prepared.resources,
          widths: [],
          only: [prepared.preview],
        }),
        options.timeLimitMs,
        kill,
      );
      const preview: RenderedPreview | undefined =
        rendered.previews.find((p) => p.name === prepared.preview) ?? rendered.previews[0];
      if (!preview) throw new RenderFailure(RENDER_MESSAGES.noScreen);
      if (preview.error || !preview.png)
        throw new RenderFailure(RENDER_MESSAGES.drawFailed(preview.error ?? 'nothing was drawn'));
      t.score = performance.now();
      await setStage(db, generationId, 'scoring');
      const figmaPng = row.preview_path ? await readObject(files, row.preview_path) : null;
      const plain: KotlinFile[] = [];
      for (const f of row.files) {
        if (f.encoding !== 'utf8' || !f.path.endsWith('.kt')) continue;
        plain.push({
          path: f.path,
          text: Buffer.from(await readObject(files, f.object)).toString('utf8'),
        });
      }
      const scored = (await threads.run(
        {
          input,
          prepared: {
            tags: prepared.tags,
            instrumented: prepared.instrumented,
            frameNodeId: prepared.frameNodeId,
          },
          preview,
          figmaPng,
          plain,
        },
        { name: 'score' },
      )) as Omit<RenderReport, 'timings' | 'measuredAt'>;
      const now = performance.now();
      const report: RenderReport = {
        ...scored,
        timings: {
          prepareMs: Math.round(t.compile - t.prepare),
          compileMs: Math.round(t.render - t.compile),
          renderMs: Math.round(t.score - t.render),
          scoreMs: Math.round(now - t.score),
          totalMs: Math.round(now - started),
        },
        measuredAt: new Date().toISOString(),
      };
      const { readFile } = await import('node:fs/promises');
      await storeResult(db, files, {
        generationId,
        userId: row.user_id,
        renderPng: new Uint8Array(await readFile(preview.png)),
        report,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  const handler = async (job: RenderJob): Promise<void> => {
    const host = idle.pop();
    if (!host) throw new Error('No free renderer for a job (more jobs than JVMs).');
    try {
      await renderOne(job, host);
    } catch (err) {
      const reason = reasonOf(err);
      const last = job.retryCount >= job.retryLimit;
      if (!(err instanceof RenderFailure))
        log.error(
          { err, component: 'renders', generation: job.data.generationId },
          'a render attempt failed',
        );
      await db
        .query(
          `update public.generation_renders
              set status = $2, stage = null, error = $3, attempts = greatest(attempts, $4),
                  finished_at = case when $2 = 'failed' then now() end, updated_at = now()
            where generation_id = $1 and status <> 'succeeded'`,
          [
            job.data.generationId,
            last ? 'failed' : 'queued',
            reason,
            Math.min(job.retryCount + 1, RENDER_ATTEMPTS),
          ],
        )
        .catch((e: unknown) =>
          log.error({ err: e, component: 'renders' }, 'a render failure could not be recorded'),
        );
      throw new Error(reason, { cause: err });
    } finally {
      idle.push(host);
    }
  };

  const boss = await queue.boss();
  // Renders whose job a process that died never sent, before this worker takes new ones.
  await sendUnsentRenderJobs(db, queue, { all: db.kind === 'pglite' }).catch((err: unknown) =>
    log.error({ err, component: 'renders' }, 'unsent render jobs could not be sent'),
  );
  const workerId = await boss.work<{ generationId: string }>(
    RENDER_QUEUE,
    {
      batchSize: 1,
      localConcurrency: options.concurrency,
      includeMetadata: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
    },
    async ([job]) => {
      if (job) await handler(job as RenderJob);
    },
  );
  return {
    async stop() {
      await boss.offWork(RENDER_QUEUE, { id: workerId, wait: true }).catch(() => undefined);
      if (ownHosts) await Promise.all(hosts.map((h) => h.close().catch(() => undefined)));
      await threads.destroy();
    },
  };
}

/**
 * Stores what a render job made: the bytes first (render.png, report.json), then, in one
 * transaction, their rows in storage.objects as the user's (the owner-only policy applies,
 * and deleting the generation or the account removes them) and the render row's outcome.
 * A generation deleted meanwhile keeps nothing. Running twice (a job retried after its
 * worker died) overwrites the same objects and rows: one report.
 */
async function storeResult(
  db: Database,
  store: ObjectStore,
  r: { generationId: string; userId: string; renderPng: Uint8Array; report: RenderReport },
): Promise<void> {
  const prefix = `${r.userId}/${r.generationId}/render`;
  const report = Buffer.from(JSON.stringify(r.report));
  const objects = [
    { name: `${prefix}/render.png`, bytes: r.renderPng, mimetype: 'image/png' },
    { name: `${prefix}/report.json`, bytes: report, mimetype: 'application/json' },
  ];
  for (const o of objects)
    await store.write(GENERATIONS_BUCKET, o.name, o.bytes, { contentType: o.mimetype });
  const kept = await runAs(db, SERVICE_CALLER, async (tx) => {
    const live = await tx.query('select 1 from public.generations where id = $1 for share', [
      r.generationId,
    ]);
    if (live.rows.length === 0) return false;
    await tx.query(
      `insert into storage.objects (bucket_id, name, owner, metadata)
       select $1, o ->> 'name', $2, jsonb_build_object('size', (o ->> 'size')::bigint, 'mimetype', o ->> 'mimetype')
         from jsonb_array_elements($3::jsonb) as o
       on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
      [
        GENERATIONS_BUCKET,
        r.userId,
        JSON.stringify(
          objects.map((o) => ({ name: o.name, size: o.bytes.byteLength, mimetype: o.mimetype })),
        ),
      ],
    );
    await tx.query(
      `update public.generation_renders
          set status = 'succeeded', stage = null, error = null, score = $2, layers = $3,
              within_tolerance = $4, image_similarity = $5, render_path = $6, report_path = $7,
              finished_at = now(), updated_at = now()
        where generation_id = $1`,
      [
        r.generationId,
        r.report.score,
        r.report.layers,
        r.report.withinTolerance,
        r.report.imageSimilarity?.value ?? null,
        objects[0]!.name,
        objects[1]!.name,
      ],
    );
    return true;
  });
  if (!kept)
    await Promise.all(
      objects.map((o) => store.remove(GENERATIONS_BUCKET, o.name).catch(() => undefined)),
    );
}
