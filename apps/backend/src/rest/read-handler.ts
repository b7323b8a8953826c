import type { Queryable } from '../db/database';
import { queryAs } from '../db/request-context';
import type { Catalog, Relation } from './catalog';
import { EmbedBuilder, embedNullFilters, resolveEmbeds } from './embed';
import { invalidRange, singularityError } from './errors';
import {
  effectiveRange,
  negotiateAccept,
  parsePreferences,
  parseRangeHeader,
  type Negotiated,
} from './request-headers';
import { contentRange, errorResponse, send } from './respond';
import { explainStatement, planResponse } from './explain';
import {
  mentionedColumns,
  responseHeaders,
  runRequest,
  tableMissing,
  type RestRequest,
  requestQuery,
} from './rest-request';
import {
  bodySql,
  NotInlinable,
  orderSql,
  Params,
  readSql,
  tableSql,
  whereSql,
  type ReadPlan,
} from './sql';

export interface PageResult {
  page_count: number;
  body: string | null;
  total?: number;
}

/** Status, Content-Range and body of a read, as PostgREST answers: 200, 206 for part of a counted set, 416 past its end. */
export function readResponse(
  req: RestRequest,
  result: PageResult,
  offset: number,
  count: boolean,
  accept: Negotiated,
  applied: string[],
): Response {
  const head = req.method === 'HEAD';
  const total = count ? (result.total ?? 0) : null;
  const upper = offset + result.page_count - 1;
  const range = contentRange(offset, upper, total);
  if (total !== null && offset > total) {
    const err = invalidRange(
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    return errorResponse(err.withHeaders({ 'Content-Range': `*/${total}` }), head);
  }
  if (accept.shape === 'object' && result.page_count !== 1)
    return errorResponse(singularityError(result.page_count), head);
  const status = total !== null && result.page_count < total ? 206 : 200;
  const headers = responseHeaders(
    req,
    { 'Content-Type': accept.contentType, 'Content-Range': range },
    applied,
  );
  return send(status, head ? null : result.body, headers);
}

async function plannedRows(tx: Queryable, sql: string, params: Params): Promise<number> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `explain (format json) ${sql}`,
    params.values,
  );
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** The catalog must be read: planning stops, and the read goes through a transaction. */
class NeedsCatalog extends Error {}

// What planning sees instead of a connection when it must not query: everything cached.
const CACHED_CATALOG_ONLY: Queryable = {
  query: () => Promise.reject(new NeedsCatalog()),
  exec: () => Promise.reject(new NeedsCatalog()),
};

/** What a read needs besides its rows, kept with its SQL when it is planned once. */
interface ReadShape {
  offset: number;
  count: boolean;
  accept: Negotiated;
  applied: string[];
}

/** A read planned for one trip, valid as long as the catalog entry it was planned from. */
interface PlannedRead extends ReadShape {
  rel: Relation;
  sql: string;
  /** How many times the kept plan has been used. */
  uses: number;
}

/**
 * A kept plan used this many times is hot: the database connections then keep its statement
 * prepared (db/prepared-reads.ts). A read's SQL carries its filter values, each user's own id
 * among them, so with many users most plans are used a few times each; preparing those too
 * costs the database more than planning them (200 users: 11% of PostgreSQL's throughput).
 */
export const PREPARE_AFTER_USES = 10;

/** How many planned reads each catalog keeps; the oldest goes first. */
const PLANNED_READS = 500;
/** Longer requests are planned every time (their key would cost more memory than planning). */
const PLANNED_READ_KEY_MAX = 2_000;
const plannedReads = new WeakMap<Catalog, Map<string, PlannedRead>>();

/**
 * Everything a read's SQL and answer depend on, besides the catalog: the method (HEAD has no
 * body), the query string as sent, the Accept, Prefer, Range and Range-Unit headers, and the
 * table (the schema, from Accept-Profile, picks the catalog the plan is kept with).
 * Neither a query string nor a header value holds a line break, so the table, last, cannot
 * be confused with them. The caller is not part of it: the SQL is the same for everyone,
 * the claims and role travel beside it (queryAs).
 */
function readKey(req: RestRequest, table: string): string | null {
  const range = req.header('range');
  // Range-Unit only matters with a Range (anything but items ignores it).
  const unit = range ? (req.header('range-unit') ?? '') : '';
  const key = `${req.method}\n${req.rawQuery}\n${req.header('accept') ?? ''}\n${req.header('prefer') ?? ''}\n${range ?? ''}\n${unit}\n${table}`;
  return key.length > PLANNED_READ_KEY_MAX ? null : key;
}

/**
 * The same read planned before: its SQL is reused while the relation it was
 * planned from is still the catalog's cached entry, so the SQL is never older than the
 * catalog a fresh plan would use. Reads with embedded resources are planned every time.
 */
function plannedRead(req: RestRequest, table: string, key: string | null): PlannedRead | null {
  if (key === null) return null;
  const hit = plannedReads.get(req.catalog)?.get(key);
  if (!hit) return null;
  if (req.catalog.cachedRelation(table) === hit.rel) return hit;
  plannedReads.get(req.catalog)?.delete(key);
  return null;
}

