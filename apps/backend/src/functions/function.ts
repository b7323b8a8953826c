import type { AppContext } from '../context';
import type { Caller } from '../db/request-context';
import { BodyTooLargeError } from '../http/body-limit';
import { jsonInputProblem } from '../http/json-input';

/** What a function gets besides the web-standard Request: the caller and the server's services. */
export interface FunctionEnv {
  ctx: AppContext;
  /** Resolved from the bearer token (anon when only the anon key was sent). */
  caller: Caller;
  /** The caller's raw bearer token, for calling back into the API as them. */
  token: string;
  /** The client's IP address, for rate limits. */
  ip: string;
}

/** A serverless function: one file each, mounted at /functions/v1/<name>. */
export type EdgeFunction = (req: Request, env: FunctionEnv) => Promise<Response>;

/** A function's successful answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The one shape every function failure has (supabase-js hands a non-2xx answer to the app
 * as a FunctionsHttpError whose `context` is this Response): `error`, the text the product
 * shows, the field the web app and the plugin read (Supabase's own function examples answer
 * `{ error }`); `code`, a stable word a program can test. `extra` carries details a client
 * needs beside them (the usage of a refused generation).
 */
export interface FunctionErrorBody {
  code: string;
  error: string;
}

/** The code of a failure that has no more precise one: the status in words. */
const STATUS_CODES: Readonly<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  422: 'unprocessable',
  429: 'too_many_requests',
  500: 'internal_error',
  502: 'upstream_failed',
  503: 'unavailable',
};

/** A failed function call: `status`, the product's words, and a code (else the status's). */
export function functionError(
  status: number,
  error: string,
  code: string = STATUS_CODES[status] ?? 'error',
  extra: Record<string, unknown> = {},
): Response {
  return json({ ...extra, code, error } satisfies FunctionErrorBody, status);
}

/** HTTP methods a function may accept. */
export type FunctionMethod = 'GET' | 'POST';

/**
 * A function that accepts only `methods`: any other method is answered 405 with `wrongMethod`
 * before the function runs (and before its body is read).
 */
export function edgeFunction(
  methods: readonly FunctionMethod[],
  wrongMethod: string,
  run: EdgeFunction,
): EdgeFunction {
  const allowed: ReadonlySet<string> = new Set(methods);
  return (req, env) =>
    allowed.has(req.method) ? run(req, env) : Promise.resolve(functionError(405, wrongMethod));
}

/** A body the database could not store (NUL characters, deep nesting): the router answers 400. */
export class UnstorableBodyError extends Error {}

/**
 * Reads a JSON object body, or null when the body is not a JSON object. A body past the
 * function's byte cap throws BodyTooLargeError (413), one with text Postgres cannot store
 * or nested too deep throws UnstorableBodyError (400), both answered by the router.
 */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | null> {
  let body: unknown;
  try {
    body = await req.json();
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw err;
    return null;
  }
  const problem = jsonInputProblem(body, { text: true });
  if (problem) throw new UnstorableBodyError(problem);
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}
