import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

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

  /** Writes atomically: a half-written upload never replaces a good file. */
  async write(bucket: string, name: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(bucket, name);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    await writeFile(temp, bytes);
    await rename(temp, target);
  }

  read(bucket: string, name: string): Promise<Buffer> {
    return readFile(this.pathOf(bucket, name));
  }

  async remove(bucket: string, name: string): Promise<void> {
    await rm(this.pathOf(bucket, name), { force: true });
  }
}
