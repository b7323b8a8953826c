import type { Context } from 'hono';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { InvalidJwtError, type JwtClaims } from '../keys';
import { clientIp } from '../http/client-ip';
import { AuthApiError, forbidden } from './errors';
import { bearer } from './identity';
import { findSession, type ClientInfo } from './sessions';
import { findUserById, isUuid, type UserRow } from './users';

/**
 * Who calls, as GoTrue (and the gateway in front of it) decides. The gateway wants one of
 * the project's keys in `apikey` on every route but the browser-facing ones; GoTrue then
 * reads the bearer token for the user endpoints and its role for the admin ones.
 */

/** The request's bearer token (auth/identity.ts reads it the same way for every API). */
export function bearerToken(c: Context): string | null {
  return bearer(c.req.header('authorization'));
}

/** The gateway's check; answered in its own `{message}` shape, as the hosted gateway does. */
export function apiKeyProblem(ctx: AppContext, c: Context): Response | null {
  const apikey = c.req.header('apikey') ?? c.req.query('apikey') ?? null;
  if (!apikey) return c.json({ message: 'No API key found in request' }, 401);
  if (apikey !== ctx.keys.anonKey && apikey !== ctx.keys.serviceRoleKey) {
    return c.json({ message: 'Invalid API key' }, 401);
  }
  return null;
}

async function verifiedClaims(ctx: AppContext, c: Context): Promise<JwtClaims> {
  const token = bearerToken(c);
  if (!token)
    throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await ctx.keys.verify(token);
  } catch (err) {
    const reason =
      err instanceof InvalidJwtError && err.expired
        ? 'token has invalid claims: token is expired'
        : 'signature is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

export interface SignedInCaller {
  user: UserRow;
  sessionId: string | null;
  claims: JwtClaims;
}

/** The signed-in user of a /user or /logout request, with the checks GoTrue makes. */
export async function requireUser(
  ctx: AppContext,
  c: Context,
  q: Queryable,
): Promise<SignedInCaller> {
  const claims = await verifiedClaims(ctx, c);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub))
    throw new AuthApiError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(q, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  if (claims.session_id !== undefined && claims.session_id !== '') {
    if (typeof claims.session_id !== 'string' || !isUuid(claims.session_id)) {
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    const session = await findSession(q, claims.session_id);
    if (!session || session.user_id !== user.id) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    sessionId = session.id;
  }
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    throw forbidden('user_banned', 'User is banned');
  }
  // The request log names the user, as it does for the other APIs' callers.
  c.set('identity', {
    caller: { role: 'authenticated', userId: user.id, claims },
    token: bearerToken(c)!,
  });
  return { user, sessionId, claims };
}

/** Admin endpoints: the bearer token must carry the service_role role. */
export async function requireAdmin(ctx: AppContext, c: Context): Promise<void> {
  const claims = await verifiedClaims(ctx, c);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw forbidden('not_admin', 'User not allowed');
  }
}

export function clientInfo(c: Context): ClientInfo {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null };
}
