import type { LiveSessionMemory, Queryable, SessionClaims } from './database';

/** How many live sessions one process remembers; past it, the longest-remembered is forgotten. */
export const LIVE_SESSIONS_REMEMBERED = 10_000;

/**
 * A live session is asked about again at least this often: sessions that end by hand in the
 * database without a notification (an operator's TRUNCATE, or moving `not_after` earlier,
 * which nothing in the product does) are honoured at most this long after.
 */
export const LIVE_SESSION_REMEMBERED_MS = 60_000;

/** The channel every session ending is announced on (supabase/migrations/0008). */
export const SESSION_ENDED_CHANNEL = '_app_session_ended';

/**
 * The embedded database's memory of live sessions. Every request as a signed-in user must see
 * a session that has ended as ended from the very next request (issue 24), which on PostgreSQL,
 * where other server instances end sessions too, means asking the database every time. PGlite
 * is different: it lives inside this one process, so every session that ends, ends through it,
 * and its `_app_session_ended` notification (a trigger on auth.sessions and auth.users, sent
 * when the ending commits) reaches this process before the reply to the statement that ended
 * it: the worker posts the notification first, and the main thread reads its messages in order.
 * So a request that starts after a sign-out has answered finds the session forgotten here, and
 * the database is asked again.
 *
 * What it remembers: a session the database said was live, with the time it ends (its
 * `not_after`), and only if no session ended between the question and the answer (a sign-out
 * that committed in between would otherwise be remembered as live). What it forgets: the session
 * a notification names, every session of a user it names without a session (banned or deleted),
 * a session past its end or remembered for LIVE_SESSION_REMEMBERED_MS, and the oldest past
 * LIVE_SESSIONS_REMEMBERED.
 */
export class LiveSessions implements LiveSessionMemory {
  private readonly live = new Map<string, { userId: string; until: number }>();
  /** Counts the endings heard: an answer asked for before the last one is not remembered. */
  private endings = 0;

  constructor(
    private readonly db: Queryable,
    private readonly max = LIVE_SESSIONS_REMEMBERED,
    private readonly now: () => number = Date.now,
  ) {}

  /** One `_app_session_ended` payload: `{ session_id, user_id }` or `{ user_id }`. */
  ended(payload: string): void {
    this.endings += 1;
    let ended: { session_id?: unknown; user_id?: unknown };
    try {
      ended = JSON.parse(payload) as typeof ended;
    } catch {
      // Not ours to read: forget everything rather than keep something that may have ended.
      this.live.clear();
      return;
    }
    if (typeof ended.session_id === 'string') {
      this.live.delete(ended.session_id);
    } else if (typeof ended.user_id === 'string') {
      for (const [id, session] of this.live)
        if (session.userId === ended.user_id) this.live.delete(id);
    } else {
      this.live.clear();
    }
  }

  /** Whether the claims name a session known live without asking: false means ask. */
  known(claims: SessionClaims): boolean {
    if (typeof claims.session_id !== 'string' || typeof claims.sub !== 'string') return false;
    const session = this.live.get(claims.session_id);
    if (!session || session.userId !== claims.sub) return false;
    if (session.until <= this.now()) {
      this.live.delete(claims.session_id);
      return false;
    }
    return true;
  }

  /**
   * Whether the session the claims name is live: from memory when known, else the database's
   * answer (`_app.session_live_until`), remembered when live. Tokens that name no session
   * (API keys, operator tokens) have none to check.
   */
  async isLive(claims: SessionClaims): Promise<boolean> {
    if (claims.role !== 'authenticated' || claims.session_id === undefined) return true;
    if (this.known(claims)) return true;
    const endingsBefore = this.endings;
    const res = await this.db.query<{ until: number | null }>(
      'select _app.session_live_until($1::jsonb) as until',
      [JSON.stringify({ role: claims.role, sub: claims.sub, session_id: claims.session_id })],
    );
    const until = res.rows[0]?.until ?? null;
    if (until === null) return false;
    if (
      this.endings === endingsBefore &&
      typeof claims.session_id === 'string' &&
      typeof claims.sub === 'string' &&
      until > this.now()
    ) {
      this.live.delete(claims.session_id);
      if (this.live.size >= this.max) this.live.delete(this.live.keys().next().value!);
      this.live.set(claims.session_id, {
        userId: claims.sub,
        until: Math.min(Number(until), this.now() + LIVE_SESSION_REMEMBERED_MS),
      });
    }
    return true;
  }

  /** Sessions remembered now. */
  get size(): number {
    return this.live.size;
  }
}
