import { PLUGIN_AUTH_MESSAGES, PLUGIN_LINK_ERRORS } from '@app/shared/plugin-link';
import { edgeFunction, functionError, json, readJsonObject } from './function';
import { log } from '../log/logger';
import { checkWriteKey, markFigmaLinked } from '../plugin-link/link-keys';
import { exchangeFigmaCode, figmaProvider } from '../plugin-link/figma-provider';
import { connectFigmaAccount } from '../plugin-link/figma-accounts';
import { field, overLimit } from '../plugin-link/requests';

/**
 * POST {code, writeKey, cookieState[, codeVerifier]} with the user's session: exchanges
 * Figma's code on the server, stores the Figma user and its tokens (encrypted) on the
 * account, and makes the key pair ready for the plugin's poll. No token goes back.
 */
export const figmaOauthCallback = edgeFunction(
  ['POST'],
  'Use POST to complete the link',
  async (req, { ctx, caller, ip }) => {
    const limited = await overLimit(ctx, 'figma-oauth-callback', ip);
    if (limited) return limited;
    if (caller.role !== 'authenticated' || !caller.userId)
      return functionError(401, PLUGIN_LINK_ERRORS.signInRequired);
    const body = await readJsonObject(req);
    const code = body ? field(body, 'code', 2048) : null;
    const writeKey = body ? field(body, 'writeKey', 128) : null;
    const cookieState = body ? field(body, 'cookieState', 128) : null;
    const codeVerifier = body ? field(body, 'codeVerifier', 128) : null;
    if (!code || !writeKey || !cookieState)
      return functionError(400, PLUGIN_AUTH_MESSAGES.invalidRequest);

    const check = await checkWriteKey(ctx, writeKey, cookieState, caller.userId);
    if (check === 'expired') return functionError(410, PLUGIN_LINK_ERRORS.linkExpired);
    if (check === 'other-account') return functionError(403, PLUGIN_LINK_ERRORS.otherAccount);
    if (check === 'state-mismatch') return functionError(400, PLUGIN_AUTH_MESSAGES.stateMismatch);

    const figma = figmaProvider(ctx.config);
    if (!figma) return functionError(503, PLUGIN_LINK_ERRORS.figmaNotConfigured);
    try {
      const tokens = await exchangeFigmaCode(
        ctx.config,
        figma,
        '/plugin-auth',
        code,
        codeVerifier,
        req.headers.get('origin'),
      );
      await connectFigmaAccount(ctx, caller.userId, tokens);
    } catch (err) {
      log.warn({ err, component: 'figma' }, 'plugin link exchange failed');
      return functionError(502, PLUGIN_AUTH_MESSAGES.figmaFailed);
    }
    if (!(await markFigmaLinked(ctx, writeKey, caller.userId))) {
      return functionError(410, PLUGIN_LINK_ERRORS.linkExpired);
    }
    return json({ success: true });
  },
);
