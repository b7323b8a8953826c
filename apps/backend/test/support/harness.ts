import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

// supabase-js needs a WebSocket constructor for its realtime client; Node 20 has none built in.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { startServer, type RunningServer, type ServerOptions } from '../../src/server';

export type DatabaseTarget = 'pglite' | 'postgres';

/**
 * The databases the shared integration suites run on: always PGlite, and PostgreSQL too
 * when TEST_DATABASE_URL is set (npm test sets it; see scripts/test.sh).
 */
export function databaseTargets(): DatabaseTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, empty database on the server of TEST_DATABASE_URL, dropped again by `drop`. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ftc_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

export interface TestBackend {
  server: RunningServer;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** A supabase-js client with the anon key, sessions kept in memory only. */
  anonClient(): SupabaseClient;
  /** A supabase-js client with the service_role key. */
  serviceClient(): SupabaseClient;
  /** Mail the backend sent to `to`, newest first. */
  mailTo(to: string): Promise<MailboxMessage[]>;
  /** The first link in the newest mail to `to` whose URL contains `contains`. */
  linkInLatestMail(to: string, contains?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the real backend on a free port with its own database and data folder, for
 * tests that drive it over HTTP with the real supabase-js client.
 */
export async function startTestBackend(
  target: DatabaseTarget = 'pglite',
  env: Record<string, string> = {},
  serverOptions: ServerOptions = {},
): Promise<TestBackend> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ftc-backend-'));
  let db: Database;
  let dropDb: (() => Promise<void>) | null = null;
  if (target === 'postgres') {
    const fresh = await freshPostgresDatabase();
    db = await openPostgresDatabase(fresh.url, 4);
    dropDb = fresh.drop;
  } else {
    db = await openPgliteDatabase(null);
  }
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    WEB_DIST_DIR: '',
    RATE_LIMITS: 'off',
    // Suites that are not about rendered previews start no JVM and queue no render jobs.
    RENDERS: 'off',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const server = await startServer(config, db, serverOptions);
  const url = server.url;
  const { anonKey, serviceRoleKey } = server.ctx.keys;
  const client = (key: string) =>
    createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  const mailTo = async (to: string) => {
    const res = await fetch(`${url}/_dev/mailbox/messages?to=${encodeURIComponent(to)}`);
    return (await res.json()) as MailboxMessage[];
  };
  return {
    server,
    url,
    anonKey,
    serviceRoleKey,
    anonClient: () => client(anonKey),
    serviceClient: () => client(serviceRoleKey),
    mailTo,
    async linkInLatestMail(to, contains = '') {
      const [latest] = await mailTo(to);
      if (!latest) throw new Error(`No mail was sent to ${to}`);
      const link = latest.text.match(/https?:\/\/[^\s<>"')]+/g)?.find((l) => l.includes(contains));
      if (!link) throw new Error(`The latest mail to ${to} has no link containing "${contains}"`);
      return link;
    },
    async close() {
      await server.close();
      if (dropDb) await dropDb();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A unique email address for one test. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}
