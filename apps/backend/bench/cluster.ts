/**
 * One instance against two behind a load balancer: the same load run of the
 * speed issue (`bench/load.ts --url`) pointed at haproxy with one backend instance, then at
 * haproxy with two instances balanced round-robin, on one PostgreSQL database.
 *
 *   npm run bench:cluster                          30 s a phase, 200 users, one round
 *   npm run bench:cluster -- --duration 20 --users 100 --rounds 2
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL) and Debian's haproxy. It
 * creates a fresh database (dropped afterwards), starts two instances of the real server
 * (`src/main.ts`, RATE_LIMITS=off, JSON logs) sharing a data folder, and one haproxy with two
 * frontends: "one" sends everything to instance a, "two" balances a and b round-robin with
 * health checks on /health/ready. Both topologies exist for the whole run, so the phases can
 * alternate: round 1 runs one then two, round 2 two then one, and so on, which spreads the
 * machine's drifting load over both. Each phase is a child `bench/load.ts --url <frontend>`
 * signing in its own new users. Prints each phase's req/s, p50, p99, max, errors and the load
 * average, then the ratio of two to one.
 *
 * BENCH_HAPROXY_LOG=<file> writes haproxy's log of every request there.
 *
 * Bounded: --duration seconds a phase (default 30) plus the sign-ins; everything it starts
 * (instances, haproxy, the load runs) is stopped and the database dropped on success, failure
 * and Ctrl-C.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Keys } from '../src/keys';
import { freshPostgresDatabase } from '../test/support/harness';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Topology = 'one' | 'two';

interface Phase {
  topology: Topology;
  round: number;
  requests: number;
  seconds: number;
  reqPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  busy: number;
  loadBefore: number;
  loadAfter: number;
  /** CPU seconds used during the phase (sign-ins and load) by instance a, b and haproxy. */
  cpu: { a: number; b: number; haproxy: number };
  /** The machine's CPU busy during the phase, in cores (of os.cpus().length). */
  busyCores: number;
}

/** What must be undone, newest first, whether the run ends well, fails or is interrupted. */
const cleanups: (() => Promise<void>)[] = [];
const children = new Set<ChildProcess>();

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

