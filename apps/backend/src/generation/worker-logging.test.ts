import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const backendDir = path.resolve(here, '../..');

/** What a process that runs one generation in a worker thread writes to stdout. */
async function workerOutput(env: Record<string, string>): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'worker-logging.fixture.ts')],
    {
      cwd: backendDir,
      env: { ...process.env, APP_ENV: 'local', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code, stderr).toBe(0);
  return stdout;
}

const STARTED = 'generation worker started';

describe('logging in generation worker threads', () => {
  it('follows LOG_FORMAT=json and LOG_LEVEL=debug, with the instance name', async () => {
    const out = await workerOutput({
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'debug',
      INSTANCE_ID: 'gen-1',
    });
    const lines = out
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    // The thread runs the generator from the bundle the pool built, not through tsx.
    expect(lines.find((l) => l.msg === STARTED)).toMatchObject({
      level: 20,
      instance: 'gen-1',
      bundled: true,
    });
  }, 60_000);

  it('follows LOG_LEVEL=info: the debug line is not written', async () => {
    const out = await workerOutput({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' });
    expect(out).not.toContain(STARTED);
  }, 60_000);

  it('follows LOG_FORMAT=pretty: the line is for people, not JSON', async () => {
    const out = await workerOutput({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'debug' });
    const line = out.split('\n').find((l) => l.includes(STARTED));
    expect(line).toBeDefined();
    expect(line).toContain('DEBUG');
    expect(() => JSON.parse(line!)).toThrow();
  }, 60_000);
});
