import type { AppContext } from '../context';

export const OAUTH_STATE_CLEANUP_INTERVAL_MS = 60_000;

/** Runs cleanup_expired_oauth_state (state records and unclaimed key pairs); a failure is only logged. */
export async function cleanupExpiredOAuthState(ctx: AppContext): Promise<number> {
  try {
    const res = await ctx.db.query<{ removed: number }>(
      'select public.cleanup_expired_oauth_state() as removed',
    );
    return res.rows[0]?.removed ?? 0;
  } catch (err) {
    console.warn(
      '[plugin-link] cleanup_expired_oauth_state failed:',
      err instanceof Error ? err.message : err,
    );
    return 0;
  }
}

/** Every minute, unref'd so it never keeps the process alive; the server clears it on close. */
export function startOAuthStateCleanup(
  ctx: AppContext,
  intervalMs = OAUTH_STATE_CLEANUP_INTERVAL_MS,
): NodeJS.Timeout {
  const timer = setInterval(() => void cleanupExpiredOAuthState(ctx), intervalMs);
  timer.unref();
  return timer;
}
