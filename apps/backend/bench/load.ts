/**
 * Many signed-in users loading the dashboard at once: each user cycles the
 * dashboard's four reads (latest generations, generation count, plan profile, purchased
 * packs) as supabase-js sends them, for a fixed time, over keep-alive HTTP (Node's fetch).
 *
 *   npm run bench:load                       PGlite, and PostgreSQL when BENCH_DATABASE_URL
 *                                            or TEST_DATABASE_URL is set
 *   npm run bench:load -- --duration 20 --users 50
 *   npm run bench:load -- --url http://127.0.0.1:8080 --service-key <service_role key>
 *
 * Without --url it starts the real server (`src/main.ts`) in a child process per database,
 * on a random port with its own data folder (and a fresh PostgreSQL database it drops
 * afterwards). With --url it loads a server that is already running (one instance or a
 * load balancer in front of several): the users are created through the admin API with
 * the service_role key (--service-key or BENCH_SERVICE_ROLE_KEY), the anon key is read
 * from the server's /runtime-config.js, and the server must run with RATE_LIMITS=off (the
 * sign-in limit would refuse 200 sign-ins from one address).
 *
 * Every request carries the time it was sent (x-bench-sent), which bench/trace-server.mjs,
 * preloaded into the server, reads to split a request's time into waiting and serving.
 *
 * Prints requests, req/s, p50, p99, max and errors per database. Bounded: the run stops
 * after --duration seconds (default 60) plus the sign-ins; every request has a 30 s timeout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Keys } from '../src/keys';
import { freshPostgresDatabase } from '../test/support/harness';

const REQUEST_TIMEOUT_MS = 30_000;
const SIGN_IN_CONCURRENCY = 8;
const PASSWORD = 'bench-load-Password-1';

interface Target {
  label: string;
  url: string;
  anonKey: string;
  serviceKey: string;
  stop: () => Promise<void>;
}

interface Answer {
  status: number;
  body: string;
}

/**
 * One request through Node's fetch (undici, the client supabase-js uses): keep-alive
 * connections, opened as needed. (Node's `http` client stalled the request that followed a
 * HEAD answer on the same keep-alive socket under load, which measured the client.)
 */
async function request(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const res = await fetch(url, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: res.status, body: await res.text() };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server at ${url} did not answer /health within 120 s`);
}

/** The real server in a child process, on a random port, with its own data folder. */
async function startServer(kind: 'pglite' | 'postgres'): Promise<Target> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ftc-load-'));
  const fresh = kind === 'postgres' ? await freshPostgresDatabase() : null;
  const port = 20_000 + Math.floor(Math.random() * 40_000);
  const url = `http://127.0.0.1:${port}`;
  const secret = randomBytes(32).toString('base64url');
  const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: fresh?.url ?? '',
      JWT_SECRET: secret,
      RATE_LIMITS: 'off',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await fresh?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (err) {
    await stop();
    throw err;
  }
  const keys = await Keys.create(secret);
  return {
    label: kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
    url,
    anonKey: keys.anonKey,
    serviceKey: keys.serviceRoleKey,
    stop,
  };
}

/** A running server: the anon key from its runtime configuration, the service key given. */
async function existingServer(url: string, serviceKey: string): Promise<Target> {
  const res = await fetch(`${url}/runtime-config.js`);
  const text = await res.text();
  const anonKey = /"anonKey"\s*:\s*"([^"]+)"/.exec(text)?.[1];
  if (!res.ok || !anonKey) throw new Error(`${url}/runtime-config.js did not give the anon key`);
  return { label: url, url, anonKey, serviceKey, stop: async () => undefined };
}

interface User {
  id: string;
  token: string;
}

/** Creates `count` confirmed users through the admin API and signs each in with a password. */
async function signIn(t: Target, count: number): Promise<User[]> {
  const users: User[] = [];
  let next = 0;
  const admin = {
    apikey: t.serviceKey,
    Authorization: `Bearer ${t.serviceKey}`,
    'Content-Type': 'application/json',
  };
  const one = async () => {
    while (next < count) {
      next += 1;
      const email = `load-${randomUUID()}@example.com`;
      const created = await request(
        `${t.url}/auth/v1/admin/users`,
        'POST',
        admin,
        JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
      );
      if (created.status !== 200)
        throw new Error(`Creating a user answered ${created.status}: ${created.body}`);
      const session = await request(
        `${t.url}/auth/v1/token?grant_type=password`,
        'POST',
        { apikey: t.anonKey, 'Content-Type': 'application/json' },
        JSON.stringify({ email, password: PASSWORD }),
      );
      if (session.status !== 200)
        throw new Error(`Signing in answered ${session.status}: ${session.body}`);
      const body = JSON.parse(session.body) as { access_token: string; user: { id: string } };
      users.push({ id: body.user.id, token: body.access_token });
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, one));
  return users;
}

