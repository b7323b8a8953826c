import { loadConfig, ConfigError } from './config';
import { openPostgresDatabase } from './db/postgres-database';
import { migrate } from './db/migrate';
import { configureLogging, log } from './log/logger';
import { openObjectStore } from './storage/open-store';
import { createJobQueue } from './jobs/queue';
import { findJava } from './jobs/render/renders';
import { startRenderWorkers } from './jobs/render/render-worker';

/**
 * `npm run worker`: a render worker process without a web server, so an installation adds
 * render capacity without adding web servers. It takes render jobs from the queue in the
 * PostgreSQL database (DATABASE_URL) and stores results in the same object store as the
 * servers (DATA_DIR on a shared disk, or S3), with RENDER_WORKERS JVMs (default 1).
 */
async function main() {
  let config;
  try {
    config = loadConfig();
    if (!config.databaseUrl) {
      throw new ConfigError(
        'npm run worker needs DATABASE_URL (PostgreSQL): an embedded database belongs to the server, which renders itself (RENDER_WORKERS)',
      );
    }
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  configureLogging({
    format: config.logFormat,
    level: config.logLevel,
    instanceId: config.instanceId,
  });
  const java = findJava(config.renderJavaSearch);
  if (!java) {
    console.error(
      'Cannot start: no Java 17+ found. Install a JDK (apt-get install openjdk-17-jdk-headless maven) or set JAVA_HOME.',
    );
    process.exit(1);
  }
  const db = await openPostgresDatabase(config.databaseUrl, Math.max(2, config.renderWorkers + 2));
  await migrate(db);
  const files = await openObjectStore(config);
  const queue = createJobQueue(db, { retryDelaySeconds: config.renderRetryDelaySeconds });
  const workers = await startRenderWorkers({ db, files }, queue, {
    concurrency: Math.max(1, config.renderWorkers),
    timeLimitMs: config.renderTimeLimitMs,
    java,
    niceness: config.renderNiceness,
  });
  log.info(
    { component: 'renders', workers: Math.max(1, config.renderWorkers) },
    'render worker started',
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'render worker stopping: the jobs in hand finish first');
    void (async () => {
      await workers.stop();
      await queue.stop();
      files.close?.();
      await db.close();
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'the render worker could not start');
  console.error(
    `Cannot start the render worker: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
});
