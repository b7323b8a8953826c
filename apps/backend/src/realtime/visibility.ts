import pg from 'pg';
import type { Database } from '../db/database';
import type { ApiRole, JwtClaims } from '../keys';

export interface ColumnInfo {
  name: string;
  type: string;
}

/** What one role's subscribers may see of one changed row (supabase/migrations/0010_platform_realtime_rls.sql). */
export interface Visibility {
  /** The columns the role may read, in table order, with their type names. */
  columns: ColumnInfo[];
  /** The row as it was, with only those columns. */
  record: Record<string, unknown>;
  /** Per subscriber (in the order of the claims asked about): may they select the row? */
  visible: boolean[];
  /** Per subscriber: is the session their token names still live? */
  live: boolean[];
}

const ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Asks the database, as `role`, which of the subscribers with these claims may select the
 * row `record` of schema.table as it was: the table's row-level security policies and the
 * role's column privileges decide, evaluated on the row itself (it may be deleted, or
 * changed again since), each subscriber's claims in `request.jwt.claims` in turn. One
 * transaction for all of a role's subscribers.
 */
export async function visibleTo(
  db: Database,
  role: ApiRole,
  schema: string,
  table: string,
  record: Record<string, unknown>,
  claims: JwtClaims[],
): Promise<Visibility> {
  if (!ROLES.has(role)) throw new Error(`Unknown API role ${role}`);
  const found = await db.transaction(
    (tx) =>
      tx.query<{ v: Visibility }>(
        'select _realtime.visible_row($1::text::regclass, $2::jsonb, $3::jsonb) as v',
        [
          `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`,
          JSON.stringify(record),
          JSON.stringify(claims),
        ],
      ),
    `set local role ${role}`,
  );
  const v = found.rows[0]?.v;
  if (!v) throw new Error(`No visibility answer for ${schema}.${table}`);
  return v;
}
