import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../../src/db/pglite-database';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Started {
  child: ChildProcess;
  url: string;
  anonKey: string;
  /** Resolves when the process has exited; made at spawn so an early exit is not missed. */
  exited: Promise<void>;
}

function start(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '',
      RATE_LIMITS: 'off',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start:\n${out}`)), 60_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const url = /App and API URL:\s+(\S+)/.exec(out)?.[1];
      const anonKey = /anon key:\s+(\S+)/.exec(out)?.[1];
      if (url && anonKey) {
        clearTimeout(timer);
        resolve({ child, url, anonKey, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
}

describe('PGlite durability', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('keeps every acknowledged write after kill -9 in the middle of a stream of writes', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ftc-durable-'));
    dirs.push(dataDir);
    const first = await start(dataDir);
    const acknowledged: string[] = [];
    let stop = false;
    // A stream of writes; the process is killed while some are still in flight.
    const writer = (async () => {
      for (let i = 0; !stop && i < 400; i++) {
        const email = `durable-${i}@example.com`;
        try {
          const res = await fetch(`${first.url}/functions/v1/feedback`, {
            method: 'POST',
            headers: { apikey: first.anonKey, 'content-type': 'application/json' },
            body: JSON.stringify({ email, rating: 4 }),
            signal: AbortSignal.timeout(10_000),
          });
          if (res.ok) acknowledged.push(email);
        } catch {
          return;
        }
      }
    })();
    // Kill once the stream is well under way (a busy machine acknowledges more slowly).
    for (const started = Date.now(); acknowledged.length < 10 && Date.now() - started < 30_000;) {
      await new Promise((r) => setTimeout(r, 50));
    }
    first.child.kill('SIGKILL');
    stop = true;
    await writer;
    await first.exited;
    expect(acknowledged.length).toBeGreaterThan(5);

    // Reopen the same folder directly and count what survived.
    const db = await openPgliteDatabase(path.join(dataDir, 'pglite'));
    const { rows } = await db.query<{ email: string }>('select email from public.feedback');
    await db.close();
    const stored = new Set(rows.map((r) => r.email));
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);

    // And the server starts again on it.
    const second = await start(dataDir);
    const health = await fetch(`${second.url}/health`);
    expect(health.status).toBe(200);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 180_000);

  it('sweeps, at the next start, the files of a generation that was staging when the process was killed', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ftc-staged-'));
    dirs.push(dataDir);
    const first = await start(dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    // What a generation leaves between writing its files and the transaction that records
    // them: its staging row, and its files on disk.
    const userId = randomUUID();
    const generationId = randomUUID();
    const folder = path.join(dataDir, 'storage', 'generations', userId, generationId);
    await mkdir(path.join(folder, 'files'), { recursive: true });
    await writeFile(path.join(folder, 'files', 'Screen.kt'), 'fun Screen() {}');
    const db = await openPgliteDatabase(path.join(dataDir, 'pglite'));
    await db.query(
      'insert into _app.generation_staging (generation_id, user_id, instance) values ($1, $2, $3)',
      [generationId, userId, 'killed'],
    );
    await db.close();

    const second = await start(dataDir);
    second.child.kill('SIGTERM');
    await second.exited;
    await expect(access(folder)).rejects.toThrow();
    const after = await openPgliteDatabase(path.join(dataDir, 'pglite'));
    const { rows } = await after.query('select 1 from _app.generation_staging');
    await after.close();
    expect(rows).toHaveLength(0);
  }, 180_000);
});
