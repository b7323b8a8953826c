import { DESIGN_TOOL_LINK_MESSAGES } from '@app/shared/plugin-link';
import { edgeFunction, functionError, json, readJsonObject } from './function';
import { log } from '../log/logger';
import { exchangeFigmaCode, figmaProvider } from '../plugin-link/figma-provider';
import { findOAuthState, handlePurpose } from '../plugin-link/oauth-state';
import { tokenCipher } from '../plugin-link/token-cipher';
import { field, overLimit } from '../plugin-link/requests';

/**
 * POST {code, state}: the return page's code exchange. The spec's answer names
 * access_token and refresh_token; Figma's tokens must never reach the browser, so these are
 * opaque handles: the tokens sealed with the server's key and bound to the state, which only
 * figma-user-info can open.
 */
export const figmaOauthExchange = edgeFunction(
  ['POST'],
  'Use POST to exchange a code',
  async (req, { ctx, ip }) => {
    const limited = await overLimit(ctx, 'figma-oauth-exchange', ip);
    if (limited) return limited;
    const body = await readJsonObject(req);
    const code = body ? field(body, 'code', 2048) : null;
    const state = body ? field(body, 'state', 256) : null;
    if (!code || !state) return functionError(400, DESIGN_TOOL_LINK_MESSAGES.missingCodeOrState);
    if (!(await findOAuthState(ctx, state)))
      return functionError(400, DESIGN_TOOL_LINK_MESSAGES.invalidState);
    const figma = figmaProvider(ctx.config);
    if (!figma) return functionError(503, 'Figma sign-in is not available on this server.');
    try {
      const tokens = await exchangeFigmaCode(
        ctx.config,
        figma,
        '/auth',
        code,
        field(body!, 'codeVerifier', 128),
        req.headers.get('origin'),
      );
      const cipher = await tokenCipher(ctx.config);
      const access = JSON.stringify({
        token: tokens.accessToken,
        expiresAt: tokens.expiresAt?.toISOString() ?? null,
      });
      return json({
        success: true,
        access_token: cipher.seal(access, handlePurpose(state, 'access')),
        refresh_token: tokens.refreshToken
          ? cipher.seal(tokens.refreshToken, handlePurpose(state, 'refresh'))
          : null,
      });
    } catch (err) {
      log.warn({ err, component: 'figma' }, 'return page exchange failed');
      return functionError(
        502,
        DESIGN_TOOL_LINK_MESSAGES.tokenExchangeFailed(
          'Figma did not accept the authorization code',
        ),
      );
    }
  },
);
