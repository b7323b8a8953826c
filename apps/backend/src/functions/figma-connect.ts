import { PLUGIN_LINK_ERRORS } from '@app/shared/plugin-link';
import { json, type EdgeFunction } from './function';
import { isPluginToken } from '../plugin-link/plugin-sessions';
import { CONNECT_STATE_LIFETIME_SECONDS, mintConnectState } from '../plugin-link/figma-connect';
import { overLimit } from '../plugin-link/requests';

/**
 * POST with the plugin's own session: a state for /figma-auth/initiate that ties the Figma
 * connection to this plugin session (plugin-link/figma-connect.ts). The plugin opens
 * /figma-auth/initiate?state=…&session_id=… on its own origin.
 */
export const figmaConnect: EdgeFunction = async (req, { ctx, caller, ip }) => {
  if (req.method !== 'POST') return json({ error: 'Use POST to start a Figma connection' }, 405);
  const limited = await overLimit(ctx, 'figma-connect', ip);
  if (limited) return limited;
  const sessionId = caller.claims.session_id;
  if (
    caller.role !== 'authenticated' ||
    !isPluginToken(caller.claims) ||
    typeof sessionId !== 'string'
  ) {
    return json({ error: PLUGIN_LINK_ERRORS.pluginSessionRequired }, 401);
  }
  return json(
    {
      state: mintConnectState(ctx, sessionId),
      session_id: sessionId,
      expires_in: CONNECT_STATE_LIFETIME_SECONDS,
    },
    201,
  );
};
