import { PLUGIN_AUTH_MESSAGES, PLUGIN_LINK_ERRORS } from '@app/shared/plugin-link';
import { json, readJsonObject, type EdgeFunction } from './function';
import { bindWriteKey } from '../plugin-link/link-keys';
import { field, overLimit } from '../plugin-link/requests';

/** POST {writeKey, userId} with the user's session: ties the plugin's write key to that user. */
export const pluginAuthUpdate: EdgeFunction = async (req, { ctx, caller, ip }) => {
  if (req.method !== 'POST') return json({ error: 'Use POST to link the plugin' }, 405);
  const limited = await overLimit(ctx, 'plugin-auth-update', ip);
  if (limited) return limited;
  if (caller.role !== 'authenticated' || !caller.userId)
    return json({ error: PLUGIN_LINK_ERRORS.signInRequired }, 401);
  const body = await readJsonObject(req);
  const writeKey = body ? field(body, 'writeKey', 128) : null;
  const userId = body ? field(body, 'userId', 64) : null;
  if (!writeKey || !userId) return json({ error: PLUGIN_AUTH_MESSAGES.invalidRequest }, 400);
  if (userId !== caller.userId) return json({ error: PLUGIN_LINK_ERRORS.otherAccount }, 403);
  const outcome = await bindWriteKey(ctx, writeKey, caller.userId);
  if (outcome === 'expired') return json({ error: PLUGIN_LINK_ERRORS.linkExpired }, 410);
  if (outcome === 'other-account') return json({ error: PLUGIN_LINK_ERRORS.otherAccount }, 403);
  return json({ success: true });
};
