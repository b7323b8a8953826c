import type { AppContext } from '../context';
import type { Caller } from '../db/request-context';
import { BodyTooLargeError, formatBytes, MB } from '../http/body-limit';
import { jsonInputProblem } from '../http/json-input';
import { invalidBody, RestError, unsupportedMediaType } from './errors';
import type { QueryParams } from './query-params';
import { parseQuery, type ReadRequest } from './read-plan';

/*
 * The request as the handlers read it: who calls, what it names, its body. Planning is
 * in read-plan.ts and names.ts, running in transaction.ts, answering in respond.ts.
 */

/** One table API request after the caller is known: what the handlers work from. */
export interface RestRequest {
  ctx: AppContext;
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

/** The query string of a request; aggregates only when the operator enabled them (PGRST123). */
export function requestQuery(req: RestRequest, argNames?: ReadonlySet<string>): QueryParams {
  return parseQuery(req.pairs, req.ctx.config.rest.aggregates, argNames);
}

/** The parts of the request a read's plan depends on. */
export function readRequest(req: RestRequest): ReadRequest {
  return {
    method: req.method,
    pairs: req.pairs,
    header: req.header,
    aggregates: req.ctx.config.rest.aggregates,
    planEnabled: req.ctx.config.rest.planEnabled,
  };
}
