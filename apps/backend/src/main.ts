import { loadConfig, ConfigError } from './config';
import { startServer } from './server';
import { seedDemoAccount } from './dev/demo-seed';

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
  const { ctx } = running;
  // Local mode only (and not with SEED_DEMO=false): a demo user with history, so a newcomer sees a populated dashboard.
  const demo = await seedDemoAccount(ctx).catch((err: unknown) => {
    console.error('The demo account could not be created:', err);
    return null;
  });
  const lines = [
    '',
    `  FrameToCode is running (${config.appEnv} mode, database: ${ctx.db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    '',
    `  App and API URL: ${running.url}`,
    `  anon key:        ${ctx.keys.anonKey}`,
    `  service_role key: ${ctx.keys.serviceRoleKey}`,
  ];
  if (config.appEnv !== 'production' && ctx.mailer.kind === 'dev-mailbox') {
    lines.push(`  Dev mailbox:     ${running.url}/_dev/mailbox`);
  }
  if (config.appEnv !== 'production' && config.stripe.standIn) {
    lines.push(`  Stripe stand-in: ${running.url}/_dev/stripe/control (test card 4242 4242 4242 4242)`);
  }
  if (demo) lines.push(`  Demo account:    ${demo.email} / ${demo.password}`);
  console.log(lines.join('\n') + '\n');

  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();
