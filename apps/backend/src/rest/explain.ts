import type { Queryable } from '../db/database';
import type { Negotiated, PlanRequest } from './request-headers';
import { responseHeaders, send } from './respond';
import type { RestRequest } from './rest-request';

/*
 * `Accept: application/vnd.pgrst.plan` (DB_PLAN_ENABLED): the request's statement is built
 * as for its answer, then Postgres EXPLAINs it instead of running it. As with EXPLAIN
 * itself, `options=analyze` runs the statement, and a write is committed unless the
 * request also says `Prefer: tx=rollback`.
 */

/** `explain (format json, analyze, ...)` before a statement: option names are this file's own. */
export function explainSql(plan: PlanRequest, sql: string): string {
  const options = [`format ${plan.format}`, ...plan.options].join(', ');
  return `explain (${options}) ${sql}`;
}

/** The plan as PostgREST sends it: each line of the text form, or the JSON document, then a newline. */
export async function explainStatement(
  tx: Queryable,
  plan: PlanRequest,
  sql: string,
  values: unknown[],
): Promise<string> {
  const { rows } = await tx.query<Record<string, unknown>>(explainSql(plan, sql), values);
  const lines = rows.map((row) => {
    const value = Object.values(row)[0];
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
  return lines.map((line) => `${line}\n`).join('');
}

/** 200 with the plan, typed as the plan of the representation it was asked for. */
export function planResponse(req: RestRequest, accept: Negotiated, body: string): Response {
  const headers = responseHeaders(req, { 'Content-Type': accept.contentType });
  return send(200, req.method === 'HEAD' ? null : body, headers);
}
