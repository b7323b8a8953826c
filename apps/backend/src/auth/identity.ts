import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import type { Caller } from '../db/request-context';
import { InvalidJwtError, type ApiRole } from '../keys';
import { pluginSessionEnded } from '../plugin-link/plugin-sessions';
import { SESSION_ENDED_MESSAGE, sessionIsLive } from './session-liveness';

export type CallerProblem =
  | { kind: 'no-api-key'; message: 'No API key found in request' }
  | { kind: 'invalid-api-key'; message: 'Invalid API key' }
  | { kind: 'invalid-jwt'; message: string; expired: boolean };

/** Who a request runs as, and the bearer token it came with (to call back into the API as them). */
export interface Identity {
  caller: Caller;
  token: string;
}

export type CallerResult = ({ ok: true } & Identity) | { ok: false; problem: CallerProblem };

/**
 * The Hono variables of an API that identifies its callers: `identity` is set by
 * identifyCaller before any of the API's handlers runs.
 */
export type IdentifiedEnv = { Variables: { identity: Identity } };

declare module 'hono' {
  interface ContextVariableMap {
    /** Set once per request by the API's identity middleware; absent on routes that need none. */
    identity?: Identity;
  }
}

/** A token whose session was signed out, ended on refresh-token reuse, or whose user is gone. */
const SESSION_ENDED: CallerProblem = {
  kind: 'invalid-jwt',
  message: SESSION_ENDED_MESSAGE,
  expired: false,
};

const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

/** The token of an `Authorization: Bearer <token>` header, else null. */
export function bearer(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export interface CallerOptions {
  /**
   * The request runs everything it does as the caller, so the caller prelude checks the
   * session in the request's own first message (the table API); otherwise it is looked up here.
   */
  sessionCheckedInQuery?: boolean;
  /** An `apikey` is required even when a bearer token is sent (PostgREST behind the gateway). */
  apikeyRequired?: boolean;
}

/**
 * Who is calling, as the hosted gateway and PostgREST decide it: the `apikey` header (or
 * query parameter) must be one of the project's keys; the bearer token, when present, is
 * the JWT whose role and claims the request runs with; without one, the apikey's role.
 */
export async function resolveCaller(
  ctx: AppContext,
  headers: { get(name: string): string | null | undefined },
  apikeyParam?: string | null,
  options: CallerOptions = {},
): Promise<CallerResult> {
  const apikey = headers.get('apikey') ?? apikeyParam ?? null;
  const token = bearer(headers.get('authorization')) ?? apikey;
  if (!apikey && (!token || options.apikeyRequired)) {
    return { ok: false, problem: { kind: 'no-api-key', message: 'No API key found in request' } };
  }
  if (apikey && apikey !== ctx.keys.anonKey && apikey !== ctx.keys.serviceRoleKey) {
    return { ok: false, problem: { kind: 'invalid-api-key', message: 'Invalid API key' } };
  }
  try {
    const claims = await ctx.keys.verify(token!);
    if (!API_ROLES.has(claims.role)) {
      return {
        ok: false,
        problem: { kind: 'invalid-jwt', message: 'Invalid JWT: unknown role', expired: false },
      };
    }
    const role = claims.role as ApiRole;
    const userId = role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
    if (role === 'authenticated' && !userId) {
      return {
        ok: false,
        problem: { kind: 'invalid-jwt', message: 'Invalid JWT: no subject', expired: false },
      };
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

/**
 * The identity middleware of one API: works out who calls once per request, before any
 * handler of the API runs, and sets it as the `identity` variable that the handlers and the
 * request log read. A caller it cannot accept is answered by `refuse`, in the API's own words.
 */
export function identifyCaller(
  ctx: AppContext,
  options: CallerOptions & {
    refuse: (c: Context, problem: CallerProblem) => Response | Promise<Response>;
    /** The `apikey` query parameter, for APIs that accept one (the table API). */
    apikeyParam?: (c: Context) => string | null;
  },
): MiddlewareHandler<IdentifiedEnv> {
  return async (c, next) => {
    // The query parameter is read only when the header is missing (a rare way to call).
    const apikeyParam = c.req.header('apikey') ? null : (options.apikeyParam?.(c) ?? null);
    const who = await resolveCaller(
      ctx,
      { get: (name) => c.req.header(name) },
      apikeyParam,
      options,
    );
    if (!who.ok) return options.refuse(c, who.problem);
    c.set('identity', { caller: who.caller, token: who.token });
    await next();
  };
}
