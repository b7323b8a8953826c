import type { Database } from '../db/database';

/** One committed row change, as the capture trigger reports it (sql/0003_realtime.sql). */
export interface RowChange {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  /** The primary key columns of the row. */
  pk: Record<string, unknown>;
  /** For deletes: the old row (when small enough to travel in a NOTIFY). */
  old: Record<string, unknown> | null;
}

export const CHANGE_CHANNEL = '_app_realtime';
const TRIGGER_LOCK_KEY = 727_002;

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

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
        `create or replace trigger _app_realtime_capture after insert or update or delete on ${quoteIdent(schemaname)}.${quoteIdent(tablename)}
         for each row execute function _app.capture_change()`,
      );
    }
    return published.rows.map((r) => `${r.schemaname}.${r.tablename}`);
  });
}

function parseChange(payload: string): RowChange | null {
  try {
    const c = JSON.parse(payload) as RowChange;
    return typeof c.schema === 'string' &&
      typeof c.table === 'string' &&
      ['INSERT', 'UPDATE', 'DELETE'].includes(c.type)
      ? c
      : null;
  } catch {
    return null;
  }
}

/** Listens for captured changes and hands each to `onChange`, in commit order per connection. */
export async function startChangeFeed(
  db: Database,
  onChange: (change: RowChange) => void,
): Promise<() => Promise<void>> {
  await installCaptureTriggers(db);
  return db.listen(CHANGE_CHANNEL, (payload) => {
    const change = parseChange(payload);
    if (change) onChange(change);
  });
}
