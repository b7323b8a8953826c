import type { Queryable } from '../db/database';
import type { Relation } from './catalog';
import {
  columnNotFound,
  invalidBody,
  maxAffectedViolation,
  notImplemented,
  singularityError,
} from './errors';
import { parseQueryParams, type QueryParams } from './query-params';
import {
  negotiateAccept,
  parsePreferences,
  type Negotiated,
  type Preferences,
} from './request-headers';
import { contentRange, send } from './respond';
import {
  isPlainObject,
  mentionedColumns,
  readJsonBody,
  responseHeaders,
  runRequest,
  tableMissing,
  type RestRequest,
} from './rest-request';
import { bodySql, ident, mutationSql, Params, projection, tableSql, whereSql } from './sql';
import type { PageResult } from './read-handler';
import { limitCall } from './abuse-limits';

interface WriteContext {
  q: QueryParams;
  prefs: Preferences;
  accept: Negotiated;
  representation: boolean;
  /** Prefer: tx=rollback, allowed by DB_TX_END=commit-allow-override. */
  rollback: boolean;
}

/** A data-modifying statement, with data-modifying CTEs before it when it needs several. */
type Built = string | { ctes: string; statement: string } | null;

export interface WriteResult extends PageResult {
  /** Rows an upsert inserted rather than updated (null when not an upsert). */
  inserted: number | null;
}

/** The quoted catalog spelling of a column: request text itself never reaches the SQL. */
function colIdent(rel: Relation, name: string): string {
  const col = rel.columns.find((c) => c.name === name);
  if (!col) throw columnNotFound(rel.name, name);
  return ident(col.name);
}

function writeContext(req: RestRequest): WriteContext {
  const q = parseQueryParams(req.pairs);
  const prefs = parsePreferences(req.header);
  const accept = negotiateAccept(req.header);
  const rollback = prefs.txRollback && req.ctx.config.rest.txAllowOverride;
  if (rollback) prefs.applied.push('tx=rollback');
  return { q, prefs, accept, representation: prefs.returnMode === 'representation', rollback };
}

async function relationFor(
  tx: Queryable,
  req: RestRequest,
  table: string,
  w: WriteContext,
  columns: string[],
): Promise<Relation> {
  const rel = await req.catalog.relationWith(tx, table, mentionedColumns(w.q, columns));
  if (!rel) throw await tableMissing(req, tx, table);
  const known = new Set(rel.columns.map((c) => c.name));
  for (const c of columns) if (!known.has(c)) throw columnNotFound(rel.name, c);
  return rel;
}

/**
 * Runs a data-modifying statement built by `build` and checks the single-object
 * request inside the transaction, so a write touching other than one row is rolled back.
 */
async function runWrite(
  req: RestRequest,
  table: string,
  w: WriteContext,
  columns: string[],
  build: (rel: Relation, params: Params, returning: string) => Built,
  upsert = false,
): Promise<WriteResult> {
  return runRequest(
    req,
    async (tx) => {
      const rel = await relationFor(tx, req, table, w, columns);
      const source = { label: rel.name, columns: rel.columns };
      const params = new Params();
      // An upsert also returns whether each row was new (xmax = 0), so its rows are built key by key.
      const proj = w.representation
        ? projection(w.q.select, source, params, undefined, '_src', !upsert)
        : null;
      const returning = `${proj ? proj.inner : '1 as _none'}${upsert ? `, (_t.xmax::text = '0') as _inserted` : ''}`;
      const built = build(rel, params, returning);
      let result: WriteResult = { page_count: 0, body: '[]', inserted: upsert ? 0 : null };
      if (built !== null) {
        const body = proj ? bodySql(proj.row, w.accept.shape, w.accept.stripNulls) : null;
        const { ctes, statement } =
          typeof built === 'string' ? { ctes: '', statement: built } : built;
        const { rows } = await tx.query<WriteResult>(
          mutationSql(statement, body, ctes, upsert),
          params.values,
        );
        result = rows[0]!;
      }
      if (w.accept.shape === 'object' && result.page_count !== 1)
        throw singularityError(result.page_count);
      if (w.prefs.maxAffected !== null && result.page_count > w.prefs.maxAffected) {
        throw maxAffectedViolation(result.page_count);
      }
      return result;
    },
    false,
    w.rollback,
  );
}

function rejectWindow(q: QueryParams, verb: string): void {
  if (q.limit !== null || q.offset !== null) {
    throw notImplemented(
      `limit and offset are not supported on ${verb} by this server; filter the rows instead.`,
    );
  }
}

/** The rows of an insert body and the columns to write: `columns=` or the keys every row shares. */
function insertRows(
  body: unknown,
  columnsParam: string[] | null,
): { rows: Record<string, unknown>[]; columns: string[] } {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw invalidBody('All object keys must match');
  if (columnsParam) return { rows, columns: [...new Set(columnsParam)] };
  const first = rows[0] ? Object.keys(rows[0]).sort() : [];
  for (const row of rows) {
    const keys = Object.keys(row).sort();
    if (keys.length !== first.length || keys.some((k, i) => k !== first[i]))
      throw invalidBody('All object keys must match');
  }
  return { rows, columns: first };
}

