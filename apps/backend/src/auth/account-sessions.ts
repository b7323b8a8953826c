import type { Queryable } from '../db/database';
import { describeDevice } from './device';
import { endSessions } from './sessions';

/**
 * The account page's list of where the user is signed in, and ending one of those sessions.
 * GoTrue has no user-facing session API, so the `account-sessions` function serves these.
 * Plugin sessions are the ones the plugin link's poll made (amr `plugin`); their last use is
 * recorded per call in public.plugin_sessions, a web session's is its last token refresh.
 */
export const SESSION_LIST_LIMIT = 50;

export interface AccountSession {
  id: string;
  kind: 'web' | 'plugin';
  device: string;
  ip: string | null;
  signed_in_at: string;
  last_active_at: string;
  current: boolean;
}

interface Row {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Date | string;
  last_active_at: Date | string;
  plugin: boolean;
}

export async function listAccountSessions(
  q: Queryable,
  userId: string,
  currentSessionId: string | null,
): Promise<{ sessions: AccountSession[]; total: number }> {
  const res = await q.query<Row & { total: number }>(
    `select s.id, s.user_agent, s.ip, s.created_at,
            greatest(s.created_at, coalesce(s.refreshed_at, s.created_at), coalesce(p.last_used_at, s.created_at)) as last_active_at,
            s.amr @> '[{"method": "plugin"}]'::jsonb as plugin,
            count(*) over ()::int as total
       from auth.sessions s left join public.plugin_sessions p on p.session_id = s.id
      where s.user_id = $1 and (s.not_after is null or s.not_after > now())
      order by s.id = $2 desc, last_active_at desc, s.id
      limit $3`,
    [userId, currentSessionId, SESSION_LIST_LIMIT],
  );
  return {
    total: res.rows[0]?.total ?? 0,
    sessions: res.rows.map((r) => ({
      id: r.id,
      kind: r.plugin ? 'plugin' : 'web',
      device: describeDevice(r.user_agent),
      ip: r.ip,
      signed_in_at: new Date(r.created_at).toISOString(),
      last_active_at: new Date(r.last_active_at).toISOString(),
      current: r.id === currentSessionId,
    })),
  };
}

/** Ends one of the user's sessions at once (its tokens are refused from the next request). */
export async function revokeAccountSession(
  q: Queryable,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const found = await q.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
    sessionId,
    userId,
  ]);
  if (found.rows.length === 0) return false;
  await endSessions(q, userId, sessionId, 'local');
  return true;
}
