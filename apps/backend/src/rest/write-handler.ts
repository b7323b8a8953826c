import {
  columnNotFound,
  invalidBody,
  maxAffectedViolation,
  notImplemented,
  singularityError,
} from './errors';
import type { QueryParams } from './query-params';
import {
  negotiateAccept,
  parsePreferences,
  type Negotiated,
  type Preferences,
} from './request-headers';
import { knowsTableNames, schemaFor, tableMissing } from './names';
import { contentRange, responseHeaders, send } from './respond';
import { isPlainObject, readJsonBody, type RestRequest, requestQuery } from './rest-request';
import type { Relation, SchemaSnapshot } from './schema-cache';
import { runRequest } from './transaction';
import { bodySql, ident, mutationSql, Params, tableSql, whereSql } from './sql';
import type { PageResult } from './read-handler';
import { limitCall } from './abuse-limits';
import { EmbedBuilder, resolveEmbeds } from './embed';
import { explainStatement, planResponse } from './explain';

interface WriteContext {
  q: QueryParams;
  prefs: Preferences;
  accept: Negotiated;
  representation: boolean;
  /** Prefer: tx=rollback, allowed by DB_TX_END=commit-allow-override. */
  rollback: boolean;
}

/** A data-modifying statement with its RETURNING, or null when there is nothing to write. */
type Built = string | null;

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
  const q = requestQuery(req);
  const prefs = parsePreferences(req.header);
  const accept = negotiateAccept(req.header, req.ctx.config.rest.planEnabled);
  const rollback = prefs.txRollback && req.ctx.config.rest.txAllowOverride;
  if (rollback) prefs.applied.push('tx=rollback');
  return { q, prefs, accept, representation: prefs.returnMode === 'representation', rollback };
}

function relationFor(schema: SchemaSnapshot, table: string, columns: string[]): Relation {
  const rel = schema.relations.get(table);
  if (!rel) throw tableMissing(schema, table);
  const known = new Set(rel.columns.map((c) => c.name));
  for (const c of columns) if (!known.has(c)) throw columnNotFound(rel.name, c);
  return rel;
}

/**
 * Runs a data-modifying statement built by `build` and checks the single-object
 * request inside the transaction, so a write touching other than one row is rolled back.
 * The statement returns the written rows (`returning _t.*`); the representation asked for
 * is then read from them as from a table, embeds and spreads included, as PostgREST does.
 */
async function runWrite(
  req: RestRequest,
  table: string,
  w: WriteContext,
  columns: string[],
  build: (rel: Relation, params: Params, returning: string) => Built,
  upsert = false,
): Promise<WriteResult | { plan: string }> {
  const schema = await schemaFor(req.ctx.schemaCache, req.schema, (s) =>
    knowsTableNames(s, table, w.q, columns),
  );
  return runRequest(
    req,
    async (tx) => {
      const rel = relationFor(schema, table, columns);
      const source = {
        label: rel.name,
        columns: rel.columns,
        computed: rel.computed,
        schema: rel.schema,
      };
      const params = new Params();
      const embeds = w.representation ? resolveEmbeds(schema, rel, w.q) : new Map<never, never>();
      const proj = w.representation
        ? new EmbedBuilder(params).projection(w.q.select, source, embeds)
        : null;
      // An upsert also returns whether each row was new (xmax = 0 for an inserted row).
      const returning = `${proj ? '_t.*' : '1 as _none'}${upsert ? `, (_t.xmax::text = '0') as _inserted` : ''}`;
      const built = build(rel, params, returning);
      let result: WriteResult = { page_count: 0, body: '[]', inserted: upsert ? 0 : null };
      if (built !== null) {
        const body = proj
          ? bodySql(proj.row, w.accept.shape, w.accept.stripNulls, { keys: proj.keys, params })
          : null;
        // The written rows as the table's own row type, so computed fields take them.
        const rows = rel.columns.map((c) => `_w.${ident(c.name)}`).join(', ');
        const read = proj ? { projection: proj, from: `(select ${rows} from _w) as _t` } : null;
        const sql = mutationSql(built, body, upsert, read);
        if (w.accept.plan)
          return { plan: await explainStatement(tx, w.accept.plan, sql, params.values) };
        const { rows: results } = await tx.query<WriteResult>(sql, params.values);
        result = results[0]!;
      }
      // Nothing to write (an empty array, no columns to set): no statement, an empty plan.
      if (w.accept.plan) return { plan: '' };
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
  const upsert = w.prefs.resolution === 'merge-duplicates';
  const outcome = await runWrite(
    req,
    table,
    w,
    columns,
    (rel, params, returning) => (rows.length === 0 ? null : insertSql(rel, params, returning)),
    upsert,
  );
  if ('plan' in outcome) return planResponse(req, w.accept, outcome.plan);
  const result = outcome;
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

  /**
   * The rows as records of the table. A key a row lacks is null; with missing=default, every
   * row first gets each listed column's default and then its own keys over them, so a
   * missing key takes the default (evaluated for every row, as PostgREST does).
   */
  function recordsSql(rel: Relation, params: Params, target: string): string {
    const defaults = w.prefs.missingDefault
      ? columns.flatMap((c) => {
          const def = rel.columns.find((col) => col.name === c)?.default;
          return def ? [`${params.add(c)}::text, ${def}`] : [];
        })
      : [];
    const text = params.add(JSON.stringify(rows));
    if (defaults.length === 0) return `json_populate_recordset(null::${target}, ${text}::json)`;
    const payload = `${text}::jsonb`;
    const merged =
      `(select coalesce(jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || _e.v order by _e.i), '[]'::jsonb) ` +
      `from jsonb_array_elements(${payload}) with ordinality as _e(v, i))`;
    return `jsonb_populate_recordset(null::${target}, ${merged})`;
  }

  function insertSql(rel: Relation, params: Params, returning: string): string {
    const target = tableSql(rel.name, rel.schema);
    if (columns.length === 0) {
      // Rows without keys: each takes every default (a select without columns fills none).
      return `insert into ${target} as _t select from json_array_elements(${params.add(JSON.stringify(rows))}::json) returning ${returning}`;
    }
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
      `from ${recordsSql(rel, params, target)}${conflict} returning ${returning}`
    );
  }
}

/** PATCH /<table>?filters: update the matching rows with the body's columns. */
export async function updateTable(req: RestRequest, table: string): Promise<Response> {
  const w = writeContext(req);
  rejectWindow(w.q, 'update');
  const body = await readJsonBody(req);
  if (!isPlainObject(body)) throw invalidBody('Empty or invalid json');
  const columns = [...new Set(w.q.columns ?? Object.keys(body))];
  const outcome = await runWrite(req, table, w, columns, (rel, params, returning) => {
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
  if ('plan' in outcome) return planResponse(req, w.accept, outcome.plan);
  const result = outcome;
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
  const outcome = await runWrite(req, table, w, [], (rel, params, returning) => {
    const source = { label: rel.name, columns: rel.columns };
    const where = whereSql(w.q.conditions, source, params);
    return `delete from ${tableSql(rel.name, rel.schema)} as _t where ${where} returning ${returning}`;
  });
  if ('plan' in outcome) return planResponse(req, w.accept, outcome.plan);
  const result = outcome;
  const count = w.prefs.count ? result.page_count : null;
  const headers = responseHeaders(
    req,
    { 'Content-Range': contentRange(1, 0, count) },
    w.prefs.applied,
  );
  if (!w.representation) return send(204, null, headers);
  return send(200, result.body, { ...headers, 'Content-Type': w.accept.contentType });
}
