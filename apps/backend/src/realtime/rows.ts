import type { Database } from '../db/database';
import { runAs, type Caller } from '../db/request-context';
import type { RowChange } from './change-feed';

export interface ColumnInfo {
  name: string;
  type: string;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Column names and type names of tables, as realtime-js uses them to convert values. */
export class TableColumns {
  private readonly cache = new Map<string, Promise<ColumnInfo[]>>();

  constructor(private readonly db: Database) {}

  of(schema: string, table: string): Promise<ColumnInfo[]> {
    const key = `${schema}.${table}`;
    let found = this.cache.get(key);
    if (!found) {
      found = this.db
        .query<ColumnInfo>(
          `select a.attname as name, t.typname as type from pg_attribute a
           join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
           join pg_type t on t.oid = a.atttypid
           where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped
           order by a.attnum`,
          [schema, table],
        )
        .then((r) => r.rows);
      this.cache.set(key, found);
    }
    return found;
  }
}

/**
 * The changed row as `caller` may see it: read back by primary key in a transaction running
 * as the caller, so the table's row-level security decides. Null when they may not see it
 * (or it is gone again).
 */
export async function rowAsSubscriber(
  db: Database,
  caller: Caller,
  change: RowChange,
  columns: ColumnInfo[],
): Promise<Record<string, unknown> | null> {
  const keys = Object.keys(change.pk);
  const known = new Set(columns.map((c) => c.name));
  if (keys.length === 0 || keys.some((k) => !known.has(k))) return null;
  const typeOf = new Map(columns.map((c) => [c.name, c.type]));
  // Compared in the column's own type, so the primary key index is used.
  const where = keys
    .map((k, i) => `t.${quoteIdent(k)} = $${i + 1}::text::${quoteIdent(typeOf.get(k) ?? 'text')}`)
    .join(' and ');
  const values = keys.map((k) => {
    const v = change.pk[k];
    return typeof v === 'string' ? v : JSON.stringify(v);
  });
  const found = await runAs(db, caller, (tx) =>
    tx.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from ${quoteIdent(change.schema)}.${quoteIdent(change.table)} t where ${where}`,
      values,
    ),
  );
  return found.rows[0]?.row ?? null;
}
