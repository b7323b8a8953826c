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

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
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
