import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface S3StandIn {
  /** The settings that point the backend at this stand-in (STORAGE_BACKEND=s3, S3_*). */
  env: Record<string, string>;
  endpoint: string;
  /** Stops the stand-in (a store that went away) and removes its folder. */
  close(): Promise<void>;
}

export const STAND_IN_BUCKET = 'frametocode-test';

/** Runs s3rver in a process of its own, as a real store is, and prints the port it bound. */
const CHILD = `
import S3rver from 's3rver';
const [directory, bucket] = process.argv.slice(1);
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true,
  configureBuckets: [{ name: bucket, configs: [] }] });
const { port } = await server.run();
console.log(JSON.stringify({ port }));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

/**
 * A local S3-compatible server (the npm package s3rver) on a free port, with one empty
 * bucket, its objects in a temporary folder. The backend reaches it through the official
 * AWS SDK exactly as it reaches AWS S3, with path-style addressing as MinIO and R2 use.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'ftc-s3-'));
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', CHILD, directory, STAND_IN_BUCKET],
    { cwd: path.dirname(new URL(import.meta.url).pathname), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const [first] = (await Promise.race([
    once(lines, 'line'),
    exited.then(() => {
      throw new Error('The S3 stand-in (s3rver) exited before it was ready');
    }),
  ])) as [string];
  lines.close();
  const { port } = JSON.parse(first) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    env: {
      STORAGE_BACKEND: 's3',
      S3_BUCKET: STAND_IN_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'objects/',
    },
    async close() {
      if (closed) return;
      closed = true;
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
