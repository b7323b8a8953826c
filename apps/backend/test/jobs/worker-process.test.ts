import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRender } from '@app/shared/renders';
import { loadConfig } from '../../src/config';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { startServer, type RunningServer } from '../../src/server';
import { databaseTargets, freshPostgresDatabase, uniqueEmail } from '../support/harness';
import { smallDesign } from '@app/codegen/fixtures/small-design';

const backendDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run worker`: a render worker as its own process, with no web server, on the
 * installation's PostgreSQL and object store. A web server with RENDER_WORKERS=0 only queues
 * the render jobs of its generations, and the worker process renders them. (PostgreSQL only:
 * an embedded database belongs to the one server process.)
 */
describe.each(databaseTargets().filter((t) => t === 'postgres'))('npm run worker (%s)', () => {
  const secret = randomBytes(32).toString('base64url');
  let drop: () => Promise<void>;
  let server: RunningServer;
  let worker: ChildProcess;
  let dataDir: string;
  let output = '';

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ftc-worker-'));
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      RENDERS: 'on',
      RENDER_WORKERS: '0',
    };
    server = await startServer(
      loadConfig({ ...env, PORT: '0', WEB_DIST_DIR: '', PATH: process.env.PATH ?? '' }),
      await openPostgresDatabase(fresh.url, 4),
    );
    worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker-main.ts'], {
      cwd: backendDir,
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: fresh.url,
        RENDER_WORKERS: '1',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    worker.stdout!.on('data', keep);
    worker.stderr!.on('data', keep);
  }, 150_000);
  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((r) => worker.once('exit', r));
      worker.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
      if (worker.exitCode === null) worker.kill('SIGKILL');
    }
    await server?.close();
    await drop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('renders the generations a web server that does not render has queued', async () => {
    expect(server.ctx.renders.availability).toEqual({
      available: true,
      java: null,
      where: 'workers',
    });
    const { anonKey, serviceRoleKey } = server.ctx.keys;
    const email = uniqueEmail('worker');
    const created = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password: 'Sturdy-Passw0rd', email_confirm: true }),
    });
    expect(created.status).toBe(200);
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Sturdy-Passw0rd' }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const res = await fetch(`${server.url}/functions/v1/generate`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'By a worker', platform: 'android', figma: smallDesign() }),
    });
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { generation: { id: string } }).generation.id;

    const end = Date.now() + 420_000;
    let row: GenerationRender | undefined;
    for (;;) {
      const r = await server.ctx.db.query<GenerationRender>(
        'select * from public.generation_renders where generation_id = $1',
        [id],
      );
      row = r.rows[0];
      if (row?.status === 'succeeded' || row?.status === 'failed') break;
      if (Date.now() > end || worker.exitCode !== null)
        throw new Error(`no render; the worker said:\n${output}`);
      await new Promise((r2) => setTimeout(r2, 500));
    }
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1 });
    // The worker stored the render where the web server reads it.
    expect(await server.ctx.files.head('generations', row!.render_path!)).not.toBeNull();
  }, 480_000);
});