function keepPlannedRead(req: RestRequest, key: string, read: PlannedRead): void {
  let reads = plannedReads.get(req.catalog);
  if (!reads) plannedReads.set(req.catalog, (reads = new Map()));
  if (reads.size >= PLANNED_READS) reads.delete(reads.keys().next().value!);
  reads.set(key, read);
}

/**
 * A read in one round trip: planned from the cached catalog with its values as
 * literals, then sent with the caller's claims and role as one message (queryAs). Null when
 * that cannot be done (the catalog must be read, e.g. a name it does not know yet, or a
 * value cannot be a literal): the caller then runs the read in a transaction as before.
 * A plan without embedded resources is kept under `key` for the next identical request.
 */
async function readInOneTrip(
  req: RestRequest,
  plan: (tx: Queryable, params: Params) => Promise<{ sql: string; rel: Relation; embeds: number }>,
  key: string | null,
  shape: ReadShape,
): Promise<PageResult | null> {
  let planned: { sql: string; rel: Relation; embeds: number };
  try {
    planned = await plan(CACHED_CATALOG_ONLY, new Params(true));
  } catch (err) {
    if (err instanceof NeedsCatalog || err instanceof NotInlinable) return null;
    throw err;
  }
  if (key !== null && planned.embeds === 0)
    keepPlannedRead(req, key, { ...shape, rel: planned.rel, sql: planned.sql, uses: 0 });
  const { rows } = await queryAs<PageResult>(req.ctx.db, req.caller, planned.sql);
  return rows[0]!;
}

/** GET and HEAD /<table>: select, filters, order, limit/offset/Range, count, single object. */
export async function readTable(req: RestRequest, table: string): Promise<Response> {
  const key = readKey(req, table);
  const again = plannedRead(req, table, key);
  if (again) {
    // A hot kept plan: the database keeps it prepared too.
    again.uses += 1;
    const prepared = again.uses >= PREPARE_AFTER_USES;
    const { rows } = await queryAs<PageResult>(req.ctx.db, req.caller, again.sql, { prepared });
    return readResponse(req, rows[0]!, again.offset, again.count, again.accept, again.applied);
  }
  const q = requestQuery(req);
  const accept = negotiateAccept(req.header, req.ctx.config.rest.planEnabled);
  const prefs = parsePreferences(req.header);
  const range = effectiveRange(parseRangeHeader(req.header), q.limit, q.offset);
  const head = req.method === 'HEAD';
  const planned = prefs.countMode === 'planned';
  /** Plans the read against the catalog (through `tx` when it must be re-read). */
  const plan = async (tx: Queryable, params: Params) => {
    const rel = await req.catalog.relationWith(tx, table, mentionedColumns(q));
    if (!rel) throw await tableMissing(req, tx, table);
    const source = {
      label: rel.name,
      columns: rel.columns,
      computed: rel.computed,
      schema: rel.schema,
    };
    const embeds = await resolveEmbeds(tx, req.catalog, rel, q);
    const builder = new EmbedBuilder(params);
    const proj = builder.projection(q.select, source, embeds);
    const from = `${tableSql(rel.name, rel.schema)} as _t`;
    const filters = embedNullFilters(q);
    const whereWith = (p: Params, b: EmbedBuilder) =>
      [whereSql(filters.columns, source, p), ...b.innerJoins(embeds, '_t', filters.embeds)].join(
        ' and ',
      );
    const read: ReadPlan = {
      prefix: '',
      from,
      where: whereWith(params, builder),
      order: orderSql(q.order, source, params),
      offset: range.offset,
      limit: range.limit,
      projection: proj,
      body: head
        ? null
        : bodySql(proj.row, accept.shape, accept.stripNulls, { keys: proj.keys, params }),
      count: prefs.count && !planned,
    };
    return {
      sql: readSql(read, params),
      from,
      whereWith,
      rel,
      embeds: embeds.size + filters.embeds.length,
    };
  };
  if (accept.plan) {
    const explain = accept.plan;
    const body = await runRequest(req, async (tx) => {
      const params = new Params();
      const { sql } = await plan(tx, params);
      return explainStatement(tx, explain, sql, params.values);
    });
    return planResponse(req, accept, body);
  }
  const result =
    (planned
      ? null
      : await readInOneTrip(req, plan, key, {
          offset: range.offset,
          count: prefs.count,
          accept,
          applied: prefs.applied,
        })) ??
    (await runRequest(req, async (tx) => {
      const params = new Params();
      const { sql, from, whereWith } = await plan(tx, params);
      const { rows } = await tx.query<PageResult>(sql, params.values);
      const page = rows[0]!;
      if (planned) {
        // count=planned: the planner's row estimate, as PostgREST reads it from EXPLAIN.
        const countParams = new Params();
        const where = whereWith(countParams, new EmbedBuilder(countParams));
        page.total = await plannedRows(tx, `select 1 from ${from} where ${where}`, countParams);
      }
      return page;
    }));
  return readResponse(req, result, range.offset, prefs.count, accept, prefs.applied);
}
