import { loadConfig, ConfigError } from './config';
import { startServer } from './server';
import { seedDemoAccount } from './dev/demo-seed';
import { announceStartup } from './startup-banner';
import { log } from './log/logger';
import { rendererBannerLine } from './jobs/render/renders';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  let running;
  try {
    running = await startServer(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  // SIGTERM/SIGINT: drain (see RunningServer.close), then exit 0; a second signal exits at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: draining requests');
    running.close().then(
      () => {
        log.info('shut down cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const { ctx } = running;
  // Local mode only (and not with SEED_DEMO=false): a demo user with history, so a newcomer sees a populated dashboard.
  const demo = await seedDemoAccount(ctx).catch((err: unknown) => {
    log.error({ err }, 'the demo account could not be created');
    return null;
  });
  announceStartup(config, {
    url: running.url,
    databaseKind: ctx.db.kind,
    anonKey: ctx.keys.anonKey,
    serviceRoleKey: ctx.keys.serviceRoleKey,
    devMailbox: ctx.mailer.kind === 'dev-mailbox',
    stripeStandIn: config.stripe.standIn,
    demo,
    renders: rendererBannerLine(ctx.renders.availability),
  });
}

void main();
