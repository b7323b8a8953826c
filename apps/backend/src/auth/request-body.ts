import type { Context } from 'hono';
import { AuthApiError, badRequest, validationFailed } from './errors';
import { BodyTooLargeError, readCappedText } from '../http/body-limit';
import { jsonInputProblem } from '../http/json-input';

/** Bodies of the auth API are small JSON objects; anything larger is refused unread. */
export const MAX_BODY_BYTES = 256 * 1024;

export type Params = Record<string, unknown>;

const tooLarge = () =>
  new AuthApiError(
    413,
    'request_entity_too_large',
    `Request body too large (max ${MAX_BODY_BYTES} bytes)`,
  );

async function readCapped(c: Context): Promise<string> {
  try {
    return await readCappedText(c.req.raw, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw tooLarge();
    throw err;
  }
}

/**
 * The request's parameters as GoTrue reads them: a JSON object body (form bodies are
 * accepted too, as Go's FormValue does for /token). Empty bodies give an empty object.
 */
export async function readParams(c: Context): Promise<Params> {
  const text = await readCapped(c);
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = Object.fromEntries(new URLSearchParams(text));
    checkStorable(form);
    return form;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('bad_json', 'Could not parse request body as JSON: invalid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  }
  checkStorable(value);
  return value as Params;
}

/** Nesting this deep is no user's metadata; refusing it keeps the database's JSON parser safe. */
const MAX_JSON_DEPTH = 32;

/**
 * Postgres cannot store NUL characters or unpaired surrogates in jsonb and refuses very deep documents;
 * such bodies are refused here with a 400 instead of failing in the database.
 */
function checkStorable(value: unknown): void {
  const problem = jsonInputProblem(value, { maxDepth: MAX_JSON_DEPTH, text: true });
  if (problem) throw validationFailed(problem);
}

/** An optional string field; a value of another type is a 400 as GoTrue's JSON decoding gives. */
export function optionalString(params: Params, key: string): string {
  const value = params[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${key} must be a string`);
  }
  return value;
}

/** An optional boolean field (admin API). */
export function optionalBoolean(params: Params, key: string): boolean | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${key} must be a boolean`);
  }
  return value;
}

/** An optional JSON object field (user metadata); null means absent. */
export function optionalObject(params: Params, key: string): Record<string, unknown> | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${key} must be an object`);
  }
  return value as Record<string, unknown>;
}

/** Email as GoTrue validates it: required, at most 255 characters, a plausible address; lower-cased. */
export function validateEmail(raw: string): string {
  const email = raw.trim();
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!/^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}
