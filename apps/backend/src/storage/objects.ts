import type { Queryable } from '../db/database';
import type { ObjectStore } from './object-store';

/**
 * The one writer of storage.objects, the rows that say which object bytes exist and whose
 * they are. Uploads, generations and account deletion all record and forget objects here;
 * the bytes themselves live in the ObjectStore. The rule for both directions: a row is
 * written in the transaction that makes the object count, after its bytes are stored, and
 * a row is deleted in the transaction that ends the object, its bytes removed after the
 * commit, so a rolled-back transaction never leaves a row without its bytes.
 */

/**
 * The bytes an owner keeps in a bucket, as SQL to put in a statement: a scalar subquery on
 * storage.owner_usage, which the triggers on storage.objects keep (one row, whatever the
 * history), null when the owner keeps nothing there. `bucket` and `owner` are SQL expressions
 * of the caller's statement (parameters or columns). The one place this is read.
 */
export const ownerBytesSql = (bucket: string, owner: string): string =>
  `(select bytes from storage.owner_usage where bucket_id = ${bucket} and owner = ${owner})`;

/** The bytes `owner` keeps in `bucketId` (see ownerBytesSql), read in the caller's `q`. */
export async function ownerBytes(q: Queryable, bucketId: string, owner: string): Promise<number> {
  const res = await q.query<{ bytes: string | number | null }>(
    `select ${ownerBytesSql('$1', '$2::uuid')} as bytes`,
    [bucketId, owner],
  );
  return Number(res.rows[0]?.bytes ?? 0);
}

/** One object whose bytes are stored, to be recorded. */
export interface ObjectRecord {
  name: string;
  size: number;
  mimetype: string;
}

/** Records objects already in the store under `bucketId` as `owner`'s, in the caller's transaction. */
export async function recordObjects(
  tx: Queryable,
  bucketId: string,
  owner: string,
  objects: readonly ObjectRecord[],
): Promise<void> {
  if (objects.length === 0) return;
  await tx.query(
    `insert into storage.objects (bucket_id, name, owner, metadata)
     select $1, o ->> 'name', $2, jsonb_build_object('size', (o ->> 'size')::bigint, 'mimetype', o ->> 'mimetype')
     from jsonb_array_elements($3::jsonb) as o`,
    [bucketId, owner, JSON.stringify(objects)],
  );
}

/**
 * Records one upload, run as the uploader so the bucket's row-level security decides. The id
 * is chosen by the caller so the insert needs no RETURNING, which RLS would also check
 * against select policies (an anonymous uploader may not list objects). `upsert` replaces
 * the metadata of an object already at that name.
 */
export async function recordUpload(
  tx: Queryable,
  upload: {
    id: string;
    bucketId: string;
    name: string;
    owner: string | null;
    metadata: { size: number; mimetype: string; cacheControl: string };
  },
  upsert: boolean,
): Promise<void> {
  const insert =
    'insert into storage.objects (id, bucket_id, name, owner, metadata) values ($1, $2, $3, $4, $5)';
  const sql = upsert
    ? `${insert} on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`
    : insert;
  await tx.query(sql, [
    upload.id,
    upload.bucketId,
    upload.name,
    upload.owner,
    JSON.stringify(upload.metadata),
  ]);
}

/**
 * Forgets `owner`'s objects in `bucketId` whose names start with `prefix`, in the caller's
 * transaction. Answers their names, whose bytes go after the commit (removeObjectFiles).
 */
export async function forgetObjectsUnder(
  tx: Queryable,
  bucketId: string,
  owner: string,
  prefix: string,
): Promise<string[]> {
  const removed = await tx.query<{ name: string }>(
    `delete from storage.objects
      where bucket_id = $1 and owner = $2 and left(name, char_length($3::text)) = $3::text
      returning name`,
    [bucketId, owner, prefix],
  );
  return removed.rows.map((row) => row.name);
}

/** Forgets every object `owner` has, in any bucket (the account is being deleted). */
export async function forgetObjectsOf(
  tx: Queryable,
  owner: string,
): Promise<{ bucketId: string; name: string }[]> {
  const removed = await tx.query<{ bucket_id: string; name: string }>(
    'delete from storage.objects where owner = $1 returning bucket_id, name',
    [owner],
  );
  return removed.rows.map((row) => ({ bucketId: row.bucket_id, name: row.name }));
}

/** Forgets one object by its row id (its bytes are already removed). */
export async function forgetObject(q: Queryable, id: string): Promise<void> {
  await q.query('delete from storage.objects where id = $1', [id]);
}

/** Files removed at once: a deleted account may own thousands, the store takes a few at a time. */
const REMOVALS_AT_ONCE = 8;

/**
 * Removes the bytes of objects whose rows are gone. A failure is reported to `onError`,
 * never thrown: the rows are already forgotten, and the other files still go.
 */
export async function removeObjectFiles(
  store: ObjectStore,
  objects: readonly { bucketId: string; name: string }[],
  onError: (object: { bucketId: string; name: string }, err: unknown) => void,
): Promise<void> {
  for (let at = 0; at < objects.length; at += REMOVALS_AT_ONCE) {
    await Promise.all(
      objects
        .slice(at, at + REMOVALS_AT_ONCE)
        .map((o) => store.remove(o.bucketId, o.name).catch((err: unknown) => onError(o, err))),
    );
  }
}
