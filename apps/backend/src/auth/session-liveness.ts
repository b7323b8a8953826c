import type { Database } from '../db/database';
import type { JwtClaims } from '../keys';

/**
 * Whether the session an access token names still exists: signed out, revoked, ended by
 * refresh-token reuse or a password change, its user banned or deleted all end it. Every API
 * checks it, so a token stops working the moment its session ends, not when it expires (up
 * to an hour later), and on every server instance from the very next request: nothing is
 * cached on PostgreSQL, because a cache per process is what let another instance serve an
 * ended session; the embedded PGlite, which only this process writes, remembers live sessions
 * and hears every ending before it answers the statement that ended it (db/live-sessions.ts).
 *
 * Cost: requests that run as the caller (the table API, storage) check it inside their own
 * first message, in the caller prelude (db/request-context.ts), with no round trip of its
 * own; the others ask here, one primary-key lookup. `askDatabase`: never from memory (the
 * realtime server's heartbeat, which must find a session ended even if its announcement was
 * lost; at most one question per socket every few seconds), and a realtime join.
 */
export async function sessionIsLive(
  db: Database,
  claims: JwtClaims,
  options: { askDatabase?: boolean } = {},
): Promise<boolean> {
  if (claims.role !== 'authenticated' || claims.session_id === undefined) return true;
  if (db.liveSessions && !options.askDatabase) return db.liveSessions.isLive(claims);
  const res = await db.query<{ live: boolean }>('select _app.session_is_live($1::jsonb) as live', [
    JSON.stringify({ role: claims.role, sub: claims.sub, session_id: claims.session_id }),
  ]);
  return res.rows[0]?.live === true;
}

/** What the caller prelude raises (PostgREST's SQLSTATE for "answer 401") when it has ended. */
export const SESSION_ENDED_MESSAGE = 'Session from session_id claim in JWT does not exist';

export function isSessionEndedError(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === 'PT401' && e.message === SESSION_ENDED_MESSAGE;
}
