import { listAccountSessions, revokeAccountSession } from '../auth/account-sessions';
import { isUuid } from '../auth/users';
import { edgeFunction, functionError, json, readJsonObject } from './function';

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

export const accountSessions = edgeFunction(
  ['GET', 'POST'],
  ACCOUNT_SESSIONS_MESSAGES.method,
  async (req, { ctx, caller }) => {
    if (caller.role !== 'authenticated' || !caller.userId) {
      return functionError(401, ACCOUNT_SESSIONS_MESSAGES.signIn);
    }
    const current = typeof caller.claims.session_id === 'string' ? caller.claims.session_id : null;
    if (req.method === 'GET')
      return json(await listAccountSessions(ctx.db, caller.userId, current));
    const body = await readJsonObject(req);
    const target = typeof body?.session_id === 'string' ? body.session_id : '';
    if (!isUuid(target)) return functionError(400, ACCOUNT_SESSIONS_MESSAGES.badRequest);
    if (target === current) return functionError(400, ACCOUNT_SESSIONS_MESSAGES.current);
    const ended = await ctx.db.transaction((tx) =>
      revokeAccountSession(tx, caller.userId!, target),
    );
    if (!ended) return functionError(404, ACCOUNT_SESSIONS_MESSAGES.gone);
    return json({ success: true });
  },
);
