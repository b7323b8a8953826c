import type { AppContext } from '../context';
import { randomToken, safeEqual } from '../auth/crypto';
import { isUuid } from '../auth/users';
import type { StoredOAuthState } from './oauth-state';

/**
 * The plugin-started Figma connection: /figma-auth/initiate?state&session_id → Figma →
 * /auth, for a visitor who may not be signed in on the website. The state record starts
 * with no user; the flow belongs to the plugin session named by
 * session_id. Naming a session is not proof of holding it (a session id is no secret), so
 * the plugin asks the server for the state first (the `figma-connect` function, with its
 * own token): the state carries an HMAC over the session id and the time, which the return
 * page's figma-user-info checks before it stores the Figma account on that session's user.
 */
export const CONNECT_STATE_LIFETIME_SECONDS = 15 * 60;

function mac(ctx: AppContext, sessionId: string, issued: string, nonce: string): string {
  return ctx.keys.mac(`figma-connect:${sessionId.toLowerCase()}:${issued}:${nonce}`);
}

/** A fresh state for a Figma connection that belongs to the plugin session `sessionId`. */
export function mintConnectState(ctx: AppContext, sessionId: string, now = Date.now()): string {
  const issued = Math.floor(now / 1000).toString(36);
  const nonce = randomToken(16);
  return `p.${issued}.${nonce}.${mac(ctx, sessionId, issued, nonce)}`;
}

/** Whether the state was minted by figma-connect (for some session), by its shape. */
export function isConnectState(state: string): boolean {
  return /^p\.[0-9a-z]{1,10}\.[\w-]{22}\.[\w-]{43}$/.test(state);
}

function stateNamesSession(
  ctx: AppContext,
  state: string,
  sessionId: string,
  now: number,
): boolean {
  if (!isConnectState(state) || !isUuid(sessionId)) return false;
  const [, issued = '', nonce = '', given = ''] = state.split('.');
  const age = now / 1000 - parseInt(issued, 36);
  if (!(age >= -60 && age <= CONNECT_STATE_LIFETIME_SECONDS)) return false;
  return safeEqual(given, mac(ctx, sessionId, issued, nonce));
}

/**
 * The user whose plugin session started this flow: the state was minted for the record's
 * session_id, recently, and that session is a live plugin session. Null otherwise.
 */
export async function pluginConnectOwner(
  ctx: AppContext,
  stored: StoredOAuthState,
  now = Date.now(),
): Promise<string | null> {
  if (!stateNamesSession(ctx, stored.state, stored.sessionId, now)) return null;
  const res = await ctx.db.query<{ user_id: string }>(
    `select s.user_id from auth.sessions s join public.plugin_sessions p on p.session_id = s.id
      where s.id = $1 and (s.not_after is null or s.not_after > now())`,
    [stored.sessionId],
  );
  return res.rows[0]?.user_id ?? null;
}
