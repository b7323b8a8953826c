import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { createJobQueue, RENDER_QUEUE, type JobQueue } from '../../src/jobs/queue';
import { databaseTargets, freshPostgresDatabase } from '../support/harness';

/**
 * The job queue (pg-boss) through the server's own database connections, on both databases:
 * each job runs once across several workers and processes, a failing job is tried three
 * times with growing pauses and then failed with its reason, and a job whose process died
 * mid-run is run again, once, by the next process.
 */

const until = async (check: () => Promise<boolean> | boolean, ms = 90_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** Opens the same database again, as a second process (or the same one after a restart) would. */
interface Place {
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function placeFor(target: 'pglite' | 'postgres', persistent: boolean): Promise<Place> {
  if (target === 'postgres') {
    const fresh = await freshPostgresDatabase();
    return { open: () => openPostgresDatabase(fresh.url, 4), drop: fresh.drop };
  }
  if (!persistent) return { open: () => openPgliteDatabase(null), drop: async () => undefined };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ftc-queue-'));
  return {
    open: () => openPgliteDatabase(dir),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

const FAST = { retryDelaySeconds: 1, superviseIntervalSeconds: 1 };

describe.each(databaseTargets())('the job queue on the database (%s)', (target) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => undefined);
  });

  /** A migrated database; `persistent` when a test reopens it (PGlite on disk). */
  async function setUp(persistent = false): Promise<{ place: Place; db: Database }> {
    const place = await placeFor(target, persistent);
    const db = await place.open();
    await migrate(db);
    cleanup.push(place.drop, () => db.close());
    return { place, db };
  }

  function queueOn(db: Database): JobQueue {
    const q = createJobQueue(db, FAST);
    cleanup.push(() => q.stop());
    return q;
  }

  it('runs each job exactly once across two workers of two queue instances', async () => {
    const { place, db } = await setUp();
    // On PostgreSQL the second instance has its own pool, as another server would; PGlite
    // has one process, so its second instance shares the database.
    const other = target === 'postgres' ? await place.open() : db;
    if (other !== db) cleanup.push(() => other.close());
    const a = queueOn(db);
    const b = queueOn(other);
    const runs: { id: string; by: string }[] = [];
    const running = new Set<string>();
    let overlapped = false;
    const worker =
      (by: string) =>
      async ([job]: { id: string }[]) => {
        if (!job) return;
        if (running.has(job.id)) overlapped = true;
        running.add(job.id);
        await new Promise((r) => setTimeout(r, 20));
        running.delete(job.id);
        runs.push({ id: job.id, by });
      };
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      const id = await (await a.boss()).send(RENDER_QUEUE, { generationId: randomUUID() });
      ids.push(id!);
    }
    const options = { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 0.5 };
    await (await a.boss()).work(RENDER_QUEUE, options, worker('a'));
    await (await b.boss()).work(RENDER_QUEUE, options, worker('b'));
    await until(() => runs.length >= ids.length);
    // A little longer: a job taken twice would show up now.
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs).toHaveLength(ids.length);
    expect(new Set(runs.map((r) => r.id))).toEqual(new Set(ids));
    expect(overlapped).toBe(false);
    // Both instances took part.
    expect(new Set(runs.map((r) => r.by))).toEqual(new Set(['a', 'b']));
  }, 120_000);

  it('tries a failing job three times, with growing pauses, then marks it failed with its reason', async () => {
    const { db } = await setUp();
    const q = queueOn(db);
    const boss = await q.boss();
    const attempts: number[] = [];
    const id = (await boss.send(RENDER_QUEUE, { generationId: randomUUID() }))!;
    await boss.work(RENDER_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async () => {
      attempts.push(Date.now());
      throw new Error('The generated code did not compile.');
    });
    await until(async () => (await boss.getJobById(RENDER_QUEUE, id))?.state === 'failed');
    const job = await boss.getJobById(RENDER_QUEUE, id);
    expect(attempts).toHaveLength(3);
    expect(job?.retryCount).toBe(2);
    expect(JSON.stringify(job?.output)).toContain('The generated code did not compile.');
    // Back-off: the second pause is longer than the first (1 s, then about 2 s).
    const [first, second, third] = attempts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThan(second - first);
    // And no fourth attempt comes.
    await new Promise((r) => setTimeout(r, 3000));
    expect(attempts).toHaveLength(3);
  }, 120_000);

  it('runs a job once more, and only once, after the process running it died', async () => {
    const { place, db } = await setUp(true);
    const first = createJobQueue(db, FAST);
    const boss = await first.boss();
    const id = (await boss.send(RENDER_QUEUE, { generationId: randomUUID() }))!;
    let startedInFirst = false;
    await boss.work(RENDER_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, () => {
      startedInFirst = true;
      // Never finishes: the process dies with the job in hand.
      return new Promise<void>(() => undefined);
    });
    await until(() => startedInFirst);
    // The crash: no graceful stop, no more heartbeats, the connections gone.
    await boss.stop({ graceful: false, close: false }).catch(() => undefined);
    await db.close();

    const again = await place.open();
    cleanup.push(() => again.close());
    const second = queueOn(again);
    const boss2 = await second.boss();
    const runs: string[] = [];
    await boss2.work(RENDER_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) runs.push(job.id);
    });
    // The job's heartbeat lapses (15 s) and the new process's supervision puts it back.
    await until(
      async () => (await boss2.getJobById(RENDER_QUEUE, id))?.state === 'completed',
      90_000,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs).toEqual([id]);
  }, 120_000);
});
