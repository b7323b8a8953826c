import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { PRODUCTION_ENV } from '../../test/support/production-env';

const S3_ENV = {
  STORAGE_BACKEND: 's3',
  S3_BUCKET: 'frametocode-files',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage settings', () => {
  it('keeps files on disk by default, in production too', () => {
    expect(loadConfig({}).storage).toEqual({ backend: 'disk' });
    expect(loadConfig(PRODUCTION_ENV).storage).toEqual({ backend: 'disk' });
  });

  it('reads every S3 setting', () => {
    const { storage } = loadConfig({
      ...S3_ENV,
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'frametocode',
    });
    expect(storage).toEqual({
      backend: 's3',
      s3: {
        bucket: 'frametocode-files',
        region: 'eu-central-1',
        endpoint: 'https://account.r2.cloudflarestorage.com',
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
        forcePathStyle: true,
        prefix: 'frametocode/',
      },
    });
  });

  it('leaves credentials to the AWS SDK chain (instance role) when no key pair is set', () => {
    const { storage } = loadConfig({
      ...PRODUCTION_ENV,
      STORAGE_BACKEND: 's3',
      S3_BUCKET: 'b',
      S3_REGION: 'us-east-1',
    });
    expect(storage.backend === 's3' && storage.s3.credentials).toBeNull();
  });

  it('refuses to start in production with STORAGE_BACKEND=s3, naming each missing setting', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, STORAGE_BACKEND: 's3', S3_ACCESS_KEY_ID: 'AKIA' }),
    ).toThrow(
      new ConfigError(
        'APP_ENV=production needs these settings: S3_BUCKET, S3_REGION, S3_SECRET_ACCESS_KEY',
      ),
    );
  });

  it('refuses an incomplete S3 configuration in local mode as well', () => {
    expect(() => loadConfig({ STORAGE_BACKEND: 's3', S3_BUCKET: 'b' })).toThrow(
      new ConfigError('STORAGE_BACKEND=s3 needs these settings: S3_REGION'),
    );
  });

  it('refuses an unknown backend and an endpoint that is not a URL', () => {
    expect(() => loadConfig({ STORAGE_BACKEND: 'gcs' })).toThrow(
      new ConfigError('STORAGE_BACKEND must be disk or s3, got "gcs"'),
    );
    expect(() => loadConfig({ ...S3_ENV, S3_ENDPOINT: 'localhost:9000' })).toThrow(
      new ConfigError('S3_ENDPOINT must be an http(s) URL, got "localhost:9000"'),
    );
  });
});
