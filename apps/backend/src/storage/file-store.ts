import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * An object name that is a folder of another object's name on disk, or the reverse: `a.txt`
 * exists and `a.txt/b.txt` is uploaded, or `a/b.txt` exists and `a` is uploaded.
 */
export class ObjectPathConflict extends Error {}

const CONFLICT_CODES = new Set(['ENOTDIR', 'EISDIR', 'EEXIST']);

/** Object bytes on local disk under DATA_DIR/storage/<bucket>/<name>. */
export class FileStore {
  constructor(private readonly root: string) {}

  private pathOf(bucket: string, name: string): string {
    const target = path.resolve(this.root, bucket, name);
    // Names are sanitised before they get here; this is the last line of defence.
    if (!target.startsWith(path.resolve(this.root, bucket) + path.sep)) {
      throw new Error('Object path escapes its bucket');
    }
    return target;
  }

  /**
   * Writes atomically: a half-written upload never replaces a good file. The temporary
   * file has a short name of its own, so a name part of the full 255 bytes still fits.
   */
  async write(bucket: string, name: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(bucket, name);
    const temp = path.join(path.dirname(target), `.${randomUUID()}.part`);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temp, bytes);
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true }).catch(() => undefined);
      if (CONFLICT_CODES.has((err as NodeJS.ErrnoException).code ?? '')) {
        throw new ObjectPathConflict(
          'An object cannot be stored below the name of another object, or at the name of a folder of objects',
        );
      }
      throw err;
    }
  }

  read(bucket: string, name: string): Promise<Buffer> {
    return readFile(this.pathOf(bucket, name));
  }

  async remove(bucket: string, name: string): Promise<void> {
    await rm(this.pathOf(bucket, name), { force: true });
  }
}
