import pg from 'pg';
import type { Database } from '../db/database';

/** One committed row change, as the capture trigger reports it (supabase/migrations/0010_platform_realtime_rls.sql). */
export interface RowChange {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  /** The primary key columns of the row. */
  pk: Record<string, unknown>;
  /** The whole row as it was: the new row of an INSERT or UPDATE, the old row of a DELETE. */
  record: Record<string, unknown>;
}

/** A change too large for a NOTIFY: kept in _app.realtime_changes under this id. */
export interface StoredChange {
  ref: number;
}

export const CHANGE_CHANNEL = '_app_realtime';
const TRIGGER_LOCK_KEY = 727_002;

/** Stored changes older than this are removed (every instance has long read them). */
const STORED_CHANGE_MINUTES = 5;

/**
 * Puts the capture trigger on every table of the supabase_realtime publication, so adding
 * a table to the publication in a migration is all it takes to stream it.
 */
export async function installCaptureTriggers(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [TRIGGER_LOCK_KEY]);
    const published = await tx.query<{ schemaname: string; tablename: string }>(
      "select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime' order by 1, 2",
    );
    for (const { schemaname, tablename } of published.rows) {
      await tx.exec(
        `create or replace trigger _app_realtime_capture after insert or update or delete on ${pg.escapeIdentifier(schemaname)}.${pg.escapeIdentifier(tablename)}
         for each row execute function _app.capture_change()`,
      );
    }
    return published.rows.map((r) => `${r.schemaname}.${r.tablename}`);
  });
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A change as the trigger wrote it; null for anything else (an older instance's payload). */
export function parseChange(payload: string): RowChange | StoredChange | null {
  try {
    const c = JSON.parse(payload) as Record<string, unknown>;
    if (typeof c.ref === 'number' && Number.isSafeInteger(c.ref)) return { ref: c.ref };
    return typeof c.schema === 'string' &&
      typeof c.table === 'string' &&
      typeof c.type === 'string' &&
      ['INSERT', 'UPDATE', 'DELETE'].includes(c.type) &&
      isObject(c.pk) &&
      isObject(c.record)
      ? (c as unknown as RowChange)
      : null;
  } catch {
    return null;
  }
}

/** Reads a change kept in _app.realtime_changes; null once it is gone. */
export async function readStoredChange(db: Database, ref: number): Promise<RowChange | null> {
  const found = await db.query<{ change: unknown }>(
    'select change from _app.realtime_changes where id = $1',
    [ref],
  );
  const change = found.rows[0]?.change;
  if (change === undefined) return null;
  const parsed = parseChange(typeof change === 'string' ? change : JSON.stringify(change));
  return parsed && !('ref' in parsed) ? parsed : null;
}

/** Removes stored changes every instance has read long ago (any instance may do it). */
export async function pruneStoredChanges(db: Database): Promise<void> {
  await db.query(
    'delete from _app.realtime_changes where created_at < now() - make_interval(mins => $1)',
    [STORED_CHANGE_MINUTES],
  );
}

/** Listens for captured changes and hands each to `onChange`, in commit order per connection. */
export async function startChangeFeed(
  db: Database,
  onChange: (change: RowChange | StoredChange) => void,
): Promise<() => Promise<void>> {
  await installCaptureTriggers(db);
  return db.listen(CHANGE_CHANNEL, (payload) => {
    const change = parseChange(payload);
    if (change) onChange(change);
  });
}
