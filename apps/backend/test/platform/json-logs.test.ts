import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm start`'s entry point in local mode (PGlite, dev mailbox, Stripe stand-in, demo account)
 * with LOG_FORMAT=json: a log store must be able to read every line it writes to stdout.
 */
describe('a local server with LOG_FORMAT=json', () => {
  let dataDir: string;
  let stdout = '';
  let url = '';
  let exitCode: number | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ftc-json-logs-'));
    const port = 20_000 + Math.floor(Math.random() * 40_000);
    url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: backendDir,
      env: {
        ...process.env,
        APP_ENV: 'local',
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        WEB_DIST_DIR: '',
        RATE_LIMITS: 'off',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        GENERATION_WORKERS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.resume();
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    try {
      // Started once the announcement is out (the demo account is seeded before it).
      const until = Date.now() + 120_000;
      while (!stdout.includes('FrameToCode is running')) {
        if (child.exitCode !== null || Date.now() > until)
          throw new Error(`the server did not start:\n${stdout}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      // Requests to the app and to each local stand-in, so their lines are in the output too.
      for (const p of [
        '/health/ready',
        '/_dev/mailbox',
        '/_dev/stripe/control',
        '/_dev/figma-plugin',
        '/v1/customers',
      ]) {
        await fetch(`${url}${p}`).then((r) => r.arrayBuffer());
      }
    } finally {
      child.kill('SIGTERM');
      exitCode = await exited;
    }
  }, 150_000);

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes only JSON objects to stdout, one a line, from start to shutdown', () => {
    expect(exitCode).toBe(0);
    const lines = stdout.split('\n').filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      let parsed: unknown;
      expect(() => (parsed = JSON.parse(line)), line).not.toThrow();
      expect(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed), line).toBe(
        true,
      );
    }
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.find((r) => r.msg === 'FrameToCode is running (local mode)')).toMatchObject({
      level: 30,
      database: 'pglite',
      url: `http://localhost:${new URL(url).port}`,
      stripeStandIn: `http://localhost:${new URL(url).port}/_dev/stripe/control`,
      demoAccount: { email: 'demo@frametocode.app' },
    });
    const paths = records.filter((r) => r.msg === 'request').map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/_dev/mailbox', '/_dev/stripe/control', '/_dev/figma-plugin']),
    );
    expect(records.at(-1)).toMatchObject({ msg: 'shut down cleanly' });
  });
});
