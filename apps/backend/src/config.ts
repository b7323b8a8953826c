import path from 'node:path';
import { availableParallelism } from 'node:os';
import { readFeatureFlags, type FeatureFlags } from '@app/shared/flags';
import { trustedProxyHops } from './http/client-ip';
import { readStripeConfig, type StripeConfig } from './billing/stripe-config';
import { readRestSettings, RestSettingsError, type RestSettings } from './rest/rest-settings';
import { LOG_LEVELS, type LogFormat, type LogLevel } from './log/logger';
import {
  readStorageSettings,
  StorageSettingsError,
  type StorageSettings,
} from './storage/storage-config';

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

export interface Config {
  appEnv: 'local' | 'production';
  port: number;
  host: string;
  /** Public origin of the site and API, e.g. http://localhost:3000 (no trailing slash). */
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string | null;
  /** Key text for the MFA secrets' encryption at rest (generated into dataDir in local mode). */
  mfaEncryptionKey: string | null;
  /** Access token lifetime in seconds (the hosted default is one hour). */
  jwtExpirySeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  salesEmail: string;
  /** Extra origins (besides siteUrl) that auth redirects may point to. */
  redirectAllowList: string[];
  google: OAuthClientConfig | null;
  github: OAuthClientConfig | null;
  /** Figma's OAuth app (FIGMA_CLIENT_ID/SECRET); null in local mode runs the stand-in. */
  figma: OAuthClientConfig | null;
  /** Scopes asked of Figma (FIGMA_SCOPES, comma or space separated). */
  figmaScopes: string[];
  /** AES-256 key for Figma tokens at rest (FIGMA_TOKEN_ENCRYPTION_KEY); locally generated into DATA_DIR. */
  figmaTokenKey: string | null;
  flags: FeatureFlags;
  /** Serve the built web app from this folder (null: API only). */
  webDistDir: string | null;
  /** Whether rate limits apply (on unless RATE_LIMITS=off, which tests of other things use). */
  rateLimits: boolean;
  /** Payments: Stripe, or the local stand-in when no keys are set outside production. */
  stripe: StripeConfig;
  /** Worker threads for the code generator (GENERATION_WORKERS; default one per core). */
  generationWorkers: number;
  /** How long one generation may run (GENERATION_TIME_LIMIT_MS, default a minute). */
  generationTimeLimitMs: number;
  /** Places per user in the generation queue besides the running one (GENERATION_QUEUE_PER_USER). */
  generationQueuePerUser: number;
  /** Bytes of generated files one user may keep (GENERATION_STORAGE_QUOTA_MB). */
  generationStorageQuotaBytes: number;
  /** Whether generations get a rendered preview (RENDERS=off turns the feature off; default on). */
  rendersEnabled: boolean;
  /** Render workers (one JVM each) inside this server (RENDER_WORKERS, default 1; 0: `npm run worker` processes render). */
  renderWorkers: number;
  /** The first retry's delay of a failed render, in seconds; later ones double (RENDER_RETRY_DELAY_SECONDS, default 10). */
  renderRetryDelaySeconds: number;
  /** How long one render attempt may take before its JVM is stopped (RENDER_TIME_LIMIT_MS, default 2 minutes). */
  renderTimeLimitMs: number;
  /** The niceness of the render JVMs (RENDER_NICENESS, 0 to 19, default 10): renders yield the CPU to requests. */
  renderNiceness: number;
  /** Where Java is looked for: JAVA_HOME, then PATH (as given to this process). */
  renderJavaSearch: { JAVA_HOME?: string; PATH?: string };
  /** Bytes a storage bucket may hold in all, unless the bucket sets its own quota_bytes. */
  storageBucketQuotaBytes: number;
  /** Where object bytes live: disk under DATA_DIR (default) or S3 (STORAGE_BACKEND=s3, S3_*). */
  storage: StorageSettings;
  /** Table API settings: DB_SCHEMAS, DB_AGGREGATES_ENABLED, DB_TX_END. */
  rest: RestSettings;
  /** Operations: this instance's name (INSTANCE_ID; sets X-Instance), logs, shutdown. */
  instanceId: string | null;
  logFormat: LogFormat;
  logLevel: LogLevel;
  /** How long SIGTERM waits for in-flight requests before closing their connections. */
  shutdownGraceMs: number;
}

export class ConfigError extends Error {}

