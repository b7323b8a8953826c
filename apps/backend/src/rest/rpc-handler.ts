import { limitCall } from './abuse-limits';
import { EmbedBuilder, resolveEmbeds } from './embed';
import {
  ambiguousFunction,
  invalidBody,
  maxAffectedViolation,
  notImplemented,
  RestError,
} from './errors';
import type { QueryParams } from './query-params';
import {
  effectiveRange,
  negotiateAccept,
  parsePreferences,
  parseRangeHeader,
} from './request-headers';
import { functionMissing } from './names';
import { contentRange, responseHeaders, send } from './respond';
import { readResponse, type PageResult } from './read-handler';
import { isPlainObject, readJsonBody, type RestRequest, requestQuery } from './rest-request';
import type { Routine, SchemaSnapshot } from './schema-cache';
import { runRequest } from './transaction';
import { explainStatement, planResponse } from './explain';
import {
  bodySql,
  ident,
  orderSql,
  Params,
  readSql,
  whereSql,
  type Projection,
  type Source,
} from './sql';

/**
 * Does `r` take exactly these argument names, as PostgREST's findProc decides: every
 * argument without a default given, nothing that is not an argument. Types play no part.
 */
function matchesKeys(r: Routine, keys: ReadonlySet<string>): boolean {
  if (r.args.length === 0) return keys.size === 0;
  const names = new Set(r.args.map((a) => a.name));
  for (const k of keys) if (!names.has(k)) return false;
  return r.args.every((a) => a.hasDefault || keys.has(a.name));
}

/** One unnamed json/jsonb argument: a POST with a JSON body may pass the whole body to it. */
const takesWholeBody = (r: Routine) =>
  r.args.length === 1 && r.args[0]!.name === '' && ['json', 'jsonb'].includes(r.args[0]!.type);

/**
 * The overload to call: the one whose names match, else (POST only) the one function with a
 * single unnamed json argument; several candidates are PGRST203, none is null.
 */
export function chooseRoutine(
  overloads: readonly Routine[],
  keys: ReadonlySet<string>,
  viaPost: boolean,
): Routine | null {
  const named = overloads.filter((r) => matchesKeys(r, keys));
  const fallback = viaPost ? overloads.filter((r) => !named.includes(r) && takesWholeBody(r)) : [];
  const candidates = named.length > 0 ? named : fallback;
  if (candidates.length === 0) return null;
  if (candidates.length > 1) throw ambiguousFunction(candidates);
  return candidates[0]!;
}

/** `public.fn(a => _args.a, ...)` with the arguments read from one JSON bind parameter. */
function callSql(
  routine: Routine,
  args: Record<string, unknown>,
  params: Params,
  wholeBody: string | null,
): { from: string; call: string } {
  const fn = `${ident(routine.schema)}.${ident(routine.name)}`;
  const only = routine.args.length === 1 ? routine.args[0]! : null;
  if (only && only.name === '') {
    // PostgREST passes the whole body to a function of one unnamed parameter, cast to its type.
    return { from: '', call: `${fn}(${params.add(wholeBody)}::${only.type})` };
  }
  const given = routine.args.filter((a) => Object.hasOwn(args, a.name));
  if (given.length === 0) return { from: '', call: `${fn}()` };
  const columns = given.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  const from = `json_to_record(${params.add(JSON.stringify(args))}::json) as _args(${columns})`;
  const call = `${fn}(${given.map((a) => `${ident(a.name)} => _args.${ident(a.name)}`).join(', ')})`;
  return { from, call };
}

/**
 * The call a request makes against `schema`: its query, its arguments (GET: query parameters
 * named like an argument of some overload), and the overload they pick (null: none does).
 */
function resolveCall(
  schema: SchemaSnapshot,
  req: RestRequest,
  name: string,
  viaPost: boolean,
  postArgs: Record<string, unknown>,
): { q: QueryParams; args: Record<string, unknown>; keys: string[]; routine: Routine | null } {
  const all = schema.routines.get(name) ?? [];
  let q: QueryParams;
  let args: Record<string, unknown>;
  if (viaPost) {
    q = requestQuery(req);
    args = postArgs;
  } else {
    const argNames = new Set(all.flatMap((r) => r.args.map((a) => a.name)));
    q = requestQuery(req, argNames);
    args = Object.fromEntries(q.plain);
  }
  const keys = Object.keys(args);
  const keySet = new Set(keys);
  const overloads = all.filter((r) => matchesKeys(r, keySet) || (viaPost && takesWholeBody(r)));
  return { q, args, keys, routine: chooseRoutine(overloads, keySet, viaPost) };
}

