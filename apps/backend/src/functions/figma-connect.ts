import { PLUGIN_LINK_ERRORS } from '@app/shared/plugin-link';
import { edgeFunction, functionError, json } from './function';
import { isPluginToken } from '../plugin-link/plugin-sessions';
import { CONNECT_STATE_LIFETIME_SECONDS, mintConnectState } from '../plugin-link/figma-connect';
import { overLimit } from '../plugin-link/requests';

/**
 * POST with the plugin's own session: a state for /figma-auth/initiate that ties the Figma
 * connection to this plugin session (plugin-link/figma-connect.ts). The plugin opens
 * /figma-auth/initiate?state=…&session_id=… on its own origin.
 */
export const figmaConnect = edgeFunction(
  ['POST'],
  'Use POST to start a Figma connection',
  async (req, { ctx, caller, ip }) => {
    const limited = await overLimit(ctx, 'figma-connect', ip);
    if (limited) return limited;
    const sessionId = caller.claims.session_id;
    if (
      caller.role !== 'authenticated' ||
      !isPluginToken(caller.claims) ||
      typeof sessionId !== 'string'
    ) {
      return functionError(401, PLUGIN_LINK_ERRORS.pluginSessionRequired);
    }
    return json(
      {
        state: mintConnectState(ctx, sessionId),
        session_id: sessionId,
        expires_in: CONNECT_STATE_LIFETIME_SECONDS,
      },
      201,
    );
  },
);
