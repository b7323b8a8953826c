import type { AppContext } from '../context';
import type { JwtClaims } from '../keys';
import { isUuid } from '@app/shared/uuid';

/** Access tokens of plugin sessions carry amr method 'plugin' (the poll issues them so). */
export function isPluginToken(claims: JwtClaims): boolean {
  return (
    Array.isArray(claims.amr) &&
    claims.amr.some(
      (m: unknown) =>
        typeof m === 'object' && m !== null && (m as { method?: unknown }).method === 'plugin',
    )
  );
}

/**
 * Whether a plugin session's access token must be refused because its session was
 * revoked (or ended otherwise). Other tokens are not looked up here. Also records when
 * the plugin was last used, at most once a minute.
 */
export async function pluginSessionEnded(ctx: AppContext, claims: JwtClaims): Promise<boolean> {
  if (claims.role !== 'authenticated' || !isPluginToken(claims)) return false;
  const sessionId = claims.session_id;
  if (typeof sessionId !== 'string' || !isUuid(sessionId)) return true;
  const res = await ctx.db.query<{ live: boolean }>(
    `with live as (
       select s.id from auth.sessions s join public.plugin_sessions p on p.session_id = s.id
        where s.id = $1 and (s.not_after is null or s.not_after > now())
     ), touched as (
       update public.plugin_sessions set last_used_at = now()
        where session_id in (select id from live) and last_used_at < now() - interval '1 minute'
        returning 1
     )
     select exists (select 1 from live) as live`,
    [sessionId],
  );
  return !res.rows[0]?.live;
}