/** The dashboard's four reads, as supabase-js sends them. */
function dashboardReads(
  t: Target,
  u: User,
): { method: string; url: string; headers: Record<string, string> }[] {
  const base = { apikey: t.anonKey, Authorization: `Bearer ${u.token}`, 'Accept-Encoding': 'gzip' };
  const rest = `${t.url}/rest/v1`;
  return [
    {
      method: 'GET',
      url: `${rest}/generations?select=id,name,type,created_at,charged&user_id=eq.${u.id}&order=created_at.desc&limit=5`,
      headers: base,
    },
    {
      method: 'HEAD',
      url: `${rest}/generations?select=id&user_id=eq.${u.id}`,
      headers: { ...base, Prefer: 'count=exact' },
    },
    {
      method: 'GET',
      url: `${rest}/profiles?select=subscription_tier,free_generations_used&id=eq.${u.id}`,
      headers: { ...base, Accept: 'application/vnd.pgrst.object+json' },
    },
    {
      method: 'GET',
      url: `${rest}/additional_generations?select=amount,used,expires_at&user_id=eq.${u.id}&expires_at=gt.${encodeURIComponent(new Date().toISOString())}`,
      headers: base,
    },
  ];
}

interface Result {
  label: string;
  users: number;
  seconds: number;
  latencies: number[];
  /** Latencies by read (0 to 3, the order of dashboardReads). */
  byRead: number[][];
  errors: number;
  unavailable: number;
}

async function load(t: Target, users: number, seconds: number): Promise<Result> {
  const signedIn = await signIn(t, users);
  const latencies: number[] = [];
  const byRead: number[][] = [[], [], [], []];
  let errors = 0;
  let unavailable = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    signedIn.map(async (u) => {
      const reads = dashboardReads(t, u);
      for (let i = 0; performance.now() < deadline; i++) {
        const r = reads[i % reads.length]!;
        const t0 = performance.now();
        try {
          // When it was sent, for bench/trace-server.mjs (milliseconds since the epoch).
          const sent = String(performance.timeOrigin + t0);
          const res = await request(r.url, r.method, { ...r.headers, 'x-bench-sent': sent });
          latencies.push(performance.now() - t0);
          byRead[i % reads.length]!.push(performance.now() - t0);
          if (res.status === 503) unavailable += 1;
          else if (res.status >= 400) errors += 1;
        } catch {
          latencies.push(performance.now() - t0);
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { label: t.label, users, seconds: elapsed, latencies, byRead, errors, unavailable };
}

const READS = ['latest generations', 'generation count (HEAD)', 'plan profile', 'purchased packs'];

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** p50 / p99 of each of the four reads, to see whether one of them makes the tail. */
function perRead(r: Result): string {
  return (
    `${r.label}: ` +
    r.byRead
      .map(
        (l, i) => `${READS[i]} ${quantile(l, 0.5).toFixed(0)} / ${quantile(l, 0.99).toFixed(0)} ms`,
      )
      .join('; ')
  );
}

function row(r: Result): string {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const at = (q: number) => quantile(sorted, q);
  const ms = (v: number) => v.toFixed(1);
  return `| ${r.label} | ${r.users} | ${r.seconds.toFixed(0)} | ${sorted.length} | ${(sorted.length / r.seconds).toFixed(0)} | ${ms(at(0.5))} | ${ms(at(0.99))} | ${ms(sorted.at(-1) ?? 0)} | ${r.errors} | ${r.unavailable} |`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '60' },
      users: { type: 'string', default: '200' },
      url: { type: 'string' },
      'service-key': { type: 'string' },
    },
  });
  const seconds = Number(values.duration);
  const users = Number(values.users);
  if (!(seconds > 0 && seconds <= 3600))
    throw new Error('--duration must be a number of seconds from 1 to 3600');
  if (!(Number.isInteger(users) && users > 0 && users <= 2000))
    throw new Error('--users must be a whole number from 1 to 2000');

  const starts: (() => Promise<Target>)[] = [];
  if (values.url) {
    const key = values['service-key'] ?? process.env.BENCH_SERVICE_ROLE_KEY;
    if (!key)
      throw new Error(
        "--url needs the server's service_role key: --service-key or BENCH_SERVICE_ROLE_KEY",
      );
    starts.push(() => existingServer(values.url!.replace(/\/+$/, ''), key));
  } else {
    const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    starts.push(() => startServer('pglite'));
    if (pgUrl) {
      process.env.TEST_DATABASE_URL = pgUrl; // where freshPostgresDatabase creates its database
      starts.push(() => startServer('postgres'));
    } else
      console.log(
        'PostgreSQL: skipped, because neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set.',
      );
  }
  console.log(
    `${users} signed-in users cycling the dashboard's four reads for ${seconds} s each; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  const results: Result[] = [];
  for (const start of starts) {
    const t = await start();
    try {
      results.push(await load(t, users, seconds));
    } finally {
      await t.stop();
    }
    console.log(
      `${t.label} done; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
  }
  console.log(
    '| database | users | s | requests | req/s | p50 ms | p99 ms | max ms | errors | 503 busy |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) console.log(row(r));
  console.log('\np50 / p99 by read:');
  for (const r of results) console.log(perRead(r));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
