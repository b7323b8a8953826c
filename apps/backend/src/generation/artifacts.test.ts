import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GeneratedFileAnswer } from '@app/shared/generate';
import { FileStore } from '../storage/file-store';
import { ObjectPathConflict, type ObjectBody, type WriteOptions } from '../storage/object-store';
import { GENERATIONS_BUCKET, stageArtifacts } from './artifacts';

const USER = '6f1c3a52-8a0e-4c55-9d1b-2f4a7c9e0b11';
const GENERATION = 'b3d2e1f0-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

/** The real disk store, noting the name of every write it is asked to make. */
class NotingFileStore extends FileStore {
  readonly asked: string[] = [];
  override write(bucket: string, name: string, body: ObjectBody, options: WriteOptions) {
    this.asked.push(name);
    return super.write(bucket, name, body, options);
  }
}

const screens = (count: number): GeneratedFileAnswer[] =>
  Array.from({ length: count }, (_, i) => ({
    path: `ui/Screen${i}.kt`,
    content: `fun Screen${i}() {}`,
    encoding: 'utf8',
  }));

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('stageArtifacts', () => {
  let root: string;
  let store: NotingFileStore;
  let folder: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'stage-artifacts-'));
    store = new NotingFileStore(root);
    folder = path.join(root, GENERATIONS_BUCKET, USER, GENERATION);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  /** A file where the generator wants a folder: writing below it fails on the disk itself. */
  async function block(folderPath: string): Promise<void> {
    await mkdir(path.dirname(path.join(folder, folderPath)), { recursive: true });
    await writeFile(path.join(folder, folderPath), 'in the way');
  }

  it('writes every file and the preview, over as many batches as it takes', async () => {
    const staged = await stageArtifacts(
      store,
      USER,
      GENERATION,
      screens(20),
      new Uint8Array([137, 80, 78, 71]),
    );
    expect(staged.objects).toHaveLength(21);
    expect(store.asked).toHaveLength(21);
    expect(await filesUnder(folder)).toEqual(
      [...screens(20).map((f) => `files/${f.path}`), 'preview.png'].sort(),
    );
  });

  it('a write that fails in the first batch: no later batch is started, and nothing is left', async () => {
    await block('files/blocked');
    const files = screens(20);
    files.splice(3, 0, { path: 'blocked/Broken.kt', content: 'fun Broken() {}', encoding: 'utf8' });
    await expect(stageArtifacts(store, USER, GENERATION, files, null)).rejects.toBeInstanceOf(
      ObjectPathConflict,
    );
    // The first batch of eight, and nothing after it.
    expect(store.asked).toEqual(
      files.slice(0, 8).map((f) => `${USER}/${GENERATION}/files/${f.path}`),
    );
    // What that batch wrote is removed; only the file in the way is still there.
    expect(await filesUnder(folder)).toEqual(['files/blocked']);
  });

  it('a write that fails in a later batch: the batches before it are removed too, none after it started', async () => {
    await block('files/blocked');
    const files = screens(20);
    files.splice(10, 0, {
      path: 'blocked/Broken.kt',
      content: 'fun Broken() {}',
      encoding: 'utf8',
    });
    await expect(
      stageArtifacts(store, USER, GENERATION, files, new Uint8Array([1])),
    ).rejects.toBeInstanceOf(ObjectPathConflict);
    expect(store.asked).toHaveLength(16);
    expect(store.asked).not.toContain(`${USER}/${GENERATION}/preview.png`);
    expect(await filesUnder(folder)).toEqual(['files/blocked']);
  });
});