/** GET|HEAD|POST /rpc/<fn>: calls a function of the public schema with named arguments. */
export async function callFunction(req: RestRequest, name: string): Promise<Response> {
  const method = req.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  }
  const viaPost = method === 'POST';
  const head = method === 'HEAD';
  const accept = negotiateAccept(req.header, req.ctx.config.rest.planEnabled);
  const prefs = parsePreferences(req.header);
  // Prefer: tx=rollback (DB_TX_END=commit-allow-override): the call's effects are undone.
  const rollback = prefs.txRollback && req.ctx.config.rest.txAllowOverride;
  if (rollback) prefs.applied.push('tx=rollback');
  let postArgs: Record<string, unknown> = {};
  if (viaPost) {
    const body = await readJsonBody(req, {});
    if (!isPlainObject(body)) throw invalidBody('Function arguments must be a JSON object');
    postArgs = body;
  }

  await limitCall(req, 'rpc', name);
  // A function the cache does not know, or no overload of it taking these arguments, may
  // have been created a moment ago: the cache settles once. An unknown name settles before
  // the query is parsed, since which query parameters are arguments depends on the function.
  const cache = req.ctx.schemaCache;
  let schema = cache.current(req.schema) ?? (await cache.snapshot(req.schema));
  let settled = false;
  if (!schema.routines.has(name)) {
    await cache.settle();
    schema = await cache.snapshot(req.schema);
    settled = true;
  }
  let resolved = resolveCall(schema, req, name, viaPost, postArgs);
  if (!resolved.routine && !settled) {
    await cache.settle();
    schema = await cache.snapshot(req.schema);
    resolved = resolveCall(schema, req, name, viaPost, postArgs);
  }
  const { q, args, keys, routine } = resolved;
  if (!routine) throw functionMissing(schema, name, keys, viaPost);
  const outcome = await runRequest(
    req,
    async (tx) => {
      const range = effectiveRange(
        viaPost ? null : parseRangeHeader(req.header),
        q.limit,
        q.offset,
      );
      const params = new Params();
      const { from, call } = callSql(routine, args, params, JSON.stringify(args));

      if (routine.returns !== 'composite' && (q.conditions.length > 0 || q.order.length > 0)) {
        throw notImplemented(
          'Filters and order apply only to functions that return rows of columns.',
        );
      }
      const fromSql = from ? ` from ${from}` : '';
      // As PostgREST: the rows a call returned are what it affected (one for a scalar or void).
      const limitAffected = (rows: number) => {
        if (prefs.maxAffected !== null && rows > prefs.maxAffected)
          throw maxAffectedViolation(rows);
      };
      const explain = accept.plan;
      if (routine.returns === 'void') {
        const sql = `select ${call}${fromSql}`;
        if (explain)
          return {
            kind: 'plan',
            body: await explainStatement(tx, explain, sql, params.values),
          } as const;
        await tx.query(sql, params.values);
        limitAffected(1);
        return { kind: 'void' } as const;
      }
      if (routine.returns === 'scalar' && !routine.returnsSet) {
        const sql = `select to_json(${call})::text as body${fromSql}`;
        if (explain)
          return {
            kind: 'plan',
            body: await explainStatement(tx, explain, sql, params.values),
          } as const;
        const { rows } = await tx.query<{ body: string | null }>(sql, params.values);
        limitAffected(1);
        return { kind: 'scalar', body: rows[0]?.body ?? 'null' } as const;
      }

      // Rows: the call is materialised once, then read like a table (filters, order, range, count).
      const scalarSet = routine.returns === 'scalar';
      const columns = scalarSet ? [{ name: routine.name, type: '' }] : routine.columns;
      // A function returning rows of a table embeds from that table and has its computed
      // fields, as PostgREST does.
      const returned = routine.returnTable
        ? (schema.relations.get(routine.returnTable) ?? null)
        : null;
      const source: Source = {
        label: routine.name,
        columns,
        computed: returned?.computed ?? [],
        schema: routine.schema,
      };
      const alias = scalarSet ? `_r(${ident(routine.name)})` : '_r';
      const prefix = `_call as materialized (select _r.* from ${from ? `${from}, ` : ''}${call} as ${alias}), `;
      const embeds = returned ? resolveEmbeds(schema, returned, q) : new Map();
      const builder = new EmbedBuilder(params);
      const proj: Projection = scalarSet
        ? {
            inner: `_t.${ident(routine.name)}`,
            joins: '',
            groupBy: '',
            row: `_src.${ident(routine.name)}`,
            keys: [routine.name],
            plain: false,
          }
        : builder.projection(q.select, source, embeds);
      const shape = routine.returnsSet ? accept.shape : 'object';
      const sql = readSql(
        {
          prefix,
          from: '_call as _t',
          where: [whereSql(q.conditions, source, params), ...builder.innerJoins(embeds, '_t')].join(
            ' and ',
          ),
          order: orderSql(q.order, source, params),
          offset: range.offset,
          limit: range.limit,
          projection: proj,
          body: head
            ? null
            : bodySql(proj.row, shape, accept.stripNulls, { keys: proj.keys, params }),
          count: prefs.count,
        },
        params,
      );
      if (explain)
        return {
          kind: 'plan',
          body: await explainStatement(tx, explain, sql, params.values),
        } as const;
      const { rows } = await tx.query<PageResult>(sql, params.values);
      limitAffected(rows[0]!.page_count);
      return {
        kind: 'rows',
        result: rows[0]!,
        offset: range.offset,
        setOf: routine.returnsSet,
      } as const;
    },
    !viaPost,
    rollback,
  );
  if (outcome.kind === 'plan') return planResponse(req, accept, outcome.body);

  const total = prefs.count ? 1 : null;
  if (outcome.kind === 'void')
    return send(
      204,
      null,
      responseHeaders(req, { 'Content-Range': contentRange(0, 0, total) }, prefs.applied),
    );
  if (outcome.kind === 'scalar' || !outcome.setOf) {
    const single = outcome.kind === 'scalar' ? null : outcome.result;
    const headers = responseHeaders(
      req,
      {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Range': contentRange(
          0,
          0,
          single ? (prefs.count ? (single.total ?? 0) : null) : total,
        ),
      },
      prefs.applied,
    );
    const body = outcome.kind === 'scalar' ? outcome.body : outcome.result.body;
    return send(200, head ? null : body, headers);
  }
  return readResponse(req, outcome.result, outcome.offset, prefs.count, accept, prefs.applied);
}
