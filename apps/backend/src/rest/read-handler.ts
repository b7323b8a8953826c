import type { Queryable } from '../db/database';
import { EmbedBuilder, resolveEmbeds } from './embed';
import { invalidRange, singularityError } from './errors';
import { parseQueryParams } from './query-params';
import {
  effectiveRange,
  negotiateAccept,
  parsePreferences,
  parseRangeHeader,
  type Negotiated,
} from './request-headers';
import { contentRange, errorResponse, send } from './respond';
import {
  mentionedColumns,
  responseHeaders,
  runRequest,
  tableMissing,
  type RestRequest,
} from './rest-request';
import { bodySql, orderSql, Params, readSql, tableSql, whereSql, type ReadPlan } from './sql';

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

/** GET and HEAD /<table>: select, filters, order, limit/offset/Range, count, single object. */
export async function readTable(req: RestRequest, table: string): Promise<Response> {
  const q = parseQueryParams(req.pairs);
  const accept = negotiateAccept(req.header);
  const prefs = parsePreferences(req.header);
  const range = effectiveRange(parseRangeHeader(req.header), q.limit, q.offset);
  const head = req.method === 'HEAD';
  const result = await runRequest(req, async (tx) => {
    const rel = await req.catalog.relationWith(tx, table, mentionedColumns(q));
    if (!rel) throw await tableMissing(req, tx, table);
    const source = {
      label: rel.name,
      columns: rel.columns,
      computed: rel.computed,
      schema: rel.schema,
    };
    const params = new Params();
    const embeds = await resolveEmbeds(tx, req.catalog, rel, q);
    const builder = new EmbedBuilder(params);
    const proj = builder.projection(q.select, source, embeds);
    const from = `${tableSql(rel.name, rel.schema)} as _t`;
    const whereWith = (p: Params, b: EmbedBuilder) =>
      [whereSql(q.conditions, source, p), ...b.innerJoins(embeds, '_t')].join(' and ');
    const planned = prefs.countMode === 'planned';
    const plan: ReadPlan = {
      prefix: '',
      from,
      where: whereWith(params, builder),
      order: orderSql(q.order, source, params),
      offset: range.offset,
      limit: range.limit,
      projection: proj,
      body: head ? null : bodySql(proj.row, accept.shape, accept.stripNulls),
      count: prefs.count && !planned,
    };
    const { rows } = await tx.query<PageResult>(readSql(plan, params), params.values);
    const page = rows[0]!;
    if (planned) {
      // count=planned: the planner's row estimate, as PostgREST reads it from EXPLAIN.
      const countParams = new Params();
      const where = whereWith(countParams, new EmbedBuilder(countParams));
      page.total = await plannedRows(tx, `select 1 from ${from} where ${where}`, countParams);
    }
    return page;
  });
  return readResponse(req, result, range.offset, prefs.count, accept, prefs.applied);
}