let cleaning: Promise<void> | null = null;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stopChild));
    for (const undo of cleanups.reverse()) {
      await undo().catch((err: unknown) =>
        console.error('Cleaning up failed:', err instanceof Error ? err.message : err),
      );
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the instances and haproxy, dropping the database`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Distinct random ports in 20000–60000 (the machine is shared). */
function randomPorts(n: number): number[] {
  const ports = new Set<number>();
  while (ports.size < n) ports.add(20_000 + Math.floor(Math.random() * 40_000));
  return [...ports];
}

async function waitFor(
  url: string,
  what: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${what} did not become ready at ${url}:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

function haproxyConfig(ports: { one: number; two: number; a: number; b: number }): string {
  const server = (id: string, port: number) =>
    `  server ${id} 127.0.0.1:${port} check inter 2s fall 3 rise 2`;
  const backend = (name: string, servers: string[]) => [
    `backend ${name}`,
    '  balance roundrobin',
    '  option forwardfor',
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    ...servers,
  ];
  return [
    'global',
    '  maxconn 2048',
    ...(process.env.BENCH_HAPROXY_LOG ? ['  log stderr format raw local0'] : []),
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A saturated instance answers its health check late; late is not down.
    '  timeout check 20s',
    // Node closes a keep-alive connection idle for 5 s. Shared between clients, an idle
    // server connection left from the previous phase could be reused by haproxy just as the
    // instance closes it, and haproxy then closes the client's connection for it to retry
    // (browsers do, this load client does not: "socket hang up"). So a server connection
    // belongs to one client connection, and a request the server did not read is resent.
    '  http-reuse never',
    '  retries 3',
    '  retry-on conn-failure empty-response',
    ...(process.env.BENCH_HAPROXY_LOG ? ['  log global', '  option httplog'] : []),
    `frontend one`,
    `  bind 127.0.0.1:${ports.one}`,
    '  default_backend one',
    `frontend two`,
    `  bind 127.0.0.1:${ports.two}`,
    '  default_backend two',
    ...backend('one', [server('a', ports.a)]),
    ...backend('two', [server('a', ports.a), server('b', ports.b)]),
    '',
  ].join('\n');
}

function startInstance(
  id: string,
  port: number,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: backendDir,
      env: { ...process.env, ...env, PORT: String(port), INSTANCE_ID: id },
      // The JSON request log goes where a production log shipper would read it; here nowhere.
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  child.stderr!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  return { child, output: () => output };
}

const number = String.raw`([\d.]+)`;
/** The row bench/load.ts prints for a --url run: | url | users | s | requests | req/s | p50 | p99 | max | errors | 503 |. */
function parseLoadRow(
  text: string,
  url: string,
): Omit<Phase, 'topology' | 'round' | 'loadBefore' | 'loadAfter' | 'cpu' | 'busyCores'> {
  const cells = Array.from({ length: 9 }, () => number).join(String.raw` \| `);
  const match = new RegExp(`^\\| ${url.replace(/[.]/g, '\\.')} \\| ${cells} \\|$`, 'm').exec(text);
  if (!match) throw new Error(`The load run printed no result row for ${url}:\n${text}`);
  const [, , seconds, requests, reqPerSecond, p50, p99, max, errors, busy] = match.map(
    Number,
  ) as number[];
  return {
    seconds: seconds!,
    requests: requests!,
    reqPerSecond: reqPerSecond!,
    p50: p50!,
    p99: p99!,
    max: max!,
    errors: errors!,
    busy: busy!,
  };
}

/** One child `bench/load.ts --url` run, its output passed through and parsed. */
async function loadRun(url: string, serviceKey: string, seconds: number, users: number) {
  const child = track(
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/load.ts',
        '--url',
        url,
        '--duration',
        String(seconds),
        '--users',
        String(users),
      ],
      {
        cwd: backendDir,
        env: { ...process.env, BENCH_SERVICE_ROLE_KEY: serviceKey },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ),
  );
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`The load run against ${url} failed (exit ${code}):\n${text}`);
  return parseLoadRow(text, url);
}

const load1 = () => os.loadavg()[0]!;

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
/** CPU seconds a process has used so far (user + system), from /proc; 0 where there is none. */
async function cpuSeconds(pid: number | undefined): Promise<number> {
  const stat = pid ? await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '') : '';
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return stat ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : 0;
}
/** The whole machine's busy and total CPU seconds so far, from /proc/stat. */
async function machineCpu(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8').catch(() => 'cpu 0 0 0 0')).split('\n')[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const total = v.reduce((a, b) => a + b, 0);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '30' },
      users: { type: 'string', default: '200' },
      rounds: { type: 'string', default: '1' },
    },
  });
  const seconds = Number(values.duration);
  const users = Number(values.users);
  const rounds = Number(values.rounds);
  if (!(seconds > 0 && seconds <= 600))
    throw new Error('--duration must be a number of seconds from 1 to 600');
  if (!(Number.isInteger(users) && users > 0 && users <= 1000))
    throw new Error('--users must be a whole number from 1 to 1000');
  if (!(Number.isInteger(rounds) && rounds > 0 && rounds <= 10))
    throw new Error('--rounds must be a whole number from 1 to 10');
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!pgUrl)
    throw new Error(
      'The cluster benchmark needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.',
    );
  const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find(
    (p) => spawnSync(p, ['-v']).status === 0,
  );
  if (!haproxy)
    throw new Error('The cluster benchmark needs haproxy: apt-get install haproxy (Debian).');

  process.env.TEST_DATABASE_URL = pgUrl; // where freshPostgresDatabase creates its database
  const db = await freshPostgresDatabase();
  cleanups.push(db.drop);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ftc-bench-cluster-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));

  const [one, two, a, b] = randomPorts(4) as [number, number, number, number];
  const secret = randomBytes(32).toString('base64url');
  const shared = {
    DATABASE_URL: db.url,
    SITE_URL: `http://127.0.0.1:${two}`,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    JWT_SECRET: secret,
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    FIGMA_TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    TRUSTED_PROXY_HOPS: '1',
    RATE_LIMITS: 'off',
    SEED_DEMO: 'false',
    LOG_FORMAT: 'json',
    GENERATION_WORKERS: '1',
    WEB_DIST_DIR: '',
    APP_ENV: 'local',
  };
  // The first instance migrates the empty database; the second starts on the migrated one.
  const instanceA = startInstance('a', a, shared);
  await waitFor(
    `http://127.0.0.1:${a}/health/ready`,
    'instance a',
    instanceA.child,
    instanceA.output,
  );
  const instanceB = startInstance('b', b, shared);
  await waitFor(
    `http://127.0.0.1:${b}/health/ready`,
    'instance b',
    instanceB.child,
    instanceB.output,
  );

  const cfg = path.join(dir, 'haproxy.cfg');
  await writeFile(cfg, haproxyConfig({ one, two, a, b }));
  let lbOutput = '';
  const lb = track(spawn(haproxy, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] }));
  const keepLb = (c: Buffer) => {
    lbOutput = (lbOutput + c.toString()).slice(-20_000);
  };
  lb.stdout!.on('data', keepLb);
  lb.stderr!.on('data', keepLb);
  if (process.env.BENCH_HAPROXY_LOG)
    lb.stderr!.pipe(createWriteStream(process.env.BENCH_HAPROXY_LOG));
  const urls: Record<Topology, string> = {
    one: `http://127.0.0.1:${one}`,
    two: `http://127.0.0.1:${two}`,
  };
  await waitFor(`${urls.one}/health/ready`, 'haproxy (one)', lb, () => lbOutput);
  await waitFor(`${urls.two}/health/ready`, 'haproxy (two)', lb, () => lbOutput);
  // Both servers of "two" pass their health checks (rise 2, every 2 s) before any load.
  await new Promise((r) => setTimeout(r, 4_500));

  // Which instances answer through each frontend (X-Instance): "one" only a, "two" both.
  for (const t of ['one', 'two'] as const) {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${urls[t]}/health`);
      seen.add(res.headers.get('x-instance') ?? '?');
    }
    const expected = t === 'one' ? 'a' : 'a, b';
    if ([...seen].sort().join(', ') !== expected) {
      throw new Error(
        `haproxy "${t}" should reach ${expected}, but ${[...seen].join(', ')} answered:\n${lbOutput}`,
      );
    }
  }

  const { serviceRoleKey } = await Keys.create(secret);
  console.log(
    `${users} signed-in users cycling the dashboard's four reads for ${seconds} s a phase, ${rounds} round(s); ` +
      `PostgreSQL ${new URL(pgUrl).host}, haproxy round-robin; ${os.cpus().length} cores; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
  );
  const state = (id: string, i: { child: ChildProcess; output: () => string }) =>
    `instance ${id}: ${i.child.exitCode === null && i.child.signalCode === null ? 'running' : `exited (${i.child.exitCode ?? i.child.signalCode})`}\n${i.output().slice(-3_000)}`;
  const explain = (err: unknown) =>
    new Error(
      `${err instanceof Error ? err.message : String(err)}\n${state('a', instanceA)}\n${state('b', instanceB)}\nhaproxy:\n${lbOutput.slice(-3_000)}`,
    );
  const phases: Phase[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order: Topology[] = round % 2 === 1 ? ['one', 'two'] : ['two', 'one'];
    for (const topology of order) {
      const loadBefore = load1();
      const cpuOf = async () => ({
        a: await cpuSeconds(instanceA.child.pid),
        b: await cpuSeconds(instanceB.child.pid),
        haproxy: await cpuSeconds(lb.pid),
        machine: await machineCpu(),
      });
      const before = await cpuOf();
      console.log(
        `round ${round}: ${topology === 'one' ? 'one instance' : 'two instances'} behind haproxy (${urls[topology]})…`,
      );
      const figures = await loadRun(urls[topology], serviceRoleKey, seconds, users).catch(
        (err: unknown) => {
          throw explain(err);
        },
      );
      const after = await cpuOf();
      phases.push({
        topology,
        round,
        ...figures,
        loadBefore,
        loadAfter: load1(),
        cpu: {
          a: after.a - before.a,
          b: after.b - before.b,
          haproxy: after.haproxy - before.haproxy,
        },
        busyCores:
          ((after.machine.busy - before.machine.busy) /
            (after.machine.total - before.machine.total)) *
          os.cpus().length,
      });
    }
  }

  const label = (t: Topology) => (t === 'one' ? 'one instance' : 'two instances');
  console.log(
    '\n| round | behind haproxy | s | requests | req/s | p50 ms | p99 ms | max ms | errors | 503 busy | load avg (1 min) before → after | CPU s: a / b / haproxy | machine busy (cores) |',
  );
  console.log(
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |',
  );
  for (const p of phases) {
    console.log(
      `| ${p.round} | ${label(p.topology)} | ${p.seconds} | ${p.requests} | ${p.reqPerSecond} | ${p.p50} | ${p.p99} | ${p.max} | ${p.errors} | ${p.busy} | ${p.loadBefore.toFixed(2)} → ${p.loadAfter.toFixed(2)} | ${p.cpu.a.toFixed(1)} / ${p.cpu.b.toFixed(1)} / ${p.cpu.haproxy.toFixed(1)} | ${p.busyCores.toFixed(2)} of ${os.cpus().length} |`,
    );
  }
  const throughput = (t: Topology) => {
    const of = phases.filter((p) => p.topology === t);
    // load.ts rounds the seconds to whole ones; requests / req/s gives them more closely.
    return (
      of.reduce((s, p) => s + p.requests, 0) /
      of.reduce((s, p) => s + p.requests / p.reqPerSecond, 0)
    );
  };
  const ratio = throughput('two') / throughput('one');
  console.log(
    `\nreq/s over all rounds: one instance ${throughput('one').toFixed(0)}, two instances ${throughput('two').toFixed(0)}; ` +
      `two / one = ${ratio.toFixed(2)}`,
  );
  for (let round = 1; round <= rounds; round++) {
    const of = (t: Topology) => phases.find((p) => p.round === round && p.topology === t)!;
    console.log(
      `round ${round}: two / one = ${(of('two').reqPerSecond / of('one').reqPerSecond).toFixed(2)}`,
    );
  }
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
