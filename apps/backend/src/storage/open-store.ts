import path from 'node:path';
import type { Config } from '../config';
import { FileStore } from './file-store';
import type { ObjectStore } from './object-store';
import { S3Store } from './s3-store';

/** The object store the configuration asks for: disk under DATA_DIR, or S3. */
export function openObjectStore(config: Config): ObjectStore {
  return config.storage.backend === 's3'
    ? new S3Store(config.storage.s3)
    : new FileStore(path.join(config.dataDir, 'storage'));
}
