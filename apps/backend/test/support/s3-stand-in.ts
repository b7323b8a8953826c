import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3StandIn {
  /** The settings that point the backend at this stand-in (STORAGE_BACKEND=s3, S3_*). */
  env: Record<string, string>;
  endpoint: string;
  close(): Promise<void>;
}

export const STAND_IN_BUCKET = 'frametocode-test';

/**
 * A local S3-compatible server (the npm package s3rver) on a free port, with one empty
 * bucket, its objects in a temporary folder. The backend reaches it through the official
 * AWS SDK exactly as it reaches AWS S3, with path-style addressing as MinIO and R2 use.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'ftc-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: STAND_IN_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
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
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
