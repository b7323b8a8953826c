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
    const source = { label: rel.name, columns: rel.columns, computed: rel.computed };
    const params = new Params();
    const embeds = await resolveEmbeds(tx, req.catalog, rel, q);
    const builder = new EmbedBuilder(params);
    const proj = builder.projection(q.select, source, embeds);
    const where = [whereSql(q.conditions, source, params), ...builder.innerJoins(embeds, '_t')];
    const plan: ReadPlan = {
      prefix: '',
      from: `${tableSql(rel.name)} as _t`,
      where: where.join(' and '),
      order: orderSql(q.order, source, params),
      offset: range.offset,
      limit: range.limit,
      projection: proj,
      body: head ? null : bodySql(proj.row, accept.shape, accept.stripNulls),
      count: prefs.count,
    };
    const { rows } = await tx.query<PageResult>(readSql(plan, params), params.values);
    return rows[0]!;
  });
  return readResponse(req, result, range.offset, prefs.count, accept, prefs.applied);
}
