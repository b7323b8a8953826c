import type { GeneratedFileAnswer } from '@app/shared/generate';
import type { Queryable } from '../db/database';
import type { ObjectStore } from '../storage/object-store';
import { forgetObjectsUnder, recordObjects, removeObjectFiles } from '../storage/objects';

/** The private bucket of generated files; objects are readable by their owner only (RLS). */
export const GENERATIONS_BUCKET = 'generations';

/** One stored object of a generation, as listed on the generations row. */
export interface StoredFile {
  path: string;
  object: string;
  encoding: 'utf8' | 'base64';
  size: number;
}

export interface StagedArtifacts {
  files: StoredFile[];
  previewObject: string | null;
  /** Every object name written, for the database rows and for cleaning up. */
  objects: { name: string; size: number; mimetype: string }[];
}

function mimetypeOf(path: string, encoding: 'utf8' | 'base64'): string {
  if (path.endsWith('.png')) return 'image/png';
  if (path.endsWith('.xml')) return 'application/xml';
  return encoding === 'utf8' ? 'text/plain' : 'application/octet-stream';
}

function objectName(userId: string, generationId: string, path: string): string {
  if (path.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`The generator produced an unsafe path: ${path}`);
  }
  return `${userId}/${generationId}/${path}`;
}

/** How many of a generation's files are written at once. */
const PARALLEL_WRITES = 8;

/** Writes the files and the preview to the object store before the transaction that records them. */
export async function stageArtifacts(
  store: ObjectStore,
  userId: string,
  generationId: string,
  files: GeneratedFileAnswer[],
  preview: Uint8Array | null,
  /** Other objects under the generation's folder (the render job's input), by path. */
  extra: { path: string; bytes: Uint8Array; mimetype: string }[] = [],
): Promise<StagedArtifacts> {
  const staged: StagedArtifacts = { files: [], previewObject: null, objects: [] };
  const writes: { name: string; bytes: Uint8Array; mimetype: string }[] = [];
  for (const file of files) {
    const bytes =
      file.encoding === 'utf8'
        ? Buffer.from(file.content, 'utf8')
        : Buffer.from(file.content, 'base64');
    const name = objectName(userId, generationId, `files/${file.path}`);
    const mimetype = mimetypeOf(file.path, file.encoding);
    writes.push({ name, bytes, mimetype });
    staged.files.push({
      path: file.path,
      object: name,
      encoding: file.encoding,
      size: bytes.byteLength,
    });
  }
  if (preview) {
    staged.previewObject = objectName(userId, generationId, 'preview.png');
    writes.push({ name: staged.previewObject, bytes: preview, mimetype: 'image/png' });
  }
  for (const e of extra)
    writes.push({
      name: objectName(userId, generationId, e.path),
      bytes: e.bytes,
      mimetype: e.mimetype,
    });
  // Several at a time: the store's calls wait on the disk or the network, not on each other.
  // The first batch with a failed write is the last one started: the generation fails anyway,
  // and a store that refuses one write (full, unreachable) is not handed the rest.
  let failed: PromiseRejectedResult | undefined;
  let started = 0;
  while (started < writes.length && !failed) {
    const batch = writes.slice(started, started + PARALLEL_WRITES);
    started += batch.length;
    const results = await Promise.allSettled(
      batch.map((w) =>
        store.write(GENERATIONS_BUCKET, w.name, w.bytes, { contentType: w.mimetype }),
      ),
    );
    failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  }
  staged.objects = writes.slice(0, started).map((w) => ({
    name: w.name,
    size: w.bytes.byteLength,
    mimetype: w.mimetype,
  }));
  if (failed) {
    // Whatever the started batches wrote is not left behind (each of their writes has settled).
    await discardArtifacts(store, staged);
    throw failed.reason;
  }
  return staged;
}

/** Records the staged objects as the user's, in the generation's transaction. */
export async function recordArtifacts(
  tx: Queryable,
  userId: string,
  staged: StagedArtifacts,
): Promise<void> {
  await recordObjects(tx, GENERATIONS_BUCKET, userId, staged.objects);
}

/** Removes staged files whose generation was not recorded (refused, or a repeated key). */
export async function discardArtifacts(store: ObjectStore, staged: StagedArtifacts): Promise<void> {
  await Promise.all(
    staged.objects.map((o) => store.remove(GENERATIONS_BUCKET, o.name).catch(() => undefined)),
  );
}

/**
 * Forgets the stored objects of one generation of the user's, in the transaction that deletes
 * the generation: every object under `<user>/<generation>/` (files and preview). Answers their
 * names; the bytes go after the commit (removeArtifactFiles), so a rolled-back delete keeps them.
 */
export async function forgetArtifacts(
  tx: Queryable,
  userId: string,
  generationId: string,
): Promise<string[]> {
  return forgetObjectsUnder(tx, GENERATIONS_BUCKET, userId, `${userId}/${generationId}/`);
}

/** Removes the bytes of objects whose rows are gone; a failure is logged, never thrown. */
export async function removeArtifactFiles(
  store: ObjectStore,
  names: readonly string[],
  onError: (name: string, err: unknown) => void,
): Promise<void> {
  await removeObjectFiles(
    store,
    names.map((name) => ({ bucketId: GENERATIONS_BUCKET, name })),
    (object, err) => onError(object.name, err),
  );
}
