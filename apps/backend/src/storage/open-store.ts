import path from 'node:path';
import type { Config } from '../config';
import { FileStore } from './file-store';
import type { ObjectStore } from './object-store';

/**
 * The object store the configuration asks for: disk under DATA_DIR, or S3. The AWS SDK is
 * loaded only for S3, so a server on disk does not carry it in memory.
 */
export async function openObjectStore(config: Config): Promise<ObjectStore> {
  if (config.storage.backend !== 's3') return new FileStore(path.join(config.dataDir, 'storage'));
  const { S3Store } = await import('./s3-store');
  return new S3Store(config.storage.s3);
}
