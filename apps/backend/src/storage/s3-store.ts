import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { log } from '../log/logger';
import type { S3Settings } from './storage-config';
import {
  ByteMeter,
  ObjectNotFound,
  ObjectStoreUnavailable,
  toReadable,
  type ObjectBody,
  type ObjectInfo,
  type ObjectStore,
  type StoredObject,
  type WriteOptions,
} from './object-store';

/** Bytes sent per part of a multipart upload (S3's smallest part); two parts in flight at most. */
const PART_BYTES = 5 * 1024 * 1024;

/** S3's limit on the length of a key, in bytes of UTF-8. */
const MAX_KEY_BYTES = 1024;

function isNotFound(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    return (
      err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404
    );
  }
  return false;
}

/**
 * Object bytes in one S3 bucket (AWS, or any S3-compatible store through S3_ENDPOINT), each
 * object at `<S3_PREFIX><bucket>/<name>`. Errors of the store or the network become
 * ObjectStoreUnavailable, logged here with their cause and never shown to a caller.
 */
export class S3Store implements ObjectStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials ?? undefined,
      maxAttempts: 3,
      // A store that does not answer is found out in seconds, not at the OS's TCP timeout.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    });
  }

  fits(bucket: string, name: string): boolean {
    return Buffer.byteLength(this.key(bucket, name), 'utf8') <= MAX_KEY_BYTES;
  }

  private key(bucket: string, name: string): string {
    return `${this.settings.prefix}${bucket}/${name}`;
  }

  private unavailable(action: string, err: unknown): ObjectStoreUnavailable {
    log.error({ err, component: 'storage', action }, `S3 ${action} failed`);
    return new ObjectStoreUnavailable(err);
  }

  async write(
    bucket: string,
    name: string,
    body: ObjectBody,
    options: WriteOptions,
  ): Promise<ObjectInfo> {
    const meter = new ByteMeter(options.maxBytes);
    let bodyError: Error | null = null;
    // The body's own failure (too large, refused content, the client went away) is kept so
    // it is reported as itself, not as a failure of the store.
    const source = pipeline(toReadable(body), meter, (err) => {
      if (err) bodyError = err;
    });
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key: this.key(bucket, name),
        Body: source,
        ContentType: options.contentType,
      },
      partSize: PART_BYTES,
      queueSize: 2,
      // An aborted multipart upload leaves no parts behind, and S3 never shows a partial object.
      leavePartsOnError: false,
    });
    try {
      const done = await upload.done();
      return { size: meter.bytes, contentType: options.contentType, etag: done.ETag ?? '' };
    } catch (err) {
      if (bodyError) throw bodyError;
      throw this.unavailable(`upload of ${bucket}/${name}`, err);
    }
  }

  async move(
    fromBucket: string,
    fromName: string,
    toBucket: string,
    toName: string,
  ): Promise<void> {
    const from = this.key(fromBucket, fromName);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(toBucket, toName),
          CopySource: `${this.settings.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'COPY',
        }),
      );
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: from }));
    } catch (err) {
      if (isNotFound(err)) throw new ObjectNotFound(fromBucket, fromName);
      throw this.unavailable(`move of ${fromBucket}/${fromName}`, err);
    }
  }

  async read(bucket: string, name: string): Promise<StoredObject> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(bucket, name) }),
      );
      if (!(res.Body instanceof Readable)) throw new Error('The S3 client returned no stream');
      return {
        body: res.Body,
        size: res.ContentLength ?? 0,
        contentType: res.ContentType ?? 'application/octet-stream',
        etag: res.ETag ?? '',
      };
    } catch (err) {
      if (isNotFound(err)) throw new ObjectNotFound(bucket, name);
      throw this.unavailable(`read of ${bucket}/${name}`, err);
    }
  }

  async head(bucket: string, name: string): Promise<ObjectInfo | null> {
    try {
      const res = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(bucket, name) }),
      );
      return {
        size: res.ContentLength ?? 0,
        contentType: res.ContentType ?? 'application/octet-stream',
        etag: res.ETag ?? '',
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw this.unavailable(`head of ${bucket}/${name}`, err);
    }
  }

  async remove(bucket: string, name: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(bucket, name) }),
      );
    } catch (err) {
      if (isNotFound(err)) return;
      throw this.unavailable(`removal of ${bucket}/${name}`, err);
    }
  }

  async removeFolder(bucket: string, folder: string): Promise<void> {
    const prefix = `${this.key(bucket, folder)}/`;
    try {
      let token: string | undefined;
      do {
        // Up to 1,000 keys a page, and DeleteObjects takes up to 1,000 at once.
        const page = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) {
          await this.client.send(
            new DeleteObjectsCommand({
              Bucket: this.settings.bucket,
              Delete: { Objects: keys, Quiet: true },
            }),
          );
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (err) {
      throw this.unavailable(`removal of ${bucket}/${folder}/`, err);
    }
  }

  /** The bucket exists and these credentials may use it. */
  async health(signal: AbortSignal): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), {
        abortSignal: signal,
      });
    } catch (err) {
      throw this.unavailable('health check', err);
    }
  }

  close(): void {
    this.client.destroy();
  }
}
