import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

// supabase-js needs a WebSocket constructor for its realtime client; Node 20 has none built in.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

export interface E2eServer {
  url: string;
  /** The server's DATA_DIR (the demo account's credentials are kept there when it is seeded). */
  dataDir: string;
  anonKey: string;
  serviceRoleKey: string;
  /** supabase-js with the service_role key, for arranging data. */
  admin: SupabaseClient;
  mailTo(email: string): Promise<MailboxMessage[]>;
  /** Waits for a mail to `email` whose subject or text matches, and returns its first link containing `contains`. */
  waitForMailLink(email: string, contains?: string, timeoutMs?: number): Promise<string>;
  /** A confirmed user created through the admin API. */
  createUser(opts?: {
    email?: string;
    password?: string;
    metadata?: Record<string, unknown>;
  }): Promise<{ id: string; email: string; password: string }>;
  stop(): Promise<void>;
}

/**
 * Starts the real backend (the same entry point as `npm start`) on a free port with a fresh
 * data folder and the given environment (for example `{ SHOW_PRICING: 'true' }`), serving
 * the built web app from apps/web/dist. `root` runs another checkout's backend and build
 * (the Lighthouse script compares two builds side by side).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { root?: string; startTimeoutMs?: number } = {},
): Promise<E2eServer> {
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ftc-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/backend/src/main.ts'],
    {
      cwd: options.root ?? repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        APP_ENV: 'local',
        RATE_LIMITS: 'off',
        SEED_DEMO: 'false',
        JWT_SECRET: randomBytes(32).toString('base64url'),
        // A JVM per test server only where a suite asks for rendered previews (RENDERS: 'on').
        RENDERS: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<{ url: string; anonKey: string; serviceRoleKey: string }>(
    (resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Backend did not start in ${startTimeoutMs / 1000} s:\n${output}`)),
        startTimeoutMs,
      );
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /App and API URL:\s+(\S+)/.exec(output)?.[1];
        const anonKey = /anon key:\s+(\S+)/.exec(output)?.[1];
        const serviceRoleKey = /service_role key:\s+(\S+)/.exec(output)?.[1];
        if (url && anonKey && serviceRoleKey) {
          clearTimeout(timer);
          // Request log lines follow; they are not kept (the stream keeps flowing).
          child.stdout?.off('data', onData);
          child.stdout?.resume();
          resolve({ url, anonKey, serviceRoleKey });
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (process.env.E2E_SERVER_LOGS) process.stderr.write(chunk);
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Backend exited with ${code}:\n${output}`));
      });
    },
  );
  const { url, anonKey, serviceRoleKey } = await ready;
  const admin = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const mailTo = async (email: string) => {
    const res = await fetch(`${url}/_dev/mailbox/messages?to=${encodeURIComponent(email)}`);
    return (await res.json()) as MailboxMessage[];
  };
  return {
    url,
    dataDir,
    anonKey,
    serviceRoleKey,
    admin,
    mailTo,
    async waitForMailLink(email, contains = '/auth/v1/verify', timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const [latest] = await mailTo(email);
        const link = latest?.text
          .match(/https?:\/\/[^\s<>"')]+/g)
          ?.find((l) => l.includes(contains));
        if (link) return link;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`No mail with a link containing "${contains}" reached ${email}`);
    },
    async createUser(opts = {}) {
      const email = opts.email ?? uniqueEmail();
      const password = opts.password ?? 'Sturdy-Passw0rd';
      const { data, error } = await admin.auth.admin.createUser({
        email,
        password,
        email_confirm: true,
        user_metadata: opts.metadata ?? {},
      });
      if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
      return { id: data.user.id, email, password };
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function uniqueEmail(label = 'e2e'): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}
