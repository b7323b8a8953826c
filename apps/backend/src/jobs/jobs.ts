import { hostname } from 'node:os';
import type { AppContext } from '../context';
import { cleanupExpiredOAuthState, OAUTH_STATE_CLEANUP_INTERVAL_MS } from '../plugin-link/cleanup';
import { closeEndedCycles } from '../billing/monthly-close';
import { stripeClient } from '../billing/stripe-client';
import { sendDueOverageMails } from '../billing/overage-mails';
import { STAGING_ABANDONED_AFTER_MS, sweepStagedGenerations } from '../generation/staging';
import { expireAnonymousAttachments } from '../storage/attachment-expiry';
import { log } from '../log/logger';
import { sendUnsentRenderJobs } from './render/renders';

const HOUR_MS = 3_600_000;

/** How long a generate answer is kept for its Idempotency-Key (Stripe keeps keys for 24 hours). */
export const IDEMPOTENCY_RETENTION_HOURS = 24;
/** How long the record of each job run is kept. */
const JOB_RUN_RETENTION_DAYS = 7;

export interface ScheduledJob {
  name: string;
  /** The timer's period; one run per period takes effect across all instances. */
  everyMs: number;
  run(ctx: AppContext, now: Date): Promise<string>;
}

/** Every piece of scheduled work the server does (see docs/operations.md). */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    name: 'oauth-state-cleanup',
    everyMs: OAUTH_STATE_CLEANUP_INTERVAL_MS,
    async run(ctx) {
      return `removed ${await cleanupExpiredOAuthState(ctx)}`;
    },
  },
  {
    // The first run after a month ends bills it; each cycle row is also claimed on its own.
    name: 'monthly-close',
    everyMs: HOUR_MS,
    async run(ctx, now) {
      const r = await closeEndedCycles(ctx, stripeClient(ctx.config), now);
      if (r.failed > 0)
        throw new Error(`${r.failed} cycle(s) could not be billed; the next run resumes them`);
      return `invoiced ${r.invoiced}, closed ${r.closed}`;
    },
  },
  {
    // Overage mails that could not go out right after their generation (a mail server down).
    name: 'overage-mails',
    everyMs: 5 * 60_000,
    async run(ctx) {
      return `sent ${await sendDueOverageMails(ctx)}`;
    },
  },
  {
    // Files of generations a process staged and never recorded (it died in between).
    name: 'generation-staging-sweep',
    everyMs: STAGING_ABANDONED_AFTER_MS,
    async run(ctx) {
      return `swept ${await sweepStagedGenerations(ctx)}`;
    },
  },
  {
    // Visitors' issue attachments older than 30 days (storage/upload-limits.ts).
    name: 'anonymous-attachment-expiry',
    everyMs: HOUR_MS,
    async run(ctx, now) {
      return `removed ${await expireAnonymousAttachments(ctx, now)}`;
    },
  },
  {
    // Render jobs a process did not get to send (it died right after recording the generation).
    name: 'render-job-resend',
    everyMs: 60_000,
    async run(ctx) {
      if (!ctx.renders.availability.available) return 'rendering off';
      return `sent ${await sendUnsentRenderJobs(ctx.db, ctx.renders.queue)}`;
    },
  },
  {
    name: 'rate-limit-prune',
    everyMs: HOUR_MS,
    async run(ctx) {
      await ctx.rateLimiter.prune();
      return 'pruned';
    },
  },
  {
    name: 'idempotency-prune',
    everyMs: HOUR_MS,
    async run(ctx) {
      const res = await ctx.db.query(
        'delete from public.generation_requests where created_at < now() - make_interval(hours => $1)',
        [IDEMPOTENCY_RETENTION_HOURS],
      );
      await ctx.db.query(
        'delete from _app.job_runs where claimed_at < now() - make_interval(days => $1)',
        [JOB_RUN_RETENTION_DAYS],
      );
      return `removed ${res.rowCount}`;
    },
  },
];

/** The name this process claims job runs under: INSTANCE_ID, else host name and process id. */
export function instanceName(ctx: AppContext): string {
  return ctx.config.instanceId ?? `${hostname()}:${process.pid}`;
}

/** The run a moment belongs to: the start of its period, e.g. 2026-11-23T10:00:00.000Z. */
export function runKey(job: ScheduledJob, now: Date): string {
  return new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs).toISOString();
}

export type JobOutcome = 'ran' | 'taken' | 'failed';

/**
 * Runs `job` for the period `now` falls in, unless another timer (of this instance or any
 * other on the same database) has claimed that run: the claim is a row inserted into
 * _app.job_runs, which only one insert can win. A failed run gives its claim back, so the
 * next tick, here or elsewhere, tries again.
 */
export async function runJobOnce(
  ctx: AppContext,
  job: ScheduledJob,
  now: Date,
): Promise<JobOutcome> {
  const key = runKey(job, now);
  const claimed = await ctx.db.query(
    `insert into _app.job_runs (job, run_key, claimed_by) values ($1, $2, $3)
     on conflict (job, run_key) do nothing returning job`,
    [job.name, key, instanceName(ctx)],
  );
  if (claimed.rows.length === 0) return 'taken';
  try {
    const outcome = await job.run(ctx, now);
    await ctx.db.query(
      'update _app.job_runs set finished_at = now(), outcome = $3 where job = $1 and run_key = $2',
      [job.name, key, outcome],
    );
    return 'ran';
  } catch (err) {
    log.error(
      { err, job: job.name, runKey: key },
      `scheduled job ${job.name} failed; the next tick retries it`,
    );
    await ctx.db
      .query('delete from _app.job_runs where job = $1 and run_key = $2', [job.name, key])
      .catch(() => undefined);
    return 'failed';
  }
}

export interface JobScheduler {
  /** Runs every job once for the clock's current period (what each timer tick does). */
  tick(): Promise<Record<string, JobOutcome>>;
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>;
}

/** Starts one timer per job; the timers are unref'd so they never keep the process alive. */
export function startJobs(
  ctx: AppContext,
  clock: () => Date = () => new Date(),
  jobs: readonly ScheduledJob[] = SCHEDULED_JOBS,
): JobScheduler {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const runTracked = (job: ScheduledJob): Promise<JobOutcome> => {
    const p = runJobOnce(ctx, job, clock()).catch((err: unknown) => {
      log.error({ err, job: job.name }, `scheduled job ${job.name} could not be claimed`);
      return 'failed' as const;
    });
    running.add(p);
    void p.finally(() => running.delete(p));
    return p;
  };
  const timers = jobs.map((job) => {
    const t = setInterval(() => {
      if (!stopped) void runTracked(job);
    }, job.everyMs);
    t.unref();
    return t;
  });
  return {
    async tick() {
      const outcomes = await Promise.all(jobs.map((job) => runTracked(job)));
      return Object.fromEntries(jobs.map((job, i) => [job.name, outcomes[i]!]));
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...running]);
    },
  };
}
