import type { Database } from '../db/database';
import type { JwtClaims } from '../keys';

/**
 * Whether the session an access token names still exists: signed out, ended by refresh
 * token reuse, its user banned or deleted all end it. Every API checks it, so a token
 * stops working the moment its session ends, not when it expires (up to an hour later).
 *
 * Cost: one primary-key lookup per session at most every CACHE_MS; the answer "live" is
 * kept that long, per server process. Ending sessions through this server clears the cache
 * at once; another server instance sees the end within CACHE_MS.
 */
const CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Bumped whenever this process ends sessions: every cached "live" from before is void. */
let generation = 0;

class SessionLiveness {
  private readonly liveUntil = new Map<string, { until: number; generation: number }>();

  constructor(private readonly db: Database) {}

  async isLive(sessionId: string, userId: string): Promise<boolean> {
    const key = `${sessionId}:${userId}`;
    const cached = this.liveUntil.get(key);
    if (cached && cached.generation === generation && cached.until > Date.now()) return true;
    const asked = generation;
    if (!UUID.test(sessionId) || !UUID.test(userId)) return false;
    const res = await this.db.query(
      `select 1 from auth.sessions s join auth.users u on u.id = s.user_id
        where s.id = $1 and s.user_id = $2 and (s.not_after is null or s.not_after > now())
          and u.deleted_at is null and (u.banned_until is null or u.banned_until <= now())`,
      [sessionId, userId],
    );
    if (res.rows.length === 0) {
      this.liveUntil.delete(key);
      return false;
    }
    if (this.liveUntil.size >= MAX_ENTRIES) this.liveUntil.clear();
    this.liveUntil.set(key, { until: Date.now() + CACHE_MS, generation: asked });
    return true;
  }
}

const byDatabase = new WeakMap<Database, SessionLiveness>();

function liveness(db: Database): SessionLiveness {
  let found = byDatabase.get(db);
  if (!found) {
    found = new SessionLiveness(db);
    byDatabase.set(db, found);
  }
  return found;
}

/**
 * False when the token names a session (`session_id`) that has ended. Tokens without the
 * claim (the API keys, tokens minted by an operator) have no session to check.
 */
export function sessionIsLive(db: Database, claims: JwtClaims): Promise<boolean> {
  if (claims.role !== 'authenticated' || claims.session_id === undefined)
    return Promise.resolve(true);
  if (typeof claims.session_id !== 'string' || typeof claims.sub !== 'string')
    return Promise.resolve(false);
  return liveness(db).isLive(claims.session_id, claims.sub);
}

/** Called wherever this server ends sessions, so their tokens are refused at once. */
export function forgetLiveSessions(): void {
  generation++;
}