/** POST /<table>: insert one object or an array; upsert with Prefer: resolution=...; on_conflict. */
export async function insertInto(req: RestRequest, table: string): Promise<Response> {
  const w = writeContext(req);
  const { rows, columns } = insertRows(await readJsonBody(req), w.q.columns);
  await limitCall(req, 'insert', table);
  if (w.prefs.missingDefault) w.prefs.applied.push('missing=default');
  // missing=default: rows are inserted in groups of the columns they carry, so the others take
  // their defaults; otherwise a missing key is null, as PostgREST does.
  const groups = w.prefs.missingDefault ? groupByKeys(rows, columns) : [{ rows, columns }];
  const upsert = w.prefs.resolution === 'merge-duplicates';
  const result = await runWrite(
    req,
    table,
    w,
    columns,
    (rel, params, returning) => {
      const statements = groups.map((g) => insertSql(rel, params, returning, g.rows, g.columns));
      if (rows.length === 0) return null;
      if (statements.length === 1) return statements[0]!;
      const ctes = statements.map((st, i) => `_i${i} as (${st}), `).join('');
      const statement = statements.map((_, i) => `select * from _i${i}`).join(' union all ');
      return { ctes, statement };
    },
    upsert,
  );
  const count = w.prefs.count ? result.page_count : null;
  const headers = responseHeaders(
    req,
    { 'Content-Range': contentRange(1, 0, count) },
    w.prefs.applied,
  );
  // As PostgREST: an upsert that only updated rows answers 200.
  const status = upsert && result.inserted === 0 && result.page_count > 0 ? 200 : 201;
  if (!w.representation) return send(status, null, headers);
  return send(status, result.body, { ...headers, 'Content-Type': w.accept.contentType });

  function insertSql(
    rel: Relation,
    params: Params,
    returning: string,
    groupRows: Record<string, unknown>[],
    groupColumns: string[],
  ): string {
    const target = tableSql(rel.name, rel.schema);
    if (groupColumns.length === 0) {
      if (groupRows.length > 1)
        throw notImplemented(
          'Inserting several rows without any column is not supported by this server.',
        );
      return `insert into ${target} as _t default values returning ${returning}`;
    }
    const cols = groupColumns.map((c) => colIdent(rel, c)).join(', ');
    let conflict = '';
    if (w.prefs.resolution) {
      const keys = w.q.onConflict ?? rel.primaryKey;
      const known = new Set(rel.columns.map((c) => c.name));
      for (const k of keys) if (!known.has(k)) throw columnNotFound(rel.name, k);
      const on = keys.length > 0 ? ` (${keys.map((k) => colIdent(rel, k)).join(', ')})` : '';
      if (w.prefs.resolution === 'merge-duplicates' && keys.length === 0) {
        throw notImplemented(
          'Merging duplicates needs on_conflict columns when the table has no primary key.',
        );
      }
      conflict =
        w.prefs.resolution === 'merge-duplicates'
          ? ` on conflict${on} do update set ${groupColumns.map((c) => `${colIdent(rel, c)} = excluded.${colIdent(rel, c)}`).join(', ')}`
          : ` on conflict${on} do nothing`;
    }
    return (
      `insert into ${target} as _t (${cols}) select ${cols} ` +
      `from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(groupRows))}::json)${conflict} returning ${returning}`
    );
  }
}

/** Rows grouped by which of `columns` they carry, groups in order of first appearance. */
function groupByKeys(
  rows: Record<string, unknown>[],
  columns: string[],
): { rows: Record<string, unknown>[]; columns: string[] }[] {
  const groups = new Map<string, { rows: Record<string, unknown>[]; columns: string[] }>();
  for (const row of rows) {
    const present = columns.filter((c) => Object.hasOwn(row, c));
    const key = JSON.stringify(present);
    let group = groups.get(key);
    if (!group) {
      group = { rows: [], columns: present };
      groups.set(key, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}

/** PATCH /<table>?filters: update the matching rows with the body's columns. */
export async function updateTable(req: RestRequest, table: string): Promise<Response> {
  const w = writeContext(req);
  rejectWindow(w.q, 'update');
  const body = await readJsonBody(req);
  if (!isPlainObject(body)) throw invalidBody('Empty or invalid json');
  const columns = [...new Set(w.q.columns ?? Object.keys(body))];
  const result = await runWrite(req, table, w, columns, (rel, params, returning) => {
    if (columns.length === 0) return null;
    const target = tableSql(rel.name, rel.schema);
    const source = { label: rel.name, columns: rel.columns };
    const bodyParam = params.add(JSON.stringify(body));
    const where = whereSql(w.q.conditions, source, params);
    const set = columns.map((c) => `${colIdent(rel, c)} = _body.${colIdent(rel, c)}`).join(', ');
    return (
      `update ${target} as _t set ${set} ` +
      `from (select * from json_populate_record(null::${target}, ${bodyParam}::json)) as _body ` +
      `where ${where} returning ${returning}`
    );
  });
  const count = w.prefs.count ? result.page_count : null;
  const headers = responseHeaders(
    req,
    { 'Content-Range': contentRange(0, result.page_count - 1, count) },
    w.prefs.applied,
  );
  if (!w.representation) return send(204, null, headers);
  return send(200, result.body, { ...headers, 'Content-Type': w.accept.contentType });
}

/** DELETE /<table>?filters. */
export async function deleteFrom(req: RestRequest, table: string): Promise<Response> {
  const w = writeContext(req);
  rejectWindow(w.q, 'delete');
  const result = await runWrite(req, table, w, [], (rel, params, returning) => {
    const source = { label: rel.name, columns: rel.columns };
    const where = whereSql(w.q.conditions, source, params);
    return `delete from ${tableSql(rel.name, rel.schema)} as _t where ${where} returning ${returning}`;
  });
  const count = w.prefs.count ? result.page_count : null;
  const headers = responseHeaders(
    req,
    { 'Content-Range': contentRange(1, 0, count) },
    w.prefs.applied,
  );
  if (!w.representation) return send(204, null, headers);
  return send(200, result.body, { ...headers, 'Content-Type': w.accept.contentType });
}
