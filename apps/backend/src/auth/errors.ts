import { DatabaseBusyError } from '../db/database';
import type { Context } from 'hono';
import { log } from '../log/logger';

/**
 * An error the auth API answers with, in the hosted service's (GoTrue's) words. Two JSON
 * shapes exist upstream: the legacy `{code: <status>, error_code, msg}` and, when the request
 * carries `X-Supabase-Api-Version: 2024-01-01` or later (supabase-js always sends it),
 * `{code: <error_code>, message}`. OAuth-style errors (`{error, error_description}`) are used
 * by the token endpoint for a few request problems, as upstream does.
 */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: {
      weakPasswordReasons?: string[];
      oauth?: { error: string; description: string };
    } = {},
  ) {
    super(message);
  }
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = Date.UTC(2024, 0, 1);

/** The request's API version when it is a valid date on or after 2024-01-01, else null (legacy). */
export function requestApiVersion(c: Context): string | null {
  const raw = c.req.header(API_VERSION_HEADER)?.trim();
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const time = Date.parse(`${raw}T00:00:00Z`);
  if (!Number.isFinite(time) || time < API_VERSION_2024) return null;
  return '2024-01-01';
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const validationFailed = (message: string) =>
  new AuthApiError(400, 'validation_failed', message);
export const unprocessable = (code: string, message: string) =>
  new AuthApiError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const notFound = (code: string, message: string) => new AuthApiError(404, code, message);
export const tooManyRequests = (
  code: 'over_request_rate_limit' | 'over_email_send_rate_limit',
  message: string,
) => new AuthApiError(429, code, message);

export const invalidCredentials = () =>
  badRequest('invalid_credentials', 'Invalid login credentials');
export const requestRateLimited = () =>
  tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
export const emailRateLimited = () =>
  tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');

/** Writes the error in the shape the caller's API version selects. */
export function errorResponse(c: Context, err: AuthApiError): Response {
  const version = requestApiVersion(c);
  const headers: Record<string, string> = { 'x-sb-error-code': err.errorCode };
  if (version) headers[API_VERSION_HEADER] = version;
  const reasons = err.extra.weakPasswordReasons;
  const weak = reasons ? { weak_password: { reasons } } : {};
  let body: Record<string, unknown>;
  if (err.extra.oauth) {
    body = { error: err.extra.oauth.error, error_description: err.extra.oauth.description };
  } else if (version) {
    body = { code: err.errorCode, message: err.message, ...weak };
  } else {
    body = { code: err.status, error_code: err.errorCode, msg: err.message, ...weak };
  }
  return c.json(body, err.status as 400, headers);
}

/** Any other failure: logged, answered as GoTrue answers an internal error, never with details. */
export function unexpectedErrorResponse(c: Context, err: unknown): Response {
  if (err instanceof DatabaseBusyError) {
    c.header('Retry-After', String(err.retryAfterSeconds));
    return errorResponse(c, new AuthApiError(503, 'request_timeout', err.message));
  }
  log.error({ err, method: c.req.method, path: c.req.path }, 'auth request failed');
  return errorResponse(c, new AuthApiError(500, 'unexpected_failure', 'Internal Server Error'));
}
