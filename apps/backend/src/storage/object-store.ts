import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** What is known about a stored object without reading it. */
export interface ObjectInfo {
  size: number;
  contentType: string;
  etag: string;
}

/** An object being read: its bytes as a stream, and what is known about it. */
export interface StoredObject extends ObjectInfo {
  body: Readable;
}

export interface WriteOptions {
  contentType: string;
  /** The write fails with ObjectTooLarge the moment more bytes than this have arrived. */
  maxBytes?: number;
}

export type ObjectBody = Readable | ReadableStream<Uint8Array> | Uint8Array;

/**
 * Where object bytes live: local disk or an S3-compatible store. Object metadata and who may
 * read what stay in PostgreSQL (storage.objects); a store only keeps bytes under
 * `<bucket>/<name>`.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Whether the store can hold an object of this name (S3 keys are at most 1024 bytes). */
  fits(bucket: string, name: string): boolean;
  /**
   * Streams `body` into the object. The object appears whole or not at all: a body that
   * fails (too large, refused, the client went away) leaves no partial object and keeps an
   * earlier object of the same name as it was.
   */
  write(bucket: string, name: string, body: ObjectBody, options: WriteOptions): Promise<ObjectInfo>;
  /** Moves an object to another name (staged uploads are moved in once they are recorded). */
  move(fromBucket: string, fromName: string, toBucket: string, toName: string): Promise<void>;
  /** The object's bytes as a stream; ObjectNotFound when there is none. */
  read(bucket: string, name: string): Promise<StoredObject>;
  /** What is known about the object, or null when there is none. */
  head(bucket: string, name: string): Promise<ObjectInfo | null>;
  /** Removes the object; removing one that does not exist is not an error. */
  remove(bucket: string, name: string): Promise<void>;
  /**
   * Removes every object whose name starts with `folder` + '/' (a generation's files, when
   * the names written are not all known); a folder that does not exist is not an error.
   */
  removeFolder(bucket: string, folder: string): Promise<void>;
  /** Resolves when the store answers; rejects with ObjectStoreUnavailable otherwise. */
  health(signal: AbortSignal): Promise<void>;
  /** Lets go of connections when the server stops. */
  close?(): void;
}

/** Uploads are streamed here first, and moved to their name when their row is recorded. */
export const STAGING_BUCKET = '_staging';

/**
 * An object name that is a folder of another object's name on disk, or the reverse: `a.txt`
 * exists and `a.txt/b.txt` is uploaded, or `a/b.txt` exists and `a` is uploaded.
 */
export class ObjectPathConflict extends Error {}

export class ObjectNotFound extends Error {
  constructor(bucket: string, name: string) {
    super(`Object ${bucket}/${name} not found`);
    this.name = 'ObjectNotFound';
  }
}

export class ObjectTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The object is larger than ${limit} bytes`);
    this.name = 'ObjectTooLarge';
  }
}

/**
 * The object store did not answer, or answered with an error of its own. The cause is logged
 * by the store; callers answer 503 in their protocol's words and never show the cause.
 */
export class ObjectStoreUnavailable extends Error {
  constructor(cause?: unknown) {
    super('The object store is unavailable', { cause });
    this.name = 'ObjectStoreUnavailable';
  }
}

export function toReadable(body: ObjectBody): Readable {
  if (body instanceof Readable) return body;
  if (body instanceof Uint8Array) return Readable.from([body]);
  return Readable.fromWeb(body as WebReadableStream<Uint8Array>);
}

/** Counts the bytes that pass and fails with ObjectTooLarge past `limit`. */
export class ByteMeter extends Transform {
  bytes = 0;
  chunks = 0;

  constructor(private readonly limit = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.byteLength;
    this.chunks += 1;
    if (this.bytes > this.limit) {
      done(new ObjectTooLarge(this.limit));
      return;
    }
    done(null, chunk);
  }
}
