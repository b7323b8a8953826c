import type { Config } from './config';
import { log } from './log/logger';

export interface BannerFacts {
  url: string;
  databaseKind: 'pglite' | 'postgres';
  anonKey: string;
  serviceRoleKey: string;
  devMailbox: boolean;
  /** The local Stripe stand-in takes the payments (no Stripe keys configured). */
  stripeStandIn: boolean;
  demo: { email: string; password: string } | null;
  /** What the server does about rendered previews, and how to enable them when it cannot. */
  renders?: string;
}

/**
 * What `npm start` prints. The service_role key bypasses row-level security, so it is
 * printed only in local mode; in production it never reaches stdout (and so no log store).
 */
export function startupBanner(
  config: Pick<Config, 'appEnv' | 'dataDir'>,
  facts: BannerFacts,
): string {
  const local = config.appEnv !== 'production';
  const database = facts.databaseKind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  const lines = [
    '',
    `  FrameToCode is running (${config.appEnv} mode, database: ${database})`,
    '',
    `  App and API URL: ${facts.url}`,
    `  anon key:        ${facts.anonKey}`,
  ];
  if (local) lines.push(`  service_role key: ${facts.serviceRoleKey}`);
  if (local && facts.devMailbox) lines.push(`  Dev mailbox:     ${facts.url}/_dev/mailbox`);
  if (local)
    lines.push(
      `  Plugin playground: ${facts.url}/_dev/figma-plugin (the Figma plugin without Figma)`,
    );
  if (local && facts.stripeStandIn) {
    lines.push(
      `  Stripe stand-in: ${facts.url}/_dev/stripe/control (test card 4242 4242 4242 4242)`,
    );
  }
  if (facts.demo) lines.push(`  Demo account:    ${facts.demo.email} / ${facts.demo.password}`);
  if (facts.renders) lines.push(`  Rendered previews: ${facts.renders}`);
  return lines.join('\n') + '\n';
}

/**
 * The banner's facts as one structured log record (LOG_FORMAT=json): the same facts, and the
 * same rule that the service_role key and the dev pages are named in local mode only.
 */
export function startupRecord(
  config: Pick<Config, 'appEnv' | 'dataDir'>,
  facts: BannerFacts,
): Record<string, unknown> {
  const local = config.appEnv !== 'production';
  return {
    appEnv: config.appEnv,
    database: facts.databaseKind,
    ...(facts.databaseKind === 'pglite' ? { dataDir: config.dataDir } : {}),
    url: facts.url,
    anonKey: facts.anonKey,
    ...(local ? { serviceRoleKey: facts.serviceRoleKey } : {}),
    ...(local && facts.devMailbox ? { devMailbox: `${facts.url}/_dev/mailbox` } : {}),
    ...(local ? { pluginPlayground: `${facts.url}/_dev/figma-plugin` } : {}),
    ...(local && facts.stripeStandIn
      ? { stripeStandIn: `${facts.url}/_dev/stripe/control`, stripeTestCard: '4242 4242 4242 4242' }
      : {}),
    ...(facts.demo ? { demoAccount: facts.demo } : {}),
    ...(facts.renders ? { renders: facts.renders } : {}),
  };
}

/**
 * Announces the running server: with LOG_FORMAT=json one log line through the logger, so
 * stdout stays one JSON object a line; otherwise the text banner, as `npm start` shows it.
 */
export function announceStartup(
  config: Pick<Config, 'appEnv' | 'dataDir' | 'logFormat'>,
  facts: BannerFacts,
  write: (text: string) => void = (text) => void process.stdout.write(text),
): void {
  if (config.logFormat === 'json') {
    log.info(startupRecord(config, facts), `FrameToCode is running (${config.appEnv} mode)`);
    return;
  }
  write(startupBanner(config, facts) + '\n');
}
