import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Keys } from '../../src/keys';
import { createApp } from '../../src/app';
import { markDraining } from '../../src/http/readiness';
import { startTestBackend, uniqueEmail, type TestBackend } from '../support/harness';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Spawned {
  child: ChildProcess;
  url: string;
  port: number;
  keys: Keys;
  /** Every JSON log line the process printed so far. */
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
}

/** `npm start`'s entry point as its own process, JSON logs on stdout, on a random free port. */
async function spawnServer(dataDir: string, env: Record<string, string>): Promise<Spawned> {
  const secret = randomBytes(32).toString('base64url');
  const port = 20_000 + Math.floor(Math.random() * 40_000);
  // As `npm start` runs it (scripts/start.mjs): node with the tsx loader, signals straight to it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      WEB_DIST_DIR: '',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      GENERATION_WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    for (const line of parts) {
      if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
    }
  });
  child.stderr!.resume();
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (ready === 200) break;
    if (child.exitCode !== null || Date.now() > until) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, port, keys: await Keys.create(secret), lines, exited };
}

describe('a server process: request logs, readiness and graceful shutdown', () => {
  let dataDir: string;
  let server: Spawned;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ftc-ops-'));
    server = await spawnServer(dataDir, {
      INSTANCE_ID: 'ops-test-1',
      TRUSTED_PROXY_HOPS: '1',
      SHUTDOWN_GRACE_MS: '10000',
    });
  }, 150_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  // The user is logged where an API has identified the caller (src/http/request-log.test.ts);
  // this auth route reads no identity, so its line has none.
  it('logs one JSON line per request with the proxy’s request id and no query string', async () => {
    const token = await server.keys.sign(
      { sub: '9f0c8a52-5a38-4f0e-9d4e-4b8e6f2b1c11', role: 'authenticated', aud: 'authenticated' },
      600,
    );
    const res = await fetch(`${server.url}/auth/v1/verify?token=secret-token-123&type=signup`, {
      headers: {
        'x-request-id': 'lb-req-42',
        apikey: server.keys.anonKey,
        authorization: `Bearer ${token}`,
      },
      redirect: 'manual',
    });
    expect(res.headers.get('x-request-id')).toBe('lb-req-42');
    expect(res.headers.get('x-instance')).toBe('ops-test-1');
    const own = await fetch(`${server.url}/health/ready`);
    const ownId = own.headers.get('x-request-id')!;
    expect(ownId).toMatch(UUID);

    await expect.poll(() => server.lines.some((l) => l.requestId === ownId)).toBe(true);
    const line = server.lines.find((l) => l.requestId === 'lb-req-42')!;
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/auth/v1/verify',
      status: res.status,
      instance: 'ops-test-1',
    });
    expect(line.userId).toBeUndefined();
    expect(typeof line.ms).toBe('number');
    expect(JSON.stringify(server.lines)).not.toContain('secret-token-123');
    expect(server.lines.find((l) => l.requestId === ownId)).toMatchObject({
      path: '/health/ready',
      status: 200,
    });
  });

  it('on SIGTERM finishes the request in flight, refuses new connections, and exits 0', async () => {
    const email = uniqueEmail('drain');
    const body = JSON.stringify({ email, password: 'Correct-Horse-42' });
    // A sign-up whose body arrives slowly: in flight when SIGTERM comes.
    const answer = new Promise<{ status: number; body: string; connection: string | undefined }>(
      (resolve, reject) => {
        const req = http.request(
          `${server.url}/auth/v1/signup`,
          {
            method: 'POST',
            agent: false,
            headers: {
              apikey: server.keys.anonKey,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }),
            );
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => req.end(body.slice(10)), 1500);
      },
    );
    // A realtime socket, open when SIGTERM comes: it gets a close frame to reconnect from.
    const socket = new WebSocket(
      `ws://127.0.0.1:${server.port}/realtime/v1/websocket?apikey=${server.keys.anonKey}&vsn=1.0.0`,
    );
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await expect
      .poll(() => server.lines.some((l) => l.msg === 'shutting down: draining requests'))
      .toBe(true);

    // No new connections while the old request drains.
    const refused = await fetch(`${server.url}/health/ready`).then(
      () => 'answered',
      (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
    );
    expect(refused).toBe('ECONNREFUSED');
    expect(await closed).toEqual({ code: 1012, reason: 'Server restarting' });
    expect(server.child.exitCode).toBeNull();

    const done = await answer;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toMatchObject({ email });
    expect(done.connection).toBe('close');
    expect(await server.exited).toBe(0);
    expect(server.lines.some((l) => l.msg === 'shut down cleanly')).toBe(true);
  }, 30_000);
});

describe('behind no trusted proxy', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend('pglite');
  });
  afterAll(async () => {
    await b.close();
  });

  it('ignores a request id sent by the client, answers with its own, and /health/ready says ready', async () => {
    const res = await fetch(`${b.url}/health/ready`, {
      headers: { 'x-request-id': 'forged-by-client' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', database: 'ok', objectStore: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    expect(res.headers.get('x-instance')).toBeNull();
  });

  it('while draining, /health/ready answers 503 and every answer closes its connection', async () => {
    const app = createApp(b.server.ctx);
    const before = await app.fetch(new Request(`${b.url}/health/ready`));
    expect(before.headers.get('connection')).toBeNull();
    markDraining(b.server.ctx);
    const ready = await app.fetch(new Request(`${b.url}/health/ready`));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect(ready.headers.get('connection')).toBe('close');
    const settings = await app.fetch(
      new Request(`${b.url}/auth/v1/settings`, { headers: { apikey: b.anonKey } }),
    );
    expect(settings.status).toBe(200);
    expect(settings.headers.get('connection')).toBe('close');
  });
});
