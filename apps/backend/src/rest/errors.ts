import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiRole } from '../keys';
import { isSessionEndedError } from '../http/session-liveness';

/** PostgREST's error body: every failure of the table API answers in this shape. */
export interface RestErrorBody {
  code: string;
  message: string;
  /** Text, or (PGRST201) the list of candidate relationships. */
  details: string | Record<string, string>[] | null;
  hint: string | null;
}

/** A failure with the status and body PostgREST gives it; thrown anywhere, answered by the routes. */
export class RestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: RestErrorBody['details'] = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  withHeaders(headers: Record<string, string>): RestError {
    return new RestError(this.status, this.code, this.message, this.details, this.hint, {
      ...this.headers,
      ...headers,
    });
  }

  body(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

// Request errors (PGRST1xx) -------------------------------------------------------------

/** PGRST100: a query parameter did not parse; `message` and `details` as Parsec words them. */
export const queryParamError = (message: string, details: string) =>
  new RestError(400, 'PGRST100', message, details);

export const invalidBody = (message: string) => new RestError(400, 'PGRST102', message);

export const invalidRange = (details: string) =>
  new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);

export const unacceptableSchema = (schema: string, exposed: readonly string[]) =>
  new RestError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    `Only the following schemas are exposed: ${exposed.join(', ')}`,
  );

export const mediaTypeError = (types: string[]) =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);

export const unsupportedMediaType = (type: string) =>
  new RestError(415, 'PGRST107', `None of these media types are available: ${type}`);

export const notEmbedded = (resource: string) =>
  new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );

export const singularityError = (rows: number) =>
  new RestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );

export const unsupportedMethod = (method: string) =>
  new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

export const invalidPreferences = (prefs: string[]) =>
  new RestError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${prefs.join(', ')}`,
  );

export const maxAffectedViolation = (rows: number) =>
  new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );

export const aggregatesNotAllowed = () =>
  new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

export const invalidPath = () =>
  new RestError(404, 'PGRST125', 'Invalid path specified in request URL');

/** PGRST127: valid PostgREST syntax this server does not implement (embedding, casts, json paths...). */
export const notImplemented = (details: string) =>
  new RestError(400, 'PGRST127', 'Feature not implemented', details);

// Schema cache errors (PGRST2xx) --------------------------------------------------------

export const functionNotFound = (
  name: string,
  args: string[],
  viaPost: boolean,
  suggestion: string | null = null,
  schema = 'public',
) => {
  const func = `${schema}.${name}`;
  const sorted = [...args].sort();
  const list = sorted.join(', ');
  const message = `Could not find the function ${func}${sorted.length === 0 ? ' without parameters' : `(${list})`} in the schema cache`;
  const searched =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${list}`;
  const details = `Searched for the function ${func}${searched}${viaPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`;
  const hint = suggestion ? `Perhaps you meant to call the function ${schema}.${suggestion}` : null;
  return new RestError(404, 'PGRST202', message, details, hint);
};

/** PGRST203 (status 300): the candidates as PostgREST lists them, `public.fn(a => integer)`. */
export const ambiguousFunction = (
  candidates: { schema: string; name: string; args: { name: string; type: string }[] }[],
) =>
  new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${candidates
      .map(
        (r) => `${r.schema}.${r.name}(${r.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`,
      )
      .join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );

export const columnNotFound = (relation: string, column: string) =>
  new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${relation}' in the schema cache`,
  );

export const tableNotFound = (name: string, suggestion: string | null = null, schema = 'public') =>
  new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );

/** What Postgres itself answers for an unknown column; checked against the catalog before any SQL runs. */
export const undefinedColumn = (relation: string, column: string) =>
  new RestError(400, '42703', `column ${relation}.${column} does not exist`);

// Gateway and JWT errors ------------------------------------------------------------------

/** The hosted gateway's answer without an API key: no `code`, only message and hint. */
export const NO_API_KEY_BODY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
};

export const INVALID_API_KEY_BODY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};

export const jwtError = (message: string, expired: boolean) =>
  new RestError(401, expired ? 'PGRST303' : 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/["\\]/g, '')}"`,
  });

// Database errors -------------------------------------------------------------------------

interface PgLikeError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isDatabaseError(err: unknown): err is PgLikeError {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as Record<string, unknown>;
  return (
    typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.message === 'string'
  );
}

/**
 * SQLSTATEs whose message, detail and hint PostgREST passes on and that speak only of the
 * request's own values, constraints and privileges, with the status PostgREST gives them.
 * Anything else (a syntax error would mean a bug here, internal errors...) is logged and
 * answered in plain words, so no SQL or server detail ever reaches a client.
 */
function passThroughStatus(code: string, role: ApiRole): ContentfulStatusCode | null {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code.startsWith('23')) return 400; // check, not-null, exclusion...
  if (code.startsWith('22')) return 400; // invalid input syntax, out of range...
  if (code === 'P0001') return 400; // raise exception in a function
  // PostgREST's convention: a function raising SQLSTATE 'PT4xx' answers with that status.
  if (/^PT4\d\d$/.test(code)) return Number(code.slice(2)) as ContentfulStatusCode;
  // Undefined column, datatype mismatch, indeterminate type, ambiguous function, undefined object
  // (an unknown text search language): all name only what the request itself said.
  if (['42703', '42804', '42P18', '42725', '42704'].includes(code)) return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405; // a write through GET
  if (code === '0P000' || code.startsWith('28') || code.startsWith('0L')) return 403;
  return null;
}

const TRANSIENT = ['08', '53', '57', '40'];

/** Maps an error Postgres raised while serving a request to PostgREST's answer. */
export function fromDatabaseError(err: PgLikeError, role: ApiRole): RestError {
  // The caller prelude found the token's session ended: the answer an ended session gets.
  if (isSessionEndedError(err)) return jwtError(err.message, false);
  const status = passThroughStatus(err.code, role);
  if (status !== null) {
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new RestError(
      status,
      err.code,
      err.message,
      err.detail ?? null,
      err.hint ?? null,
      headers,
    );
  }
  if (TRANSIENT.some((prefix) => err.code.startsWith(prefix))) {
    return new RestError(
      503,
      err.code,
      'The database is busy or unavailable right now. Please try again.',
    );
  }
  return new RestError(400, err.code, 'The database could not process this request.');
}

/** For anything that is neither a RestError nor a database error: a server fault, logged by the caller. */
export const unexpectedError = () =>
  new RestError(
    503,
    'PGRSTX00',
    'The server could not complete this request. Please try again later.',
  );