function oauthClient(env: NodeJS.ProcessEnv, prefix: string): OAuthClientConfig | null {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/**
 * Reads the configuration from the environment. In production every outside service must
 * be configured: the server refuses to start and names what is missing.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const appEnv = env.APP_ENV === 'production' ? 'production' : 'local';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  }
  const host = env.HOST ?? (appEnv === 'production' ? '0.0.0.0' : '127.0.0.1');
  const siteUrl = (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const payments = readStripeConfig(env, appEnv);
  const objects = storageSettings(env);
  const config: Config = {
    appEnv,
    port,
    host,
    siteUrl,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    mfaEncryptionKey: env.MFA_ENCRYPTION_KEY || null,
    jwtExpirySeconds: Number(env.JWT_EXPIRY ?? 3600),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'FrameToCode <no-reply@frametocode.app>',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@frametocode.app',
    salesEmail: env.SALES_EMAIL ?? 'sales@frametocode.app',
    redirectAllowList: list(env.ADDITIONAL_REDIRECT_URLS),
    google: oauthClient(env, 'GOOGLE'),
    github: oauthClient(env, 'GITHUB'),
    figma: oauthClient(env, 'FIGMA'),
    figmaScopes: (env.FIGMA_SCOPES ?? 'current_user:read,file_content:read')
      .split(/[\s,]+/)
      .filter(Boolean),
    figmaTokenKey: env.FIGMA_TOKEN_ENCRYPTION_KEY || null,
    flags: readFeatureFlags(env),
    webDistDir:
      env.WEB_DIST_DIR === '' ? null : path.resolve(cwd, env.WEB_DIST_DIR ?? defaultWebDist()),
    rateLimits: env.RATE_LIMITS !== 'off',
    stripe: payments.stripe,
    generationWorkers: Math.max(1, Number(env.GENERATION_WORKERS) || availableParallelism()),
    generationTimeLimitMs: Number(env.GENERATION_TIME_LIMIT_MS ?? 60_000),
    generationQueuePerUser: Number(env.GENERATION_QUEUE_PER_USER ?? 2),
    generationStorageQuotaBytes: Number(env.GENERATION_STORAGE_QUOTA_MB ?? 1024) * 1024 * 1024,
    storageBucketQuotaBytes: Number(env.STORAGE_BUCKET_QUOTA_MB ?? 1024) * 1024 * 1024,
    rendersEnabled: (env.RENDERS ?? 'on') !== 'off',
    renderWorkers: Number(env.RENDER_WORKERS ?? 1),
    renderRetryDelaySeconds: Number(env.RENDER_RETRY_DELAY_SECONDS ?? 10),
    renderTimeLimitMs: Number(env.RENDER_TIME_LIMIT_MS ?? 120_000),
    renderNiceness: Number(env.RENDER_NICENESS ?? 10),
    renderJavaSearch: {
      ...(env.JAVA_HOME ? { JAVA_HOME: env.JAVA_HOME } : {}),
      ...(env.PATH !== undefined ? { PATH: env.PATH } : {}),
    },
    rest: restSettings(env),
    ...operations(env, appEnv),
    storage: objects.storage,
  };
  if (!Number.isFinite(config.storageBucketQuotaBytes) || config.storageBucketQuotaBytes < 0) {
    throw new ConfigError('STORAGE_BUCKET_QUOTA_MB must be a number of megabytes');
  }
  if (!Number.isFinite(config.generationTimeLimitMs) || config.generationTimeLimitMs < 100) {
    throw new ConfigError(
      'GENERATION_TIME_LIMIT_MS must be a number of milliseconds, at least 100',
    );
  }
  if (!Number.isInteger(config.generationQueuePerUser) || config.generationQueuePerUser < 0) {
    throw new ConfigError('GENERATION_QUEUE_PER_USER must be a whole number, 0 or more');
  }
  if (
    !Number.isFinite(config.generationStorageQuotaBytes) ||
    config.generationStorageQuotaBytes <= 0
  ) {
    throw new ConfigError('GENERATION_STORAGE_QUOTA_MB must be a number of megabytes');
  }
  if (
    !Number.isInteger(config.renderWorkers) ||
    config.renderWorkers < 0 ||
    config.renderWorkers > 16
  ) {
    throw new ConfigError('RENDER_WORKERS must be a whole number from 0 to 16');
  }
  if (env.RENDERS !== undefined && env.RENDERS !== 'on' && env.RENDERS !== 'off') {
    throw new ConfigError(`RENDERS must be on or off, got "${env.RENDERS}"`);
  }
  if (
    !Number.isInteger(config.renderRetryDelaySeconds) ||
    config.renderRetryDelaySeconds < 1 ||
    config.renderRetryDelaySeconds > 3600
  ) {
    throw new ConfigError(
      'RENDER_RETRY_DELAY_SECONDS must be a whole number of seconds from 1 to 3600',
    );
  }
  if (!Number.isFinite(config.renderTimeLimitMs) || config.renderTimeLimitMs < 1000) {
    throw new ConfigError('RENDER_TIME_LIMIT_MS must be a number of milliseconds, at least 1000');
  }
  if (
    !Number.isInteger(config.renderNiceness) ||
    config.renderNiceness < 0 ||
    config.renderNiceness > 19
  ) {
    throw new ConfigError('RENDER_NICENESS must be a whole number from 0 to 19');
  }
  if (env.PGLITE_SHARED_BUFFERS && !/^\d+(kB|MB|GB)$/.test(env.PGLITE_SHARED_BUFFERS)) {
    throw new ConfigError(
      `PGLITE_SHARED_BUFFERS must be a size such as 16MB, got "${env.PGLITE_SHARED_BUFFERS}"`,
    );
  }
  try {
    trustedProxyHops(env);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  if (!Number.isFinite(config.jwtExpirySeconds) || config.jwtExpirySeconds < 30) {
    throw new ConfigError('JWT_EXPIRY must be a number of seconds, at least 30');
  }
  if (appEnv !== 'production' && objects.missing.length > 0) {
    throw new ConfigError(`STORAGE_BACKEND=s3 needs these settings: ${objects.missing.join(', ')}`);
  }
  if (appEnv === 'production') {
    const missing = [
      ['DATABASE_URL', config.databaseUrl],
      ['JWT_SECRET', config.jwtSecret],
      ['MFA_ENCRYPTION_KEY', config.mfaEncryptionKey],
      ['SMTP_URL', config.smtpUrl],
      ['SITE_URL', env.SITE_URL],
      ['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET', config.google],
      ['GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET', config.github],
      ['FIGMA_CLIENT_ID and FIGMA_CLIENT_SECRET', config.figma],
      ['FIGMA_TOKEN_ENCRYPTION_KEY', config.figmaTokenKey],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name)
      .concat(payments.missing, objects.missing);
    if (missing.length > 0) {
      throw new ConfigError(`APP_ENV=production needs these settings: ${missing.join(', ')}`);
    }
    if ((config.jwtSecret ?? '').length < 32) {
      throw new ConfigError('JWT_SECRET must be at least 32 characters in production');
    }
    if ((config.mfaEncryptionKey ?? '').length < 32) {
      throw new ConfigError('MFA_ENCRYPTION_KEY must be at least 32 characters in production');
    }
  }
  return config;
}

function operations(env: NodeJS.ProcessEnv, appEnv: Config['appEnv']) {
  const logFormat = env.LOG_FORMAT || (appEnv === 'production' ? 'json' : 'pretty');
  if (logFormat !== 'json' && logFormat !== 'pretty') {
    throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${env.LOG_FORMAT}"`);
  }
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`,
    );
  }
  const shutdownGraceMs = Number(env.SHUTDOWN_GRACE_MS ?? 10_000);
  if (!Number.isInteger(shutdownGraceMs) || shutdownGraceMs < 0) {
    throw new ConfigError(
      `SHUTDOWN_GRACE_MS must be a number of milliseconds, got "${env.SHUTDOWN_GRACE_MS}"`,
    );
  }
  const instanceId = env.INSTANCE_ID?.trim() || null;
  if (instanceId !== null && !/^[\w.-]{1,64}$/.test(instanceId)) {
    throw new ConfigError(
      'INSTANCE_ID may hold letters, digits, dots, dashes and underscores (at most 64)',
    );
  }
  return { instanceId, logFormat: logFormat as LogFormat, logLevel, shutdownGraceMs };
}

function restSettings(env: NodeJS.ProcessEnv): RestSettings {
  try {
    return readRestSettings(env);
  } catch (err) {
    if (err instanceof RestSettingsError) throw new ConfigError(err.message);
    throw err;
  }
}

function storageSettings(env: NodeJS.ProcessEnv): ReturnType<typeof readStorageSettings> {
  try {
    return readStorageSettings(env);
  } catch (err) {
    if (err instanceof StorageSettingsError) throw new ConfigError(err.message);
    throw err;
  }
}

function defaultWebDist(): string {
  return path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/dist');
}
