import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { buildSchemaGraph, type GraphSource, type SchemaGraph } from './relationships';
import { viewColumnOrigins } from './view-origins';

export interface Column {
  name: string;
  /** format_type() of the column: catalog text, safe to place in SQL. */
  type: string;
  /**
   * The column's default as Postgres prints it (pg_get_expr; a domain's default; nextval of
   * an identity's sequence): catalog text written by the schema's owner, never by a request,
   * placed in SQL only by `Prefer: missing=default` inserts, as PostgREST does.
   */
  default?: string | null;
}

/** A table or view of the public schema, as the SQL builder may name it. */
export interface Relation {
  schema: string;
  name: string;
  columns: Column[];
  primaryKey: string[];
  /** Computed fields: functions taking this relation's row and returning one value. */
  computed: Column[];
}

export interface RoutineArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  volatile: boolean;
  returnsSet: boolean;
  /** void, scalar (one value), or composite (rows with `columns`). */
  returns: 'void' | 'scalar' | 'composite';
  columns: Column[];
  args: RoutineArg[];
  /** The table or view whose rows the function returns, when it returns one: embeds start there. */
  returnTable: string | null;
}

// Every table and view of the exposed schema ($1).
const RELATIONS_SQL = `
select c.relname as name,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'default', case
        when a.attgenerated <> '' then null
        when a.attidentity = 'd' then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
        when ad.adbin is not null then pg_get_expr(ad.adbin, ad.adrelid)
        when t.typbasetype <> 0 then pg_get_expr(t.typdefaultbin, 0)
      end) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::json) as columns,
  coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
    where i.indrelid = c.oid and i.indisprimary), '[]'::json) as primary_key,
  coalesce((select json_agg(json_build_object('name', p.proname, 'type', format_type(p.prorettype, null)) order by p.proname)
    from pg_proc p join pg_namespace pn on pn.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
    where pn.nspname = $1 and p.prokind = 'f' and p.pronargs - p.pronargdefaults <= 1 and p.pronargs >= 1
      and p.proargtypes[0] = c.reltype and not p.proretset and rt.typtype <> 'c' and rt.typtype <> 'p'), '[]'::json) as computed
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

// One row per overload of every function of the exposed schema ($1), overloads in the order
// of pg_proc's (name, argument types) index, the order PGRST203 lists candidates in.
// Arguments: IN, INOUT and VARIADIC ones in order, the last pronargdefaults of them have
// defaults. Result columns: OUT/INOUT/TABLE arguments, else
// the attributes of a composite return type.
const ROUTINES_SQL = `
with procs as (
  select p.oid, p.proname, p.proargtypes, p.provolatile, p.proretset, p.pronargs, p.pronargdefaults, p.prorettype,
    rt.typtype, rt.typrelid,
    coalesce(p.proallargtypes, p.proargtypes::oid[]) as types,
    coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])) as modes,
    p.proargnames as names
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = $1 and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
    -- As PostgREST: unnamed arguments only as the one argument of a json, jsonb, text, xml or bytea.
    and case coalesce(array_length(p.proargnames, 1), 0)
      when 0 then p.pronargs = 0 or (p.pronargs = 1 and p.proargtypes[0] in ('json'::regtype, 'jsonb'::regtype, 'text'::regtype, 'xml'::regtype, 'bytea'::regtype))
      else not exists (select 1 from unnest(p.proargnames, coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int]))) as u(n, m) where u.n = '' and u.m in ('i', 'b', 'v'))
        or (p.pronargs = 1 and p.proargtypes[0] in ('json'::regtype, 'jsonb'::regtype, 'text'::regtype, 'xml'::regtype, 'bytea'::regtype))
    end
)
select pr.proname as name, pr.provolatile = 'v' as volatile, pr.proretset as returns_set,
  pr.prorettype = 'void'::regtype as returns_void, pr.typtype as return_kind, pr.pronargdefaults as defaults,
  coalesce((select json_agg(json_build_object('name', coalesce(a.name, ''), 'type', format_type(a.type, null)) order by a.ord)
    from unnest(pr.types, pr.modes, pr.names) with ordinality as a(type, mode, name, ord)
    where a.mode in ('i', 'b', 'v')), '[]'::json) as args,
  coalesce((select json_agg(json_build_object('name', coalesce(a.name, ''), 'type', format_type(a.type, null)) order by a.ord)
    from unnest(pr.types, pr.modes, pr.names) with ordinality as a(type, mode, name, ord)
    where a.mode in ('o', 'b', 't')), '[]'::json) as out_args,
  coalesce((select json_agg(json_build_object('name', at.attname, 'type', format_type(at.atttypid, at.atttypmod)) order by at.attnum)
    from pg_attribute at where at.attrelid = pr.typrelid and at.attnum > 0 and not at.attisdropped), '[]'::json) as type_columns,
  (select c.relname from pg_class c join pg_namespace cn on cn.oid = c.relnamespace
    where c.oid = pr.typrelid and cn.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')) as return_table
from procs pr
order by pr.proname, pr.proargtypes`;

export interface RelationRow {
  name: string;
  columns: Column[];
  primary_key: string[];
  computed: Column[];
}

export interface RoutineRow {
  name: string;
  volatile: boolean;
  returns_set: boolean;
  returns_void: boolean;
  return_kind: string;
  defaults: number;
  args: Column[];
  out_args: Column[];
  type_columns: Column[];
  return_table: string | null;
}

// Everything embedding needs, in one round trip: foreign keys, primary keys and view
// definitions of every non-system schema (a view of the exposed schema may read tables kept
// elsewhere), and the computed relationships of the exposed schema ($1). Only functions of
// exactly one argument, a row of a relation, returning rows of a relation count, as in
// PostgREST; a set marked ROWS 1 is to-one.
const GRAPH_SQL = `
with nsp as (select oid, nspname from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg_toast%'),
cols as (
  select c.oid, c.conrelid, c.confrelid, c.conname, c.contype, c.conkey, c.confkey,
    (select json_agg(json_build_array(k.n, a.attname) order by k.i) from unnest(c.conkey) with ordinality as k(n, i)
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as columns
  from pg_constraint c join pg_class cl on cl.oid = c.conrelid join nsp on nsp.oid = cl.relnamespace
  where c.contype in ('f', 'p', 'u') and c.conparentid = 0
)
select
  (select coalesce(json_agg(json_build_object(
      'name', f.conname, 'table_oid', f.conrelid::int8, 'table_schema', n.nspname, 'table_name', cl.relname,
      'foreign_oid', f.confrelid::int8, 'foreign_schema', fn.nspname, 'foreign_name', fcl.relname,
      'columns', f.columns,
      'foreign_columns', (select json_agg(json_build_array(k.n, a.attname) order by k.i) from unnest(f.confkey) with ordinality as k(n, i)
         join pg_attribute a on a.attrelid = f.confrelid and a.attnum = k.n),
      'unique', exists (select 1 from cols u where u.conrelid = f.conrelid and u.contype in ('p', 'u')
         and u.conkey @> f.conkey and u.conkey <@ f.conkey))), '[]'::json)
   from cols f join pg_class cl on cl.oid = f.conrelid join pg_namespace n on n.oid = cl.relnamespace
   join pg_class fcl on fcl.oid = f.confrelid join pg_namespace fn on fn.oid = fcl.relnamespace
   where f.contype = 'f') as foreign_keys,
  (select coalesce(json_agg(json_build_object('oid', p.conrelid::int8, 'schema', n.nspname, 'name', cl.relname, 'columns', p.columns)), '[]'::json)
   from cols p join pg_class cl on cl.oid = p.conrelid join pg_namespace n on n.oid = cl.relnamespace
   where p.contype = 'p') as primary_keys,
  (select coalesce(json_agg(json_build_object('oid', c.oid::int8, 'schema', nsp.nspname, 'name', c.relname,
      'definition', r.ev_action::text,
      'columns', (select json_agg(json_build_array(a.attnum, a.attname)) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped))), '[]'::json)
   from pg_class c join nsp on nsp.oid = c.relnamespace
   join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
   where c.relkind in ('v', 'm')) as views,
  (select coalesce(json_agg(json_build_object('fn', p.proname, 'table', t.relname, 'foreign_table', rc.relname,
      'to_one', not p.proretset or p.prorows = 1)), '[]'::json)
   from pg_proc p
   join pg_namespace pn on pn.oid = p.pronamespace
   join pg_type at on at.oid = p.proargtypes[0]
   join pg_class t on t.oid = at.typrelid join pg_namespace tn on tn.oid = t.relnamespace
   join pg_type rt on rt.oid = p.prorettype
   join pg_class rc on rc.oid = rt.typrelid join pg_namespace rn on rn.oid = rc.relnamespace
   where pn.nspname = $1 and tn.nspname = $1 and rn.nspname = $1 and p.prokind = 'f' and p.pronargs = 1
     and rc.relkind in ('r', 'v', 'm', 'f', 'p') and t.relkind in ('r', 'v', 'm', 'f', 'p')) as computed`;

export interface GraphRow {
  foreign_keys: {
    name: string;
    table_oid: number;
    table_schema: string;
    table_name: string;
    foreign_oid: number;
    foreign_schema: string;
    foreign_name: string;
    columns: [number, string][];
    foreign_columns: [number, string][];
    unique: boolean;
  }[];
  primary_keys: { oid: number; schema: string; name: string; columns: [number, string][] }[];
  views: {
    oid: number;
    schema: string;
    name: string;
    definition: string;
    columns: [number, string][] | null;
  }[];
  computed: { fn: string; table: string; foreign_table: string; to_one: boolean }[];
}

/** The catalog's answer as the pure graph builder takes it. */
export function graphSource(schema: string, row: GraphRow): GraphSource {
  return {
    schema,
    foreignKeys: row.foreign_keys.map((fk) => ({
      name: fk.name,
      table: { oid: Number(fk.table_oid), schema: fk.table_schema, name: fk.table_name },
      foreignTable: {
        oid: Number(fk.foreign_oid),
        schema: fk.foreign_schema,
        name: fk.foreign_name,
      },
      columns: fk.columns,
      foreignColumns: fk.foreign_columns,
      unique: fk.unique,
    })),
    primaryKeys: row.primary_keys.map((pk) => ({
      table: { oid: Number(pk.oid), schema: pk.schema, name: pk.name },
      columns: pk.columns,
    })),
    views: row.views.map((v) => ({
      oid: Number(v.oid),
      schema: v.schema,
      name: v.name,
      columns: new Map(v.columns ?? []),
      origins: viewColumnOrigins(v.definition),
    })),
    computed: row.computed.map((c) => ({
      fn: c.fn,
      table: c.table,
      foreignTable: c.foreign_table,
      toOne: c.to_one,
    })),
  };
}

// Names of every callable function, for "Perhaps you meant ..." hints (wider than ROUTINES_SQL:
// a function whose arguments cannot be called by name is still a name a client may mean).
const ROUTINE_NAMES_SQL = `
select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where n.nspname = $1 and p.prokind = 'f'
  and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`;

/**
 * What one exposed schema holds, as read at one moment: every table and view with its
 * columns, every function with its overloads, and the relationships embedding follows.
 * Never changed once built; a reload builds a new one, so whatever was planned from a
 * snapshot stays consistent with it.
 */
export interface SchemaSnapshot {
  readonly schema: string;
  readonly relations: ReadonlyMap<string, Relation>;
  /** Overloads by name, in creation order. */
  readonly routines: ReadonlyMap<string, readonly Routine[]>;
  readonly routineNames: readonly string[];
  readonly graph: SchemaGraph;
}

/** The rows the catalog queries answer, as the pure snapshot builder takes them. */
export interface SnapshotSource {
  schema: string;
  relations: RelationRow[];
  routines: RoutineRow[];
  routineNames: string[];
  graph: GraphRow;
}

/** Builds a snapshot from the catalog's answers. Pure. */
export function buildSnapshot(source: SnapshotSource): SchemaSnapshot {
  const { schema } = source;
  const relations = new Map<string, Relation>();
  for (const row of source.relations) {
    relations.set(row.name, {
      schema,
      name: row.name,
      columns: row.columns,
      primaryKey: row.primary_key,
      computed: row.computed ?? [],
    });
  }
  const routines = new Map<string, Routine[]>();
  for (const row of source.routines) {
    const routine = toRoutine(row, schema);
    const list = routines.get(routine.name);
    if (list) list.push(routine);
    else routines.set(routine.name, [routine]);
  }
  return {
    schema,
    relations,
    routines,
    routineNames: source.routineNames,
    graph: buildSchemaGraph(graphSource(schema, source.graph)),
  };
}

async function readSnapshot(db: Queryable, schema: string): Promise<SchemaSnapshot> {
  // One after another: a reload takes one place in PGlite's queue (PGLITE_QUEUE_LIMIT) at a
  // time, never four, and PGlite runs them one at a time anyway.
  const relations = await db.query<RelationRow>(RELATIONS_SQL, [schema]);
  const routines = await db.query<RoutineRow>(ROUTINES_SQL, [schema]);
  const names = await db.query<{ name: string }>(ROUTINE_NAMES_SQL, [schema]);
  const graph = await db.query<GraphRow>(GRAPH_SQL, [schema]);
  return buildSnapshot({
    schema,
    relations: relations.rows,
    routines: routines.rows,
    routineNames: names.rows.map((r) => r.name),
    graph: graph.rows[0]!,
  });
}

/** PostgREST's channel: `NOTIFY pgrst, 'reload schema'` (or an empty payload) reloads the cache. */
export const SCHEMA_CHANNEL = 'pgrst';
const RELOAD_PAYLOADS = new Set(['', 'reload schema']);
/** How long a settle waits for its own notification before reloading regardless. */
const SETTLE_TIMEOUT_MS = 2_000;
/**
 * The table API's schema cache, as PostgREST keeps one: every exposed schema read at start,
 * and read again after `NOTIFY pgrst, 'reload schema'`. Migrations and DDL send that
 * notification (the event triggers of supabase/migrations/0024_platform_schema_reload.sql, on PostgreSQL and PGlite
 * alike), so requests are planned against it without reading the catalog.
 *
 * Each notification moves `version` on; a snapshot remembers the version it was read at, so
 * a request never plans from a snapshot read before a change it was notified of. The read
 * happens when the next request needs the schema, not at the notification: a migration or
 * a script sends many in a row, and each read of the catalog takes the database's time (on
 * PGlite, its only connection), so a burst of DDL costs one read, and none without requests.
 */
export class SchemaCache {
  private readonly snapshots = new Map<string, { at: number; value: SchemaSnapshot }>();
  private readonly loading = new Map<string, Promise<void>>();
  private version = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly waiting = new Map<string, () => void>();
  private settles = 0;
  /** Tells this instance's settle notifications from other instances' on the same channel. */
  private readonly instance = randomUUID();

  private constructor(
    private readonly db: Database,
    readonly schemas: readonly string[],
  ) {}

  /** Listens first, then reads: a change committed in between is read again, never missed. */
  static async open(db: Database, schemas: readonly string[]): Promise<SchemaCache> {
    const cache = new SchemaCache(db, schemas);
    cache.unlisten = await db.listen(SCHEMA_CHANNEL, (payload) => cache.notified(payload));
    for (const schema of schemas) await cache.snapshot(schema);
    return cache;
  }

  /** The snapshot of an exposed schema when it is current (no change notified since it was read). */
  current(schema: string): SchemaSnapshot | null {
    const held = this.snapshots.get(schema);
    return held && held.at === this.version ? held.value : null;
  }

  /** The current snapshot of an exposed schema, read again first when a change was notified. */
  async snapshot(schema: string): Promise<SchemaSnapshot> {
    if (!this.schemas.includes(schema)) throw new Error(`schema ${schema} is not exposed`);
    const wanted = this.version;
    for (;;) {
      const held = this.snapshots.get(schema);
      if (held && held.at >= wanted) return held.value;
      await this.load(schema);
    }
  }

  /** One read of a schema at a time; a read started before a change does not satisfy it. */
  private load(schema: string): Promise<void> {
    let pending = this.loading.get(schema);
    if (!pending) {
      const at = this.version;
      pending = readSnapshot(this.db, schema)
        .then((value) => {
          const held = this.snapshots.get(schema);
          if (!held || held.at <= at) this.snapshots.set(schema, { at, value });
        })
        .finally(() => this.loading.delete(schema));
      this.loading.set(schema, pending);
    }
    return pending;
  }

  private notified(payload: string): void {
    if (RELOAD_PAYLOADS.has(payload)) {
      this.changed();
      return;
    }
    this.waiting.get(payload)?.();
  }

  /** The schema changed: every snapshot is stale, and is read again when next needed. */
  private changed(): void {
    this.version += 1;
  }

  /**
   * Waits until every schema change committed before this call has been notified. A
   * notification of this instance's own goes through the channel behind them (Postgres
   * delivers a channel's notifications in commit order). For a name a request uses that
   * the cache does not know: DDL committed just before the request may not have been
   * notified yet. Costs one small statement and never a read of the catalog of its own, so
   * unknown names from clients cannot make the server read the catalog again and again.
   * Should the notification not come back (the listening connection lost), the snapshots
   * count as stale.
   */
  async settle(): Promise<void> {
    this.settles += 1;
    const token = `settled ${this.instance} ${this.settles}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.waiting.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
    });
    try {
      await this.db.query('select pg_notify($1, $2)', [SCHEMA_CHANNEL, token]);
      if (!(await arrived)) this.changed();
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    await Promise.allSettled(this.loading.values());
  }
}

function toRoutine(row: RoutineRow, schema: string): Routine {
  const columns =
    row.out_args.length > 0 ? row.out_args : row.return_kind === 'c' ? row.type_columns : [];
  const returns: Routine['returns'] = row.returns_void
    ? 'void'
    : columns.length > 0
      ? 'composite'
      : 'scalar';
  const firstDefault = row.args.length - row.defaults;
  return {
    schema,
    name: row.name,
    volatile: row.volatile,
    returnsSet: row.returns_set,
    returns,
    columns,
    args: row.args.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault })),
    returnTable: row.return_table ?? null,
  };
}
