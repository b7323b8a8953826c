import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { ConfigError, loadConfig, type Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { openPgliteDatabase } from './db/pglite-database';
import { openPostgresDatabase } from './db/postgres-database';
import { migrate } from './db/migrate';
import { Keys, loadOrCreateJwtSecret } from './keys';
import { devMailbox, smtpMailer } from './mail/mailer';
import { RateLimiter } from './http/rate-limit';
import { openObjectStore } from './storage/open-store';
import { createApp } from './app';
import { stopStripeStandIn } from './dev/stripe/routes';
import { instanceName, startJobs, type JobScheduler } from './jobs/jobs';
import { configureLogging, log } from './log/logger';
import { markDraining } from './http/readiness';
import { createGenerationPool } from './generation/pool';
import { FairQueue } from './generation/fair-queue';
import { sweepStagedGenerations } from './generation/staging';
import { attachRealtime } from './realtime/realtime-server';
import { SchemaCache } from './rest/schema-cache';
import { createJobQueue } from './jobs/queue';
import { rendererAvailability } from './jobs/render/renders';
import { startRenderWorkers, type RenderWorkers } from './jobs/render/render-worker';
import type { RendererHost } from './jobs/render/renderer-host';

export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  await mkdir(config.dataDir, { recursive: true });
  return openPgliteDatabase(path.join(config.dataDir, 'pglite'));
}

/** Builds everything the app needs: database (migrated), keys, mail, rate limits, files. */
export async function createContext(config: Config, db?: Database): Promise<AppContext> {
  const database = db ?? (await openDatabase(config));
  await migrate(database);
  const secret = await loadOrCreateJwtSecret(config.dataDir, config.jwtSecret);
  const availability = rendererAvailability(config, database.kind);
  const generator = createGenerationPool(config.generationWorkers, {
    timeMs: config.generationTimeLimitMs,
    // The design kept for the render job is packed only where renders are made.
    renderInput: availability.available,
  });
  return {
    config,
    db: database,
    keys: await Keys.create(secret),
    mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : devMailbox(database),
    rateLimiter: new RateLimiter(database, config.rateLimits),
    files: await openObjectStore(config),
    generator,
    schemaCache: await SchemaCache.open(database, config.rest.schemas),
    generationQueue: new FairQueue({
      concurrency: generator.threads,
      perUserWaiting: config.generationQueuePerUser,
      // Each waiting place may hold a body of up to 50 MB: a few per worker, never more.
      maxWaiting: Math.max(8, 4 * generator.threads),
    }),
    renders: {
      availability,
      queue: createJobQueue(database, { retryDelaySeconds: config.renderRetryDelaySeconds }),
    },
  };
}

export interface RunningServer {
  ctx: AppContext;
  url: string;
  /** The scheduled jobs of this instance (tests call tick() with a clock moved forward). */
  jobs: JobScheduler;
  /**
   * Graceful shutdown: /health/ready turns 503, no new connections are accepted, requests in
   * flight finish (for at most SHUTDOWN_GRACE_MS), realtime sockets get a close frame, the
   * timers stop, the worker pool drains and the database closes.
   */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** The clock the scheduled jobs read (tests move it forward). */
  clock?: () => Date;
  /**
   * The warm JVMs the in-server render workers use, instead of starting their own (tests
   * share one per test process; the caller closes them).
   */
  rendererHosts?: RendererHost[];
}

/** Starts the HTTP server; with PORT=0 the system picks a free port (tests). */
export async function startServer(
  config: Config = loadConfig(),
  db?: Database,
  options: ServerOptions = {},
): Promise<RunningServer> {
  configureLogging({
    format: config.logFormat,
    level: config.logLevel,
    instanceId: config.instanceId,
  });
  const ctx = await createContext(config, db);
  // Files of generations a dead process staged and never recorded. An embedded database has
  // one process, so at its start nothing else can be staging.
  await sweepStagedGenerations(ctx, { instance: instanceName(ctx), all: ctx.db.kind === 'pglite' });
  const app = createApp(ctx);
  let server: ServerType;
  try {
    server = await new Promise((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(s),
      );
      s.once('error', reject);
    });
  } catch (err) {
    await ctx.db.close();
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(
        `port ${config.port} is already in use. Stop the other server or set PORT to another port.`,
      );
    }
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  if (config.port === 0) {
    // The site URL follows the port actually bound.
    ctx.config.siteUrl = `http://localhost:${port}`;
  }
  const realtime = await attachRealtime(ctx, server as Server);
  const jobs = startJobs(ctx, options.clock);
  const availability = ctx.renders.availability;
  // Started beside the server, not before it: the queue's schema and the JVM's start-up never
  // delay the first request (a generation made meanwhile is queued and waits for them).
  let renderWorkers: Promise<RenderWorkers | null> = Promise.resolve(null);
  if (availability.available && availability.where === 'in-server') {
    renderWorkers = startRenderWorkers(ctx, ctx.renders.queue, {
      concurrency: options.rendererHosts?.length ?? config.renderWorkers,
      timeLimitMs: config.renderTimeLimitMs,
      java: availability.java ?? undefined,
      niceness: config.renderNiceness,
      ...(options.rendererHosts ? { hosts: options.rendererHosts } : {}),
    }).catch((err: unknown) => {
      log.error(
        { err, component: 'renders' },
        'the render workers could not start; generations are queued for a later start',
      );
      return null;
    });
  }
  let closing: Promise<void> | null = null;
  const shutdown = async () => {
    markDraining(ctx);
    const http = server as Server;
    const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
    // Idle keep-alive connections go at once; busy ones close after their answer.
    http.closeIdleConnections();
    await jobs.stop();
    // A render in progress finishes (or, past the grace, is retried by the next process).
    await (await renderWorkers)?.stop();
    await ctx.renders.queue.stop();
    await stopStripeStandIn(ctx);
    await realtime.close();
    let grace: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      stopped.then(() => false),
      new Promise<boolean>((resolve) => {
        grace = setTimeout(() => resolve(true), config.shutdownGraceMs);
      }),
    ]);
    clearTimeout(grace);
    if (timedOut) {
      log.warn(
        { graceMs: config.shutdownGraceMs },
        'requests still in flight after SHUTDOWN_GRACE_MS; closing their connections',
      );
      http.closeAllConnections();
      await stopped;
    }
    await ctx.generator.close();
    ctx.files.close?.();
    await ctx.schemaCache.close();
    await ctx.db.close();
  };
  return {
    ctx,
    url: ctx.config.siteUrl,
    jobs,
    close() {
      closing ??= shutdown();
      return closing;
    },
  };
}
