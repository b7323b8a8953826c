import { listAccountSessions, revokeAccountSession } from '../auth/account-sessions';
import { isUuid } from '../auth/users';
import { json, readJsonObject, type EdgeFunction } from './function';

/**
 * GET: where the signed-in user is signed in (web and plugin sessions, device, last active).
 * POST {session_id}: ends one of them. The session in use is ended by signing out instead
 * (supabase-js signOut: scope local for this device, global for everywhere).
 */
export const ACCOUNT_SESSIONS_MESSAGES = {
  signIn: 'Sign in to see where your account is signed in.',
  current: 'This is the session you are using. Choose Sign out to end it.',
  gone: 'That session has already ended.',
  badRequest: 'Name the session to end.',
  method: 'Use GET to list your sessions or POST to end one.',
} as const;

export const accountSessions: EdgeFunction = async (req, { ctx, caller }) => {
  if (caller.role !== 'authenticated' || !caller.userId) {
    return json({ error: ACCOUNT_SESSIONS_MESSAGES.signIn }, 401);
  }
  const current = typeof caller.claims.session_id === 'string' ? caller.claims.session_id : null;
  if (req.method === 'GET') return json(await listAccountSessions(ctx.db, caller.userId, current));
  if (req.method !== 'POST') return json({ error: ACCOUNT_SESSIONS_MESSAGES.method }, 405);
  const body = await readJsonObject(req);
  const target = typeof body?.session_id === 'string' ? body.session_id : '';
  if (!isUuid(target)) return json({ error: ACCOUNT_SESSIONS_MESSAGES.badRequest }, 400);
  if (target === current) return json({ error: ACCOUNT_SESSIONS_MESSAGES.current }, 400);
  const ended = await ctx.db.transaction((tx) => revokeAccountSession(tx, caller.userId!, target));
  if (!ended) return json({ error: ACCOUNT_SESSIONS_MESSAGES.gone }, 404);
  return json({ success: true });
};
