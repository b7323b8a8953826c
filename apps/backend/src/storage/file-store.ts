import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './object-name';
import {
  ByteMeter,
  ObjectNotFound,
  ObjectTooLarge,
  ObjectPathConflict,
  ObjectStoreUnavailable,
  toReadable,
  type ObjectBody,
  type ObjectInfo,
  type ObjectStore,
  type StoredObject,
  type WriteOptions,
} from './object-store';

const CONFLICT_CODES = new Set(['ENOTDIR', 'EISDIR', 'EEXIST']);

function conflictOr(err: unknown): unknown {
  if (CONFLICT_CODES.has((err as NodeJS.ErrnoException).code ?? '')) {
    return new ObjectPathConflict(
      'An object cannot be stored below the name of another object, or at the name of a folder of objects',
    );
  }
  return err;
}

const isMissing = (err: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/** Object bytes on local disk under DATA_DIR/storage/<bucket>/<name> (the default store). */
export class FileStore implements ObjectStore {
  readonly kind = 'disk';

  constructor(private readonly root: string) {}

  /** checkObjectName already keeps each part of a name within what a file system allows. */
  fits(): boolean {
    return true;
  }

  private pathOf(bucket: string, name: string): string {
    const target = path.resolve(this.root, bucket, name);
    // Names are sanitised before they get here; this is the last line of defence.
    if (!target.startsWith(path.resolve(this.root, bucket) + path.sep)) {
      throw new Error('Object path escapes its bucket');
    }
    return target;
  }

  private async info(file: string, name: string): Promise<ObjectInfo> {
    const s = await stat(file);
    if (!s.isFile()) throw Object.assign(new Error('not a file'), { code: 'ENOENT' });
    return {
      size: s.size,
      contentType: contentTypeOf(name),
      etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
    };
  }

  /**
   * Streams into a temporary file and renames it into place, so a failed upload never
   * replaces a good file. The temporary file has a short name of its own, so a name part of
   * the full 255 bytes still fits.
   */
  async write(
    bucket: string,
    name: string,
    body: ObjectBody,
    options: WriteOptions,
  ): Promise<ObjectInfo> {
    const target = this.pathOf(bucket, name);
    const temp = path.join(path.dirname(target), `.${randomUUID()}.part`);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      if (body instanceof Uint8Array) {
        // Bytes in hand (a generation's files) are written in one call, not streamed.
        if (options.maxBytes !== undefined && body.byteLength > options.maxBytes)
          throw new ObjectTooLarge(options.maxBytes);
        await writeFile(temp, body);
      } else {
        await pipeline(toReadable(body), new ByteMeter(options.maxBytes), createWriteStream(temp));
      }
      await rename(temp, target);
      return await this.info(target, name);
    } catch (err) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw conflictOr(err);
    }
  }

  async move(
    fromBucket: string,
    fromName: string,
    toBucket: string,
    toName: string,
  ): Promise<void> {
    const target = this.pathOf(toBucket, toName);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(this.pathOf(fromBucket, fromName), target);
    } catch (err) {
      throw conflictOr(err);
    }
  }

  async read(bucket: string, name: string): Promise<StoredObject> {
    const file = this.pathOf(bucket, name);
    try {
      const info = await this.info(file, name);
      return { ...info, body: createReadStream(file) };
    } catch (err) {
      if (isMissing(err)) throw new ObjectNotFound(bucket, name);
      throw err;
    }
  }

  async head(bucket: string, name: string): Promise<ObjectInfo | null> {
    try {
      return await this.info(this.pathOf(bucket, name), name);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(bucket: string, name: string): Promise<void> {
    await rm(this.pathOf(bucket, name), { force: true });
  }

  async removeFolder(bucket: string, folder: string): Promise<void> {
    await rm(this.pathOf(bucket, folder), { recursive: true, force: true });
  }

  /** The storage folder exists (or can be made) and can be written. */
  async health(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (err) {
      throw new ObjectStoreUnavailable(err);
    }
  }
}
