import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SpawnedInstance {
  url: string;
  child: ChildProcess;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s). */
  stop(): Promise<void>;
}

/**
 * Another server instance as its own process (`npm start`'s entry point), on `databaseUrl`
 * with the JWT secret of the instance under test, as a second instance behind a load
 * balancer is: nothing in memory is shared with the test's own server.
 */
export async function spawnInstance(
  databaseUrl: string,
  jwtSecret: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<SpawnedInstance> {
  const port = 20_000 + Math.floor(Math.random() * 40_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      WEB_DIST_DIR: '',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      GENERATION_WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (ready === 200) break;
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`The second instance did not start:\n${errors}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const cut = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(cut);
    },
  };
}
