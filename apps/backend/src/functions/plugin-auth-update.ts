import { PLUGIN_AUTH_MESSAGES, PLUGIN_LINK_ERRORS } from '@app/shared/plugin-link';
import { edgeFunction, functionError, json, readJsonObject } from './function';
import { requireAal2IfEnrolled } from '../auth/assurance';
import { bindWriteKey } from '../plugin-link/link-keys';
import { field, overLimit } from '../plugin-link/requests';

/** POST {writeKey, userId} with the user's session: ties the plugin's write key to that user. */
export const pluginAuthUpdate = edgeFunction(
  ['POST'],
  'Use POST to link the plugin',
  async (req, { ctx, caller, ip }) => {
    const limited = await overLimit(ctx, 'plugin-auth-update', ip);
    if (limited) return limited;
    if (caller.role !== 'authenticated' || !caller.userId)
      return functionError(401, PLUGIN_LINK_ERRORS.signInRequired);
    const needsSecondFactor = await requireAal2IfEnrolled(ctx.db, caller);
    if (needsSecondFactor) return needsSecondFactor;
    const body = await readJsonObject(req);
    const writeKey = body ? field(body, 'writeKey', 128) : null;
    const userId = body ? field(body, 'userId', 64) : null;
    if (!writeKey || !userId) return functionError(400, PLUGIN_AUTH_MESSAGES.invalidRequest);
    if (userId !== caller.userId) return functionError(403, PLUGIN_LINK_ERRORS.otherAccount);
    const outcome = await bindWriteKey(ctx, writeKey, caller.userId);
    if (outcome === 'expired') return functionError(410, PLUGIN_LINK_ERRORS.linkExpired);
    if (outcome === 'other-account') return functionError(403, PLUGIN_LINK_ERRORS.otherAccount);
    return json({ success: true });
  },
);
