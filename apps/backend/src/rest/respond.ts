import { DatabaseBusyError } from '../db/database';
import type { ApiRole } from '../keys';
import { fromDatabaseError, isDatabaseError, RestError, unexpectedError } from './errors';
import { log } from '../log/logger';
import type { RestRequest } from './rest-request';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A response whose body Postgres already serialised (or none, for HEAD and 204), sent as is.
 * Its Content-Length lets compression skip small answers (under 1 KB gzip costs more time
 * than the bytes it saves on a table row or five).
 */
export function send(
  status: number,
  body: string | null,
  headers: Record<string, string>,
): Response {
  const text = status === 204 ? null : body;
  const sized =
    text === null ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(text)) };
  return new Response(text, { status, headers: sized });
}

export function errorResponse(err: RestError, head = false): Response {
  return send(err.status, head ? null : JSON.stringify(err.body()), {
    'Content-Type': JSON_TYPE,
    ...err.headers,
  });
}

/** Any failure to PostgREST's error answer; what is not the client's doing is logged, never shown. */
export function failureResponse(
  err: unknown,
  role: ApiRole,
  what: string,
  head: boolean,
): Response {
  if (err instanceof RestError) return errorResponse(err, head);
  if (err instanceof DatabaseBusyError) {
    const busy = new RestError(503, 'PGRST003', err.message, null, null, {
      'Retry-After': String(err.retryAfterSeconds),
    });
    return errorResponse(busy, head);
  }
  if (isDatabaseError(err)) {
    const mapped = fromDatabaseError(err, role);
    if (mapped.message !== err.message)
      log.error({ what, code: err.code, detail: err.message }, 'table API database error');
    return errorResponse(mapped, head);
  }
  log.error({ err, what }, 'table API request failed');
  return errorResponse(unexpectedError(), head);
}

/** Content-Range as PostgREST writes it: `0-4/42`, `*\/42` when nothing is in range, `/*` without a count. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** The headers of an answer: Content-Profile when a profile was asked for, Preference-Applied. */
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
