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
import { startOAuthStateCleanup } from './plugin-link/cleanup';
import { stopStripeStandIn } from './dev/stripe/routes';
import { scheduleMonthlyClose } from './billing/close-schedule';
import { createGenerationPool } from './generation/pool';
import { hasOveragePaymentMethod, recordOverageGeneration } from './billing/overage';
import { attachRealtime } from './realtime/realtime-server';

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
  return {
    config,
    db: database,
    keys: await Keys.create(secret),
    mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : devMailbox(database),
    rateLimiter: new RateLimiter(database, config.rateLimits),
    files: await openObjectStore(config),
    generator: createGenerationPool(config.generationWorkers),
    // Past the allowance and the packs, a starter with a card on file is charged $0.40.
    overage: { hasOveragePaymentMethod, recordOverageGeneration },
  };
}

export interface RunningServer {
  ctx: AppContext;
  url: string;
  close(): Promise<void>;
}

/** Starts the HTTP server; with PORT=0 the system picks a free port (tests). */
export async function startServer(config: Config = loadConfig(), db?: Database): Promise<RunningServer> {
  const ctx = await createContext(config, db);
  const app = createApp(ctx);
  let server: ServerType;
  try {
    server = await new Promise((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
      s.once('error', reject);
    });
  } catch (err) {
    await ctx.db.close();
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(`port ${config.port} is already in use. Stop the other server or set PORT to another port.`);
    }
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  if (config.port === 0) {
    // The site URL follows the port actually bound.
    ctx.config.siteUrl = `http://localhost:${port}`;
  }
  const realtime = await attachRealtime(ctx, server as Server);
  const pruner = setInterval(() => void ctx.rateLimiter.prune().catch(() => undefined), 3_600_000);
  pruner.unref();
  const oauthCleanup = startOAuthStateCleanup(ctx);
  const closer = scheduleMonthlyClose(ctx);
  return {
    ctx,
    url: ctx.config.siteUrl,
    async close() {
      clearInterval(pruner);
      clearInterval(oauthCleanup);
      clearInterval(closer);
      await stopStripeStandIn(ctx);
      await realtime.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx.generator.close();
      ctx.files.close?.();
      await ctx.db.close();
    },
  };
}
