import type { Routine } from './catalog';
import { limitCall } from './abuse-limits';
import { ambiguousFunction, invalidBody, notImplemented, RestError } from './errors';
import { parseQueryParams, type QueryParams } from './query-params';
import {
  effectiveRange,
  negotiateAccept,
  parsePreferences,
  parseRangeHeader,
} from './request-headers';
import { contentRange, send } from './respond';
import { readResponse, type PageResult } from './read-handler';
import {
  functionMissing,
  isPlainObject,
  readJsonBody,
  responseHeaders,
  runRequest,
  type RestRequest,
} from './rest-request';
import {
  bodySql,
  ident,
  orderSql,
  Params,
  projection,
  readSql,
  whereSql,
  type Projection,
} from './sql';

/** The overload whose named arguments fit the given keys: every key known, every argument without default given. */
function fits(keys: string[]) {
  return (r: Routine) => {
    const names = new Set(r.args.map((a) => a.name));
    if (!keys.every((k) => names.has(k))) return false;
    return r.args.every((a) => a.hasDefault || keys.includes(a.name));
  };
}

function choose(candidates: Routine[], name: string, keys: string[]): Routine | null {
  if (candidates.length === 0) return null;
  if (candidates.length === 1) return candidates[0]!;
  const exact = candidates.filter((r) => r.args.length === keys.length);
  if (exact.length === 1) return exact[0]!;
  throw ambiguousFunction(name);
}

/** `public.fn(a => _args.a, ...)` with the arguments read from one JSON bind parameter. */
function callSql(
  routine: Routine,
  args: Record<string, unknown>,
  params: Params,
): { from: string; call: string } {
  const given = routine.args.filter((a) => Object.hasOwn(args, a.name));
  const fn = `"public".${ident(routine.name)}`;
  if (given.length === 0) return { from: '', call: `${fn}()` };
  const columns = given.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  const from = `json_to_record(${params.add(JSON.stringify(args))}::json) as _args(${columns})`;
  const call = `${fn}(${given.map((a) => `${ident(a.name)} => _args.${ident(a.name)}`).join(', ')})`;
  return { from, call };
}

/** GET|HEAD|POST /rpc/<fn>: calls a function of the public schema with named arguments. */
export async function callFunction(req: RestRequest, name: string): Promise<Response> {
  const method = req.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  }
  const viaPost = method === 'POST';
  const head = method === 'HEAD';
  const accept = negotiateAccept(req.header);
  const prefs = parsePreferences(req.header);
  let postArgs: Record<string, unknown> = {};
  if (viaPost) {
    const body = await readJsonBody(req, {});
    if (!isPlainObject(body)) throw invalidBody('Function arguments must be a JSON object');
    postArgs = body;
  }

  await limitCall(req, 'rpc', name);
  const outcome = await runRequest(
    req,
    async (tx) => {
      let q: QueryParams;
      let args: Record<string, unknown>;
      if (viaPost) {
        q = parseQueryParams(req.pairs);
        args = postArgs;
      } else {
        // GET: query parameters named like an argument are arguments, the rest are filters.
        const all = await req.catalog.routine(tx, name, () => true);
        const argNames = new Set(all.flatMap((r) => r.args.map((a) => a.name)));
        q = parseQueryParams(req.pairs, argNames);
        args = Object.fromEntries(q.plain);
      }
      const keys = Object.keys(args);
      const found = choose(await req.catalog.routine(tx, name, fits(keys)), name, keys);
      if (!found) throw await functionMissing(req, tx, name, keys, viaPost);
      const routine = found;
      const range = effectiveRange(
        viaPost ? null : parseRangeHeader(req.header),
        q.limit,
        q.offset,
      );
      const params = new Params();
      const { from, call } = callSql(routine, args, params);

      if (routine.returns !== 'composite' && (q.conditions.length > 0 || q.order.length > 0)) {
        throw notImplemented(
          'Filters and order apply only to functions that return rows of columns.',
        );
      }
      const fromSql = from ? ` from ${from}` : '';
      if (routine.returns === 'void') {
        await tx.query(`select ${call}${fromSql}`, params.values);
        return { kind: 'void' } as const;
      }
      if (routine.returns === 'scalar' && !routine.returnsSet) {
        const { rows } = await tx.query<{ body: string | null }>(
          `select to_json(${call})::text as body${fromSql}`,
          params.values,
        );
        return { kind: 'scalar', body: rows[0]?.body ?? 'null' } as const;
      }

      // Rows: the call is materialised once, then read like a table (filters, order, range, count).
      const scalarSet = routine.returns === 'scalar';
      const columns = scalarSet ? [{ name: routine.name, type: '' }] : routine.columns;
      const source = { label: routine.name, columns };
      const alias = scalarSet ? `_r(${ident(routine.name)})` : '_r';
      const prefix = `_call as materialized (select _r.* from ${from ? `${from}, ` : ''}${call} as ${alias}), `;
      const proj: Projection = scalarSet
        ? { inner: `_t.${ident(routine.name)}`, row: `_src.${ident(routine.name)}` }
        : projection(q.select, source, params);
      const shape = routine.returnsSet ? accept.shape : 'object';
      const sql = readSql(
        {
          prefix,
          from: '_call as _t',
          where: whereSql(q.conditions, source, params),
          order: orderSql(q.order, source),
          offset: range.offset,
          limit: range.limit,
          projection: proj,
          body: head ? null : bodySql(proj.row, shape, accept.stripNulls),
          count: prefs.count,
        },
        params,
      );
      const { rows } = await tx.query<PageResult>(sql, params.values);
      return {
        kind: 'rows',
        result: rows[0]!,
        offset: range.offset,
        setOf: routine.returnsSet,
      } as const;
    },
    !viaPost,
  );

  if (outcome.kind === 'void') return send(204, null, responseHeaders(req, {}));
  if (outcome.kind === 'scalar') {
    const headers = responseHeaders(req, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Range': contentRange(0, 0, null),
    });
    return send(200, head ? null : outcome.body, headers);
  }
  if (!outcome.setOf) {
    const headers = responseHeaders(req, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Range': contentRange(0, 0, null),
    });
    return send(200, head ? null : outcome.result.body, headers);
  }
  return readResponse(req, outcome.result, outcome.offset, prefs.count, accept, prefs.applied);
}
