/**
 * Where object bytes are kept (README, "Storage on S3"): local disk under DATA_DIR (the
 * default) or an S3-compatible store. With STORAGE_BACKEND=s3 the bucket and region are
 * required; the access key pair is optional as a pair (without it the AWS SDK's own chain
 * is used: AWS_* variables, an instance or task role).
 */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible endpoint (MinIO, R2, a test stand-in); null means AWS. */
  endpoint: string | null;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** Put before every key, e.g. `frametocode/`; empty by default. */
  prefix: string;
}

export type StorageSettings = { backend: 'disk' } | { backend: 's3'; s3: S3Settings };

export class StorageSettingsError extends Error {}

const TRUE = new Set(['true', '1', 'on', 'yes']);

/** Reads the storage settings; `missing` names what STORAGE_BACKEND=s3 still needs. */
export function readStorageSettings(env: NodeJS.ProcessEnv): {
  storage: StorageSettings;
  missing: string[];
} {
  const backend = (env.STORAGE_BACKEND ?? 'disk').trim().toLowerCase();
  if (backend === 'disk' || backend === '') return { storage: { backend: 'disk' }, missing: [] };
  if (backend !== 's3') {
    throw new StorageSettingsError(
      `STORAGE_BACKEND must be disk or s3, got "${env.STORAGE_BACKEND}"`,
    );
  }
  const missing: string[] = [];
  if (!env.S3_BUCKET) missing.push('S3_BUCKET');
  if (!env.S3_REGION) missing.push('S3_REGION');
  const keyId = env.S3_ACCESS_KEY_ID ?? '';
  const secret = env.S3_SECRET_ACCESS_KEY ?? '';
  if (keyId && !secret) missing.push('S3_SECRET_ACCESS_KEY');
  if (secret && !keyId) missing.push('S3_ACCESS_KEY_ID');
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint) {
    try {
      const url = new URL(endpoint);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    } catch {
      throw new StorageSettingsError(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
    }
  }
  let prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  return {
    storage: {
      backend: 's3',
      s3: {
        bucket: env.S3_BUCKET ?? '',
        region: env.S3_REGION ?? '',
        endpoint,
        credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : null,
        forcePathStyle: TRUE.has((env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase()),
        prefix,
      },
    },
    missing,
  };
}
