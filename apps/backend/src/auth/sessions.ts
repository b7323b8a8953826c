import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { badRequest, type AuthApiError } from './errors';
import { randomToken, sha256Hex } from './crypto';
import type { Timestamp } from './timestamps';
import { findUserById, loadUserJson, type UserRow } from './users';

/**
 * Sessions and refresh tokens, as GoTrue keeps them: one auth.sessions row per sign-in,
 * a chain of refresh tokens per session (each use revokes the token and issues its child),
 * and short-lived HS256 access tokens naming the session.
 */

/** How a session was started; goes into the access token's `amr` claim. */
export type AuthMethod =
  'password' | 'otp' | 'oauth' | 'recovery' | 'email/signup' | 'email_change' | 'plugin';

/**
 * A revoked refresh token may be used again for this long (the hosted default), so two
 * tabs refreshing at once, or a client that lost the answer, do not sign the user out.
 * After it, reuse is treated as theft and ends the whole session.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  provider_token?: string;
  provider_refresh_token?: string;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  not_after: Timestamp | null;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

function decodeExp(jwt: string): number {
  const payload = JSON.parse(
    Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { exp: number };
  return payload.exp;
}

async function signAccessToken(
  ctx: AppContext,
  user: UserRow,
  session: SessionRow,
): Promise<{ token: string; expiresAt: number }> {
  const token = await ctx.keys.sign(
    {
      iss: `${ctx.config.siteUrl}/auth/v1`,
      sub: user.id,
      aud: user.aud,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role,
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    ctx.config.jwtExpirySeconds,
  );
  return { token, expiresAt: decodeExp(token) };
}

/**
 * The refresh token that replaces `token` when it is used: derived from it with the
 * server's key, so a second use inside the reuse interval answers with the same successor
 * instead of forking the session into several live tokens.
 */
function successorOf(ctx: AppContext, token: string): string {
  return ctx.keys.mac(`refresh-token-successor:${token}`).slice(0, 22);
}

/** How many rotations a token reused inside the interval may be behind the session's current one. */
const MAX_SUCCESSOR_STEPS = 20;

/** The session's live refresh token among `token`'s successors, or null. */
async function currentSuccessor(
  ctx: AppContext,
  q: Queryable,
  token: string,
): Promise<string | null> {
  let candidate = token;
  for (let step = 0; step < MAX_SUCCESSOR_STEPS; step++) {
    candidate = successorOf(ctx, candidate);
    const found = await q.query<{ revoked: boolean }>(
      'select revoked from auth.refresh_tokens where token = $1',
      [sha256Hex(candidate)],
    );
    const row = found.rows[0];
    if (!row) return null;
    if (!row.revoked) return candidate;
  }
  return null;
}

export async function insertRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parentHash: string | null,
  token: string = randomToken(16),
): Promise<string> {
  await q.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [sha256Hex(token), userId, sessionId, parentHash],
  );
  return token;
}

export async function sessionResponse(
  ctx: AppContext,
  q: Queryable,
  userId: string,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionResponse> {
  const user = await findUserById(q, userId);
  if (!user) throw badRequest('user_not_found', 'User not found');
  const { token, expiresAt } = await signAccessToken(ctx, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(q, user),
  };
}

/** Starts a session for the user (sign-in, verified link, OAuth) and answers with its tokens. */
export async function issueSession(
  ctx: AppContext,
  q: Queryable,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
): Promise<SessionResponse> {
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const res = await q.query<SessionRow>(
    `insert into auth.sessions (user_id, aal, amr, ip, user_agent, refreshed_at)
     values ($1, 'aal1', $2::jsonb, $3, $4, now()) returning id, user_id, aal, amr, not_after`,
    [userId, JSON.stringify(amr), client.ip, client.userAgent?.slice(0, 512) ?? null],
  );
  const session = res.rows[0]!;
  await q.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
    userId,
  ]);
  const refreshToken = await insertRefreshToken(q, userId, session.id, null);
  return sessionResponse(ctx, q, userId, session, refreshToken);
}

interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  reusable: boolean;
}

/**
 * The refresh_token grant with rotation. The outcome of a detected reuse (the session
 * ended) must be committed even though the request fails, so it is returned, not thrown.
 */
export async function refreshSession(
  ctx: AppContext,
  q: Queryable,
  refreshToken: string,
): Promise<SessionResponse | AuthApiError> {
  const found = await q.query<RefreshTokenRow>(
    `select id, token, user_id, session_id, revoked,
            updated_at > now() - make_interval(secs => $2) as reusable
       from auth.refresh_tokens where token = $1 for update`,
    [sha256Hex(refreshToken), REFRESH_TOKEN_REUSE_INTERVAL_SECONDS],
  );
  const row = found.rows[0];
  if (!row)
    return badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

  const user = await findUserById(q, row.user_id);
  if (!user)
    return badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    return badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  }
  const sessions = await q.query<SessionRow & { expired: boolean }>(
    `select id, user_id, aal, amr, not_after, coalesce(not_after < now(), false) as expired
       from auth.sessions where id = $1 for update`,
    [row.session_id],
  );
  const session = sessions.rows[0];
  if (!session)
    return badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  if (session.expired)
    return badRequest('session_expired', 'Invalid Refresh Token: Session Expired');

  if (row.revoked && !row.reusable) {
    // A token used again after its successor was issued: someone else may hold it. End
    // the session so neither copy keeps working (the token family is revoked with it).
    await q.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
      [session.id],
    );
    await q.query('delete from auth.sessions where id = $1', [session.id]);
    return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }

  let next: string | null;
  if (row.revoked) {
    // Used again inside the interval (two tabs, a lost answer): the same successor again.
    next = await currentSuccessor(ctx, q, refreshToken);
    if (!next)
      return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  } else {
    await q.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
      [row.id],
    );
    next = await insertRefreshToken(
      q,
      user.id,
      session.id,
      row.token,
      successorOf(ctx, refreshToken),
    );
  }
  await q.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
    session.id,
  ]);
  return sessionResponse(ctx, q, user.id, session, next);
}

export async function findSession(q: Queryable, sessionId: string): Promise<SessionRow | null> {
  const res = await q.query<SessionRow>(
    `select id, user_id, aal, amr, not_after from auth.sessions
      where id = $1 and (not_after is null or not_after > now())`,
    [sessionId],
  );
  return res.rows[0] ?? null;
}

/** Ends sessions: this one, all of the user's, or all but this one (logout scopes). */
export async function endSessions(
  q: Queryable,
  userId: string,
  sessionId: string | null,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'local' && sessionId) {
    await q.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  } else if (scope === 'others' && sessionId) {
    await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  } else {
    await q.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
