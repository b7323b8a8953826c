import type { AppContext } from '../context';
import type { Caller } from '../db/request-context';
import { BodyTooLargeError } from '../http/body-limit';

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

/**
 * Reads a JSON object body, or null when the body is not a JSON object. A body past the
 * function's byte cap still throws BodyTooLargeError, which the router answers with 413.
 */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await req.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw err;
    return null;
  }
}
