import { PgBoss, type Db } from 'pg-boss';
import type { Database } from '../db/database';
import { log } from '../log/logger';

/**
 * The job queue on the database: pg-boss (its own schema, `pgboss`), on PostgreSQL in
 * production and on the embedded PGlite by default. pg-boss supports PGlite as a backend of
 * its own (one connection, plain PostgreSQL); it talks to either database through the server's
 * own `Database`, so PGlite's one connection is shared in turn with every request (its FIFO
 * lock) and PostgreSQL's pool is the server's pool. Jobs are claimed with FOR UPDATE SKIP
 * LOCKED, so across processes and instances each job runs once at a time; a worker that dies
 * stops sending heartbeats, and its job is retried.
 */

/** The render job of each generation (jobs/render/render-worker.ts). */
export const RENDER_QUEUE = 'generation-render';

/** The first retry's delay in seconds; each later one waits about twice as long. */
export const RENDER_RETRY_DELAY_SECONDS = 10;

export const RENDER_QUEUE_OPTIONS = {
  // Three attempts in all, 10 s then about 20 s apart (pg-boss's exponential back-off, with jitter).
  retryLimit: 2,
  retryDelay: RENDER_RETRY_DELAY_SECONDS,
  retryBackoff: true,
  retryDelayMax: 120,
  // A worker sends a heartbeat every 5 s; 15 s without one (a process that died) retries the job.
  heartbeatSeconds: 15,
  // No render runs this long; the worker stops its own at RENDER_TIME_LIMIT_MS first.
  expireInSeconds: 15 * 60,
  // Finished jobs are kept a day for operators (the render row keeps the outcome for users).
  deleteAfterSeconds: 24 * 3600,
} as const;

/** pg-boss's database calls on the server's database. */
function adapter(db: Database): Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // With values: one statement. Without: possibly a script with its own BEGIN and COMMIT
      // (schema, migrations, maintenance), whose rows pg-boss reads from every statement.
      if (values && values.length > 0) return db.query(text, values);
      return db.script(text);
    },
  };
}

export interface JobQueue {
  /** pg-boss, started (its schema created or migrated) on first use. */
  boss(): Promise<PgBoss>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** The first retry's delay (seconds, whole); tests shorten it. */
  retryDelaySeconds?: number;
  /**
   * How often this process looks for jobs whose worker stopped sending heartbeats (a process
   * that died mid-job) and puts them back for a retry (seconds, at least 1).
   */
  superviseIntervalSeconds?: number;
}

/** Starts tried before the queue gives up (another process may be creating its schema). */
const START_ATTEMPTS = 5;

/** How often a process looks for jobs of dead workers, unless told otherwise. */
const SUPERVISE_INTERVAL_SECONDS = 15;

/** The queue of one process; nothing touches the database until a job is sent or worked. */
export function createJobQueue(db: Database, options: JobQueueOptions = {}): JobQueue {
  let started: Promise<PgBoss> | null = null;
  let stopped = false;
  return {
    boss() {
      if (stopped) return Promise.reject(new Error('The job queue has stopped.'));
      started ??= (async () => {
        // Processes that start together on a new database race to create pg-boss's schema
        // (CREATE SCHEMA IF NOT EXISTS is not atomic across sessions): the loser's start
        // fails, and its next attempt finds the schema made.
        for (let attempt = 1; ; attempt++) {
          const boss = new PgBoss({
            db: adapter(db),
            backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
            schema: 'pgboss',
            // Only the queue: scheduled jobs keep their own timers and once-per-period claims (jobs.ts).
            schedule: false,
            superviseIntervalSeconds:
              options.superviseIntervalSeconds ?? SUPERVISE_INTERVAL_SECONDS,
          });
          boss.on('error', (err) => log.error({ err, component: 'jobs' }, 'job queue error'));
          try {
            await boss.start();
            await boss.createQueue(RENDER_QUEUE, {
              ...RENDER_QUEUE_OPTIONS,
              retryDelay: options.retryDelaySeconds ?? RENDER_QUEUE_OPTIONS.retryDelay,
            });
            return boss;
          } catch (err) {
            await boss.stop({ graceful: false, close: false }).catch(() => undefined);
            if (attempt >= START_ATTEMPTS || stopped) throw err;
            log.warn(
              { err, component: 'jobs', attempt },
              'the job queue could not start; trying again',
            );
            await new Promise((r) => setTimeout(r, 500 * attempt));
          }
        }
      })();
      started.catch(() => {
        started = null;
      });
      return started;
    },
    async stop() {
      stopped = true;
      if (!started) return;
      const boss = await started.catch(() => null);
      await boss?.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
