import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Instance {
  id: string;
  port: number;
  child: ChildProcess;
  output: () => string;
}

export interface Cluster {
  /** The load balancer's origin: what the browser and supabase-js use. */
  url: string;
  anonKey: string;
  instances: Instance[];
  /** SIGKILL: the instance dies without draining, as on a crashed machine. */
  kill(id: string): Promise<void>;
  stop(): Promise<void>;
}

/** Distinct random ports in 20000–60000 (the machine is shared; see BRIEF-COMMON). */
function randomPorts(n: number): number[] {
  const ports = new Set<number>();
  while (ports.size < n) ports.add(20_000 + Math.floor(Math.random() * 40_000));
  return [...ports];
}

async function waitFor(
  url: string,
  what: string,
  child: ChildProcess | null,
  output: () => string,
) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if ((child && child.exitCode !== null) || Date.now() > deadline) {
      throw new Error(`${what} did not become ready:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

function haproxyConfig(lbPort: number, instances: { id: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    // Node closes a keep-alive connection idle for 5 s (its keepAliveTimeout). Shared between
    // clients, an idle server connection could be reused by haproxy just as the instance
    // closes it: haproxy then closes the browser's connection for it to retry, or answers 502.
    // So a server connection belongs to one client connection (as in bench/cluster.ts).
    '  http-reuse never',
    // A request that cannot reach its server (refused: the instance is gone) goes to another,
    // and one the server closed the connection on without reading it is sent again.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    'frontend web',
    `  bind 127.0.0.1:${lbPort}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option forwardfor',
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    ...instances.map((i) => `  server ${i.id} 127.0.0.1:${i.port} check inter 500 fall 2 rise 2`),
    '',
  ].join('\n');
}

/**
 * Two backend processes (the same entry point as `npm start`) on one fresh PostgreSQL
 * database, behind Debian's haproxy balancing round-robin with health checks on
 * /health/ready. They share a data folder for stored files, as instances share a volume
 * (or an S3 bucket). Needs TEST_DATABASE_URL and haproxy: scripts/test.sh provides both.
 */
export async function startCluster(env: Record<string, string> = {}): Promise<Cluster> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'The multi-instance test needs PostgreSQL: set TEST_DATABASE_URL (npm test does).',
    );
  }
  const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find(
    (p) => spawnSync(p, ['-v']).status === 0,
  );
  if (!haproxy)
    throw new Error('The multi-instance test needs haproxy (npm test installs Debian’s).');

  const dbName = `ftc_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;

  const dir = await mkdtemp(path.join(os.tmpdir(), 'ftc-cluster-'));
  const [lbPort, ...ports] = randomPorts(3) as [number, number, number];
  const url = `http://127.0.0.1:${lbPort}`;
  const shared = {
    DATABASE_URL: dbUrl.toString(),
    SITE_URL: url,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    FIGMA_TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    TRUSTED_PROXY_HOPS: '1',
    SEED_DEMO: 'false',
    LOG_FORMAT: 'json',
    GENERATION_WORKERS: '1',
    APP_ENV: 'local',
    // No JVM per instance: the render suite starts its own server with RENDERS=on.
    RENDERS: 'off',
  };
  // Both start at once on the empty database: the migrations' lock keeps them from racing.
  const instances: Instance[] = ['a', 'b'].map((id, i) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/backend/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...shared, ...env, PORT: String(ports[i]), INSTANCE_ID: id },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    return { id, port: ports[i]!, child, output: () => output };
  });
  let lb: ChildProcess | null = null;
  let lbOutput = '';
  const stop = async () => {
    for (const child of [lb, ...instances.map((i) => i.child)]) {
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    }
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (const i of instances) {
      await waitFor(
        `http://127.0.0.1:${i.port}/health/ready`,
        `instance ${i.id}`,
        i.child,
        i.output,
      );
    }
    const cfg = path.join(dir, 'haproxy.cfg');
    await writeFile(cfg, haproxyConfig(lbPort, instances));
    lb = spawn(haproxy, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    lb.stdout!.on('data', (c: Buffer) => (lbOutput += c.toString()));
    lb.stderr!.on('data', (c: Buffer) => (lbOutput += c.toString()));
    await waitFor(`${url}/health/ready`, 'haproxy', lb, () => lbOutput);
    // Both servers pass their health checks before the journey starts.
    await new Promise((r) => setTimeout(r, 1_200));
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    anonKey: await anonKeyOf(instances[0]!),
    instances,
    async kill(id) {
      const i = instances.find((x) => x.id === id)!;
      const exited = new Promise((r) => i.child.once('exit', r));
      i.child.kill('SIGKILL');
      await exited;
    },
    stop,
  };
}

/** The anon key the instance announced on start (with LOG_FORMAT=json, the startup line). */
async function anonKeyOf(instance: Instance): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const key = instance
      .output()
      .split('\n')
      .map((line) => {
        try {
          return (JSON.parse(line) as { anonKey?: unknown }).anonKey;
        } catch {
          return undefined; // a line cut by the output's 20 000-character window, or stderr text
        }
      })
      .find((k): k is string => typeof k === 'string');
    if (key) return key;
    if (Date.now() > deadline)
      throw new Error(`instance ${instance.id} announced no anon key:\n${instance.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
