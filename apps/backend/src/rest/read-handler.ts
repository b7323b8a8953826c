import type { Queryable } from '../db/database';
import { queryAs } from '../db/request-context';
import { invalidRange, singularityError } from './errors';
import { explainStatement, planResponse } from './explain';
import { knowsTableNames, schemaFor } from './names';
import { parseRead, planRead, type ReadPlan, type Statement } from './read-plan';
import type { Negotiated } from './request-headers';
import { contentRange, errorResponse, responseHeaders, send } from './respond';
import { readRequest, type RestRequest } from './rest-request';
import type { SchemaSnapshot } from './schema-cache';
import { runRequest } from './transaction';

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

async function plannedRows(tx: Queryable, count: Statement): Promise<number> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `explain (format json) ${count.sql}`,
    count.values,
  );
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** A plan kept for the next identical request, with how many times it has been used. */
interface KeptRead {
  plan: ReadPlan;
  uses: number;
}

/**
 * A kept plan used this many times is hot: the database connections then keep its statement
 * prepared (db/prepared-reads.ts). A read's SQL carries its filter values, each user's own id
 * among them, so with many users most plans are used a few times each; preparing those too
 * costs the database more than planning them (200 users: 11% of PostgreSQL's throughput).
 */
export const PREPARE_AFTER_USES = 10;

/** How many plans each schema snapshot keeps; the oldest goes first. */
const KEPT_READS = 500;
/** Longer requests are planned every time (their key would cost more memory than planning). */
const READ_KEY_MAX = 2_000;
/**
 * Plans by the snapshot they were made from: a reload makes a new snapshot, so no plan
 * outlives the schema it was planned against, and the old ones go with their snapshot.
 */
const keptReads = new WeakMap<SchemaSnapshot, Map<string, KeptRead>>();

/**
 * Everything a read's plan depends on besides the snapshot: the method (HEAD has no body),
 * the query string as sent, the Accept, Prefer, Range and Range-Unit headers, and the table.
 * Neither a query string nor a header value holds a line break, so the table, last, cannot
 * be confused with them. The caller is not part of it: the SQL is the same for everyone,
 * the claims and role travel beside it (queryAs).
 */
function readKey(req: RestRequest, table: string): string | null {
  const range = req.header('range');
  // Range-Unit only matters with a Range (anything but items ignores it).
  const unit = range ? (req.header('range-unit') ?? '') : '';
  const key = `${req.method}\n${req.rawQuery}\n${req.header('accept') ?? ''}\n${req.header('prefer') ?? ''}\n${range ?? ''}\n${unit}\n${table}`;
  return key.length > READ_KEY_MAX ? null : key;
}

function keep(schema: SchemaSnapshot, key: string, plan: ReadPlan): void {
  let reads = keptReads.get(schema);
  if (!reads) keptReads.set(schema, (reads = new Map()));
  if (reads.size >= KEPT_READS) reads.delete(reads.keys().next().value!);
  reads.set(key, { plan, uses: 0 });
}

/**
 * GET and HEAD /<table>: select, filters, order, limit/offset/Range, count, single object.
 * Request, plan, SQL, response: the same request against the same snapshot reuses its plan;
 * a plan without bind parameters is sent in one message with the caller's claims and role,
 * and once hot as a prepared statement.
 */
export async function readTable(req: RestRequest, table: string): Promise<Response> {
  const cache = req.ctx.schemaCache;
  const key = readKey(req, table);
  const current = cache.current(req.schema);
  const kept = key === null || !current ? undefined : keptReads.get(current)?.get(key);
  if (kept) {
    kept.uses += 1;
    const prepared = kept.uses >= PREPARE_AFTER_USES;
    const { rows } = await queryAs<PageResult>(req.ctx.db, req.caller, kept.plan.sql, { prepared });
    return answer(req, kept.plan, rows[0]!);
  }
  const parsed = parseRead(readRequest(req));
  const schema = await schemaFor(cache, req.schema, (s) => knowsTableNames(s, table, parsed.q));
  const plan = planRead(schema, table, parsed);
  if (plan.explain) {
    const explain = plan.explain;
    const body = await runRequest(req, (tx) =>
      explainStatement(tx, explain, plan.sql, plan.values),
    );
    return planResponse(req, plan.accept, body);
  }
  if (plan.values.length === 0 && plan.plannedCount === null) {
    if (key !== null) keep(schema, key, plan);
    const { rows } = await queryAs<PageResult>(req.ctx.db, req.caller, plan.sql);
    return answer(req, plan, rows[0]!);
  }
  // A value only a bind parameter carries, or a planned count: a transaction as the caller.
  const page = await runRequest(req, async (tx) => {
    const { rows } = await tx.query<PageResult>(plan.sql, plan.values);
    const result = rows[0]!;
    // count=planned: the planner's row estimate, as PostgREST reads it from EXPLAIN.
    if (plan.plannedCount) result.total = await plannedRows(tx, plan.plannedCount);
    return result;
  });
  return answer(req, plan, page);
}

function answer(req: RestRequest, plan: ReadPlan, page: PageResult): Response {
  return readResponse(req, page, plan.offset, plan.count, plan.accept, plan.applied);
}
