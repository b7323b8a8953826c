/**
 * Realtime under a flood: what a socket and a channel cost the server, and whether
 * database changes still leave its event loop free while many channels are open.
 *
 *   npx tsx apps/backend/bench/realtime-flood.ts [--addresses 20] [--sockets 50] [--channels 100] [--changes 20]
 *
 * Starts the real server (`src/main.ts`, PGlite, a fresh data folder, TRUSTED_PROXY_HOPS=1 so
 * each client names its address in X-Forwarded-For) with bench/memory-probe.mjs preloaded,
 * which reports the server's memory after a garbage collection and its event loop delay.
 *
 * 1. A join flood from one address: 3 sockets sending 200,000 joins each, as fast
 *    as the socket takes them. Prints joins accepted and refused, how the sockets ended, and
 *    the server's memory after.
 * 2. At the limits: --addresses x --sockets sockets (anon key), each joining --channels
 *    channels on `generations` within the joins allowed per second. Prints heap and resident
 *    memory per socket and per channel.
 * 3. --changes inserts into `generations` (one every 100 ms) with all those channels open and
 *    one owner subscribed: the owner's delivery time and the event loop's delay meanwhile.
 *
 * Bounded: a few minutes at most; the server and every socket are stopped at the end.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { Keys } from '../src/keys';
import { REALTIME_LIMITS } from '../src/realtime/limits';

const { values: args } = parseArgs({
  options: {
    addresses: { type: 'string', default: '20' },
    sockets: { type: 'string', default: String(REALTIME_LIMITS.socketsPerAddress) },
    channels: { type: 'string', default: String(REALTIME_LIMITS.channelsPerSocket) },
    changes: { type: 'string', default: '20' },
  },
});
const ADDRESSES = Number(args.addresses);
const SOCKETS = Number(args.sockets);
const CHANNELS = Number(args.channels);
const CHANGES = Number(args.changes);

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

interface Probe {
  memory: { rss: number; heapUsed: number; external: number; arrayBuffers: number };
  delay: { maxMs: number; p99Ms: number };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ftc-rt-flood-'));
  const secret = randomBytes(32).toString('base64url');
  const keys = await Keys.create(secret);
  const port = 20_000 + Math.floor(Math.random() * 40_000);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', './bench/memory-probe.mjs', 'src/main.ts'],
    {
      cwd: backendDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: secret,
        WEB_DIST_DIR: '',
        SEED_DEMO: 'false',
        RATE_LIMITS: 'off',
        TRUSTED_PROXY_HOPS: '1',
        LOG_LEVEL: 'error',
        GENERATION_WORKERS: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const probes: ((p: Probe) => void)[] = [];
  let buffered = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines)
      if (line.startsWith('PROBE ')) probes.shift()?.(JSON.parse(line.slice(6)) as Probe);
  });
  const probe = () =>
    new Promise<Probe>((resolve) => {
      probes.push(resolve);
      child.kill('SIGUSR2');
    });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };

  const sockets: WebSocket[] = [];
  try {
    for (const until = Date.now() + 120_000; ; await sleep(250)) {
      const ok = await fetch(`${base}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > until || child.exitCode !== null)
        throw new Error('The server did not start');
    }
    const wsUrl = `${base.replace('http', 'ws')}/realtime/v1/websocket?apikey=${keys.anonKey}&vsn=2.0.0`;
    const open = (address: string) =>
      new Promise<WebSocket | null>((resolve) => {
        const ws = new WebSocket(wsUrl, { headers: { 'x-forwarded-for': address } });
        ws.once('open', () => (sockets.push(ws), resolve(ws)));
        ws.once('unexpected-response', () => resolve(null));
        ws.once('error', () => resolve(null));
      });
    const join = (ref: number, topic: string) =>
      JSON.stringify([
        String(ref),
        String(ref),
        `realtime:${topic}`,
        'phx_join',
        { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'generations' }] } },
      ]);

    await sleep(2_000);
    const idle = await probe();
    console.log(
      `idle server: heap ${mb(idle.memory.heapUsed)} MB, resident ${mb(idle.memory.rss)} MB\n`,
    );

    // 1. A join flood, from one address.
    const replies = { ok: 0, error: 0 };
    const endings: number[] = [];
    await Promise.all(
      [1, 2, 3].map(async (n) => {
        const ws = await open('203.0.113.66');
        if (!ws) return;
        ws.on('message', (data) => {
          const status = (
            JSON.parse(data.toString()) as [unknown, unknown, string, string, { status?: string }]
          )[4].status;
          if (status === 'ok') replies.ok++;
          else if (status === 'error') replies.error++;
        });
        const ended = new Promise<void>((resolve) =>
          ws.once('close', (code) => (endings.push(code), resolve())),
        );
        for (let i = 0; i < 200_000 && ws.readyState === ws.OPEN; i++) {
          ws.send(join(i, `flood-${n}-${i}`));
          if (i % 1000 === 999) await sleep(0);
        }
        await Promise.race([ended, sleep(10_000)]);
      }),
    );
    const afterFlood = await probe();
    console.log('1. one address, 3 sockets x 200,000 joins as fast as they go');
    console.log(
      `   joins accepted ${replies.ok}, refused ${replies.error}; sockets closed with ${endings.join(', ') || 'none'}`,
    );
    console.log(
      `   server heap ${mb(afterFlood.memory.heapUsed)} MB (idle ${mb(idle.memory.heapUsed)}), event loop delay max ${afterFlood.delay.maxMs.toFixed(0)} ms\n`,
    );

    // 2. At the limits: many addresses, full sockets, full channels.
    for (let a = 0; a < ADDRESSES; a++)
      await Promise.all(Array.from({ length: SOCKETS }, () => open(`198.18.${a}.1`)));
    const atLimits = sockets.filter((s) => s.readyState === s.OPEN);
    await sleep(1_000);
    const withSockets = await probe();
    let joined = 0;
    for (const ws of atLimits)
      ws.on('message', (data) => {
        const [, , , event, payload] = JSON.parse(data.toString()) as [
          unknown,
          unknown,
          string,
          string,
          { status?: string },
        ];
        if (event === 'phx_reply' && payload.status === 'ok') joined++;
      });
    // Half the joins allowed per second, every half second: within the limit however the
    // server's one-second windows fall.
    const batch = Math.max(1, Math.floor(REALTIME_LIMITS.joinsPerSecond / 2) - 1);
    for (let sent = 0; sent < CHANNELS; sent += batch) {
      for (const ws of atLimits)
        for (let i = sent; i < Math.min(CHANNELS, sent + batch); i++) ws.send(join(i, `room-${i}`));
      await sleep(500);
    }
    for (
      const until = Date.now() + 30_000;
      joined < atLimits.length * CHANNELS && Date.now() < until;
    )
      await sleep(200);
    await sleep(1_000);
    const withChannels = await probe();
    const perSocket = (withSockets.memory.heapUsed - afterFlood.memory.heapUsed) / atLimits.length;
    const perChannel =
      (withChannels.memory.heapUsed - withSockets.memory.heapUsed) / Math.max(1, joined);
    const rssPerSocket = (withSockets.memory.rss - afterFlood.memory.rss) / atLimits.length;
    const rssPerChannel = (withChannels.memory.rss - withSockets.memory.rss) / Math.max(1, joined);
    console.log(`2. ${ADDRESSES} addresses x ${SOCKETS} sockets x ${CHANNELS} channels (anon key)`);
    console.log(`   sockets open ${atLimits.length}, channels joined ${joined}`);
    console.log(
      `   per socket: heap ${perSocket.toFixed(0)} B, resident ${rssPerSocket.toFixed(0)} B`,
    );
    console.log(
      `   per channel: heap ${perChannel.toFixed(0)} B, resident ${rssPerChannel.toFixed(0)} B`,
    );
    console.log(
      `   server heap ${mb(withChannels.memory.heapUsed)} MB, resident ${mb(withChannels.memory.rss)} MB\n`,
    );

    // 3. Changes with all those channels open, and one owner listening.
    const serviceHeaders = {
      apikey: keys.serviceRoleKey,
      authorization: `Bearer ${keys.serviceRoleKey}`,
      'content-type': 'application/json',
    };
    const created = await fetch(`${base}/auth/v1/admin/users`, {
      method: 'POST',
      headers: serviceHeaders,
      body: JSON.stringify({
        email: `flood-owner-${Date.now()}@example.com`,
        password: 'Flood-Passw0rd',
        email_confirm: true,
      }),
    });
    const ownerId = ((await created.json()) as { id: string }).id;
    const ownerToken = await keys.sign(
      { sub: ownerId, role: 'authenticated', aud: 'authenticated' },
      3600,
    );
    const owner = await open('192.0.2.10');
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    owner!.on('message', (data) => {
      const [, , , event, payload] = JSON.parse(data.toString()) as [
        unknown,
        unknown,
        string,
        string,
        { data?: { record?: { name?: string } } },
      ];
      const name = payload.data?.record?.name;
      if (event === 'postgres_changes' && name && sentAt.has(name))
        latencies.push(Date.now() - sentAt.get(name)!);
    });
    owner!.send(
      JSON.stringify([
        '1',
        '1',
        'realtime:owner',
        'phx_join',
        {
          access_token: ownerToken,
          config: {
            postgres_changes: [
              {
                event: 'INSERT',
                schema: 'public',
                table: 'generations',
                filter: `user_id=eq.${ownerId}`,
              },
            ],
          },
        },
      ]),
    );
    await sleep(1_000);
    await probe();
    for (let i = 0; i < CHANGES; i++) {
      const name = `Flood change ${i}`;
      sentAt.set(name, Date.now());
      await fetch(`${base}/rest/v1/generations`, {
        method: 'POST',
        headers: serviceHeaders,
        body: JSON.stringify({ user_id: ownerId, name }),
      });
      await sleep(100);
    }
    for (const until = Date.now() + 30_000; latencies.length < CHANGES && Date.now() < until;)
      await sleep(100);
    const duringChanges = await probe();
    latencies.sort((x, y) => x - y);
    console.log(`3. ${CHANGES} inserts into generations with ${joined} channels on it`);
    console.log(
      `   owner got ${latencies.length}/${CHANGES}; delivery p50 ${latencies[Math.floor(latencies.length / 2)] ?? '-'} ms, max ${latencies.at(-1) ?? '-'} ms`,
    );
    console.log(
      `   event loop delay meanwhile: p99 ${duringChanges.delay.p99Ms.toFixed(1)} ms, max ${duringChanges.delay.maxMs.toFixed(1)} ms`,
    );

    for (const ws of sockets) ws.terminate();
    await sleep(2_000);
    const closed = await probe();
    console.log(
      `\nall sockets closed: server heap ${mb(closed.memory.heapUsed)} MB, resident ${mb(closed.memory.rss)} MB`,
    );
  } finally {
    for (const ws of sockets) ws.terminate();
    await stop();
  }
}

await main();
