import type { GeneratedFileAnswer } from '@app/shared/generate';
import type { Queryable } from '../db/database';
import type { ObjectStore } from '../storage/object-store';

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

/** Writes the files and the preview to the object store before the transaction that records them. */
export async function stageArtifacts(
  store: ObjectStore,
  userId: string,
  generationId: string,
  files: GeneratedFileAnswer[],
  preview: Uint8Array | null,
): Promise<StagedArtifacts> {
  const staged: StagedArtifacts = { files: [], previewObject: null, objects: [] };
  try {
    for (const file of files) {
      const bytes =
        file.encoding === 'utf8'
          ? Buffer.from(file.content, 'utf8')
          : Buffer.from(file.content, 'base64');
      const name = objectName(userId, generationId, `files/${file.path}`);
      await store.write(GENERATIONS_BUCKET, name, bytes, {
        contentType: mimetypeOf(file.path, file.encoding),
      });
      staged.files.push({
        path: file.path,
        object: name,
        encoding: file.encoding,
        size: bytes.byteLength,
      });
      staged.objects.push({
        name,
        size: bytes.byteLength,
        mimetype: mimetypeOf(file.path, file.encoding),
      });
    }
    if (preview) {
      const name = objectName(userId, generationId, 'preview.png');
      await store.write(GENERATIONS_BUCKET, name, preview, { contentType: 'image/png' });
      staged.previewObject = name;
      staged.objects.push({ name, size: preview.byteLength, mimetype: 'image/png' });
    }
  } catch (err) {
    // What was written before the store failed is not left behind.
    await discardArtifacts(store, staged);
    throw err;
  }
  return staged;
}

/** Records the staged objects as the user's, in the generation's transaction. */
export async function recordArtifacts(
  tx: Queryable,
  userId: string,
  staged: StagedArtifacts,
): Promise<void> {
  if (staged.objects.length === 0) return;
  await tx.query(
    `insert into storage.objects (bucket_id, name, owner, metadata)
     select $1, o ->> 'name', $2, jsonb_build_object('size', (o ->> 'size')::bigint, 'mimetype', o ->> 'mimetype')
     from jsonb_array_elements($3::jsonb) as o`,
    [GENERATIONS_BUCKET, userId, JSON.stringify(staged.objects)],
  );
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
  const prefix = `${userId}/${generationId}/`;
  const removed = await tx.query<{ name: string }>(
    `delete from storage.objects
      where bucket_id = $1 and owner = $2 and left(name, char_length($3::text)) = $3::text
      returning name`,
    [GENERATIONS_BUCKET, userId, prefix],
  );
  return removed.rows.map((row) => row.name);
}

/** Removes the bytes of objects whose rows are gone; a failure is logged, never thrown. */
export async function removeArtifactFiles(
  store: ObjectStore,
  names: readonly string[],
  onError: (name: string, err: unknown) => void,
): Promise<void> {
  await Promise.all(
    names.map((name) =>
      store.remove(GENERATIONS_BUCKET, name).catch((err: unknown) => onError(name, err)),
    ),
  );
}
