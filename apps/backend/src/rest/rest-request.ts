import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { runAs, type Caller } from '../db/request-context';
import type { Catalog } from './catalog';
import { BodyTooLargeError, formatBytes, MB } from '../http/body-limit';
import { jsonInputProblem } from '../http/json-input';
import {
  aggregatesNotAllowed,
  functionNotFound,
  invalidBody,
  RestError,
  tableNotFound,
  unsupportedMediaType,
} from './errors';
import { closest } from './fuzzy';
import type { Condition } from './filter-parser';
import { parseQueryParams, type QueryParams } from './query-params';
import { usesAggregates } from './select-parser';

/** One table API request after the caller is known: what the handlers work from. */
export interface RestRequest {
  ctx: AppContext;
  catalog: Catalog;
  caller: Caller;
  /** The client's address, for the limits of abuse-limits.ts. */
  ip: string;
  method: string;
  pairs: [string, string][];
  /** The query string as sent (without `?`), `pairs` before decoding. */
  rawQuery: string;
  header: (name: string) => string | undefined;
  /** The schema the request reads or writes (Accept-Profile/Content-Profile, else the first exposed). */
  schema: string;
  /** A profile header was sent: the schema is echoed as Content-Profile. */
  profile: boolean;
  /** The body as text, read through the table API's byte cap (BodyTooLargeError past it). */
  readBody: () => Promise<string>;
}

/**
 * Runs `fn` as the caller. `readOnly` (function calls through GET and HEAD, as PostgREST
 * does) makes Postgres refuse any write; table reads are plain SELECTs and skip that round trip.
 */
export async function runRequest<T>(
  req: RestRequest,
  fn: (tx: Queryable) => Promise<T>,
  readOnly = false,
  rollback = false,
): Promise<T> {
  if (!rollback) {
    return runAs(req.ctx.db, req.caller, async (tx) => {
      if (readOnly) await tx.exec('set transaction read only');
      return fn(tx);
    });
  }
  // Prefer: tx=rollback: the answer is computed, then the transaction is undone.
  const undo = new RolledBack<T>();
  try {
    await runAs(req.ctx.db, req.caller, async (tx) => {
      if (readOnly) await tx.exec('set transaction read only');
      undo.value = await fn(tx);
      throw undo;
    });
  } catch (err) {
    if (err === undo) return undo.value as T;
    throw err;
  }
  throw new Error('unreachable: a rolled back request always throws');
}

class RolledBack<T> extends Error {
  value: T | undefined;
}

export function responseHeaders(
  req: RestRequest,
  extra: Record<string, string>,
  applied: string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = { ...extra };
  if (req.profile) headers['Content-Profile'] = req.schema;
  if (applied.length > 0) headers['Preference-Applied'] = applied.join(', ');
  return headers;
}

/** Far above any row this product writes; keeps one request from holding the server's memory. */
export const REST_BODY_LIMIT = 5 * MB;

/** The JSON body of a write; empty or unreadable JSON is PGRST102. */
export async function readJsonBody(req: RestRequest, emptyAs?: unknown): Promise<unknown> {
  const type = (req.header('content-type') ?? 'application/json')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json')) throw unsupportedMediaType(type);
  let text: string;
  try {
    text = await req.readBody();
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      throw new RestError(
        413,
        'PGRST102',
        'Request body is too large',
        `The limit is ${formatBytes(err.limit)}`,
      );
    }
    throw err;
  }
  if (text.trim() === '' && emptyAs !== undefined) return emptyAs;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  const problem = jsonInputProblem(value);
  if (problem) throw invalidBody(problem);
  return value;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every column name a query mentions, so a stale catalog entry is re-read before failing. */
export function mentionedColumns(q: QueryParams, extra: Iterable<string> = []): string[] {
  const names = [...extra];
  const embeds = new Set(q.select.flatMap((i) => (i.kind === 'embed' ? [i.alias ?? i.name] : [])));
  for (const s of q.select) if (s.kind === 'column' && s.name !== '*') names.push(s.name);
  for (const o of q.order) names.push(o.column);
  const walk = (c: Condition) => {
    if (c.kind === 'logic') c.children.forEach(walk);
    else if (!embeds.has(c.filter.column)) names.push(c.filter.column);
  };
  q.conditions.forEach(walk);
  if (q.columns) names.push(...q.columns);
  if (q.onConflict) names.push(...q.onConflict);
  return names;
}

/** The query string of a request; aggregates only when the operator enabled them (PGRST123). */
export function requestQuery(req: RestRequest, argNames?: ReadonlySet<string>): QueryParams {
  const q = parseQueryParams(req.pairs, argNames);
  if (!req.ctx.config.rest.aggregates && usesAggregates(q.select)) throw aggregatesNotAllowed();
  return q;
}

/** PGRST205 with PostgREST's "Perhaps you meant the table ..." hint when a name is close. */
export async function tableMissing(
  req: RestRequest,
  tx: Queryable,
  name: string,
): Promise<RestError> {
  return tableNotFound(
    name,
    closest(name, await req.catalog.relationNames(tx), 0.75),
    req.catalog.schema,
  );
}

/**
 * PGRST202 with PostgREST's hint: the closest argument list when the function exists,
 * else the closest function name.
 */
export async function functionMissing(
  req: RestRequest,
  tx: Queryable,
  name: string,
  keys: string[],
  viaPost: boolean,
): Promise<RestError> {
  const overloads = await req.catalog.routine(tx, name, () => true);
  const asList = (names: string[]) => `(${[...names].sort().join(', ')})`;
  let suggestion: string | null;
  if (overloads.length > 0) {
    const lists = overloads.map((r) => asList(r.args.map((a) => a.name)));
    const best = closest(asList(keys), lists, 0.33);
    suggestion = best === null ? null : `${name}${best}`;
  } else {
    suggestion = closest(name, await req.catalog.routineNames(tx), 0.75);
  }
  return functionNotFound(name, keys, viaPost, suggestion, req.catalog.schema);
}
