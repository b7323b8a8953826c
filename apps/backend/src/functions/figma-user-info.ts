import { DESIGN_TOOL_LINK_MESSAGES, PLUGIN_LINK_ERRORS } from '@app/shared/plugin-link';
import { edgeFunction, functionError, json, readJsonObject } from './function';
import { log } from '../log/logger';
import { connectFigmaAccount } from '../plugin-link/figma-accounts';
import { findOAuthState, handlePurpose } from '../plugin-link/oauth-state';
import { isConnectState, pluginConnectOwner } from '../plugin-link/figma-connect';
import { tokenCipher } from '../plugin-link/token-cipher';
import { field, overLimit } from '../plugin-link/requests';

/**
 * POST {access_token, refresh_token, state}: opens the handles figma-oauth-exchange made,
 * reads the Figma user and stores it, with the tokens encrypted, on the account the flow
 * belongs to: the plugin session's user when the plugin started it (figma-connect; the
 * visitor need not be signed in on the website), else the signed-in caller's. Answers the
 * Figma user, never a token.
 */
export const figmaUserInfo = edgeFunction(
  ['POST'],
  'Use POST to read the Figma user',
  async (req, { ctx, caller, ip }) => {
    const limited = await overLimit(ctx, 'figma-user-info', ip);
    if (limited) return limited;
    const body = await readJsonObject(req);
    const state = body ? field(body, 'state', 256) : null;
    const accessHandle = body ? field(body, 'access_token', 4096) : null;
    if (!state || !accessHandle)
      return functionError(400, DESIGN_TOOL_LINK_MESSAGES.missingCodeOrState);
    const stored = await findOAuthState(ctx, state);
    if (!stored) return functionError(400, DESIGN_TOOL_LINK_MESSAGES.invalidState);
    const pluginUser = await pluginConnectOwner(ctx, stored);
    const webUser = caller.role === 'authenticated' ? caller.userId : null;
    if (pluginUser && webUser && pluginUser !== webUser)
      return functionError(409, PLUGIN_LINK_ERRORS.otherAccountSignedIn);
    const userId = stored.userId ?? pluginUser ?? webUser;
    if (!userId)
      return functionError(
        401,
        isConnectState(stored.state)
          ? PLUGIN_LINK_ERRORS.pluginSessionEnded
          : DESIGN_TOOL_LINK_MESSAGES.userInfoFailed('sign in to connect your Figma account'),
      );

    const cipher = await tokenCipher(ctx.config);
    const opened = cipher.open(accessHandle, handlePurpose(state, 'access'));
    const refreshHandle = field(body!, 'refresh_token', 4096);
    const refreshToken = refreshHandle
      ? cipher.open(refreshHandle, handlePurpose(state, 'refresh'))
      : null;
    if (!opened)
      return functionError(
        400,
        DESIGN_TOOL_LINK_MESSAGES.userInfoFailed('the token is not one this server issued'),
      );
    const access = JSON.parse(opened) as { token: string; expiresAt: string | null };
    try {
      const user = await connectFigmaAccount(ctx, userId, {
        accessToken: access.token,
        refreshToken,
        expiresAt: access.expiresAt ? new Date(access.expiresAt) : null,
      });
      return json({
        success: true,
        user: { id: user.id, handle: user.handle, email: user.email, img_url: user.imgUrl },
      });
    } catch (err) {
      log.warn({ err, component: 'figma' }, 'user info failed');
      return functionError(502, DESIGN_TOOL_LINK_MESSAGES.userInfoFailed('Figma did not answer'));
    }
  },
);
