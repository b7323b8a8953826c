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
  return { q, prefs, accept, representation: prefs.returnMode === 'representation' };
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
  build: (rel: Relation, params: Params, returning: string) => string | null,
): Promise<PageResult> {
  return runRequest(req, async (tx) => {
    const rel = await relationFor(tx, req, table, w, columns);
    const source = { label: rel.name, columns: rel.columns };
    const params = new Params();
    const proj = w.representation ? projection(w.q.select, source, params) : null;
    const statement = build(rel, params, proj ? proj.inner : '1');
    let result: PageResult = { page_count: 0, body: '[]' };
    if (statement !== null) {
      const body = proj ? bodySql(proj.row, w.accept.shape, w.accept.stripNulls) : null;
      const { rows } = await tx.query<PageResult>(mutationSql(statement, body), params.values);
      result = rows[0]!;
    }
    if (w.accept.shape === 'object' && result.page_count !== 1)
      throw singularityError(result.page_count);
    if (w.prefs.maxAffected !== null && result.page_count > w.prefs.maxAffected) {
      throw maxAffectedViolation(result.page_count);
    }
    return result;
  });
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
  if (columns.length === 0 && rows.length > 1) {
    throw notImplemented(
      'Inserting several rows without any column is not supported by this server.',
    );
  }
  if (w.prefs.missingDefault && rows.some((r) => columns.some((c) => !Object.hasOwn(r, c)))) {
    throw notImplemented(
      'Prefer: missing=default is supported only when every row carries every column; send the missing values or leave the preference out.',
    );
  }
  const result = await runWrite(req, table, w, columns, (rel, params, returning) => {
    const target = tableSql(rel.name);
    if (rows.length === 0) return null;
    if (columns.length === 0)
      return `insert into ${target} as _t default values returning ${returning}`;
    const cols = columns.map((c) => colIdent(rel, c)).join(', ');
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
          ? ` on conflict${on} do update set ${columns.map((c) => `${colIdent(rel, c)} = excluded.${colIdent(rel, c)}`).join(', ')}`
          : ` on conflict${on} do nothing`;
    }
    return (
      `insert into ${target} as _t (${cols}) select ${cols} ` +
      `from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)${conflict} returning ${returning}`
    );
  });
  const count = w.prefs.count ? result.page_count : null;
  const headers = responseHeaders(
    req,
    { 'Content-Range': contentRange(1, 0, count) },
    w.prefs.applied,
  );
  if (!w.representation) return send(201, null, headers);
  return send(201, result.body, { ...headers, 'Content-Type': w.accept.contentType });
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
    const target = tableSql(rel.name);
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
    return `delete from ${tableSql(rel.name)} as _t where ${where} returning ${returning}`;
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
