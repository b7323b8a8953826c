import type { AppContext } from '../context';
import { log } from '../log/logger';

/** The scheduled job (src/jobs/jobs.ts) runs the cleanup once a minute across all instances. */
export const OAUTH_STATE_CLEANUP_INTERVAL_MS = 60_000;

/** Runs cleanup_expired_oauth_state (state records and unclaimed key pairs); a failure is only logged. */
export async function cleanupExpiredOAuthState(ctx: AppContext): Promise<number> {
  try {
    const res = await ctx.db.query<{ removed: number }>(
      'select public.cleanup_expired_oauth_state() as removed',
    );
    return res.rows[0]?.removed ?? 0;
  } catch (err) {
    log.warn({ err, component: 'plugin-link' }, 'cleanup_expired_oauth_state failed');
    return 0;
  }
}
