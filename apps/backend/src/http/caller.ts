import type { AppContext } from '../context';
import type { Caller } from '../db/request-context';
import { InvalidJwtError, type ApiRole } from '../keys';
import { pluginSessionEnded } from '../plugin-link/plugin-sessions';
import { SESSION_ENDED_MESSAGE, sessionIsLive } from './session-liveness';

export type CallerProblem =
  | { kind: 'no-api-key'; message: 'No API key found in request' }
  | { kind: 'invalid-api-key'; message: 'Invalid API key' }
  | { kind: 'invalid-jwt'; message: string; expired: boolean };

export type CallerResult = { ok: true; caller: Caller; token: string } | { ok: false; problem: CallerProblem };

/** A token whose session was signed out, ended on refresh-token reuse, or whose user is gone. */
const SESSION_ENDED: CallerProblem = {
  kind: 'invalid-jwt',
  message: SESSION_ENDED_MESSAGE,
  expired: false,
};

const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

function bearer(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Who is calling, as the hosted gateway and PostgREST decide it: the `apikey` header (or
 * query parameter) must be one of the project's keys; the bearer token, when present, is
 * the JWT whose role and claims the request runs with; without one, the apikey's role.
 * `sessionCheckedInQuery`: the request runs everything it does as the caller, so the caller
 * prelude checks the session in the request's own first message (the table API); otherwise
 * it is looked up here.
 */
export async function resolveCaller(
  ctx: AppContext,
  headers: { get(name: string): string | null | undefined },
  apikeyParam?: string | null,
  options: { sessionCheckedInQuery?: boolean } = {},
): Promise<CallerResult> {
  const apikey = headers.get('apikey') ?? apikeyParam ?? null;
  const token = bearer(headers.get('authorization')) ?? apikey;
  if (!apikey && !token) return { ok: false, problem: { kind: 'no-api-key', message: 'No API key found in request' } };
  if (apikey && apikey !== ctx.keys.anonKey && apikey !== ctx.keys.serviceRoleKey) {
    return { ok: false, problem: { kind: 'invalid-api-key', message: 'Invalid API key' } };
  }
  try {
    const claims = await ctx.keys.verify(token!);
    if (!API_ROLES.has(claims.role)) {
      return { ok: false, problem: { kind: 'invalid-jwt', message: 'Invalid JWT: unknown role', expired: false } };
    }
    const role = claims.role as ApiRole;
    const userId = role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
    if (role === 'authenticated' && !userId) {
      return { ok: false, problem: { kind: 'invalid-jwt', message: 'Invalid JWT: no subject', expired: false } };
    }
    // A plugin session's check also records its last use.
    if (await pluginSessionEnded(ctx, claims)) return { ok: false, problem: SESSION_ENDED };
    if (!options.sessionCheckedInQuery && !(await sessionIsLive(ctx.db, claims)))
      return { ok: false, problem: SESSION_ENDED };
    return { ok: true, caller: { role, claims, userId }, token: token! };
  } catch (err) {
    const expired = err instanceof InvalidJwtError && err.expired;
    return {
      ok: false,
      problem: { kind: 'invalid-jwt', message: expired ? 'JWT expired' : 'Invalid JWT', expired },
    };
  }
}
