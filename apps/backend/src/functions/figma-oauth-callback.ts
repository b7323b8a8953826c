import { PLUGIN_AUTH_MESSAGES, PLUGIN_LINK_ERRORS } from '@app/shared/plugin-link';
import { json, readJsonObject, type EdgeFunction } from './function';
import { log } from '../http/logger';
import { checkWriteKey, markFigmaLinked } from '../plugin-link/link-keys';
import { exchangeFigmaCode, figmaProvider } from '../plugin-link/figma-provider';
import { connectFigmaAccount } from '../plugin-link/figma-accounts';
import { field, overLimit } from '../plugin-link/requests';

/**
 * POST {code, writeKey, cookieState[, codeVerifier]} with the user's session: exchanges
 * Figma's code on the server, stores the Figma user and its tokens (encrypted) on the
 * account, and makes the key pair ready for the plugin's poll. No token goes back.
 */
export const figmaOauthCallback: EdgeFunction = async (req, { ctx, caller, ip }) => {
  if (req.method !== 'POST') return json({ error: 'Use POST to complete the link' }, 405);
  const limited = await overLimit(ctx, 'figma-oauth-callback', ip);
  if (limited) return limited;
  if (caller.role !== 'authenticated' || !caller.userId)
    return json({ success: false, error: PLUGIN_LINK_ERRORS.signInRequired }, 401);
  const body = await readJsonObject(req);
  const code = body ? field(body, 'code', 2048) : null;
  const writeKey = body ? field(body, 'writeKey', 128) : null;
  const cookieState = body ? field(body, 'cookieState', 128) : null;
  const codeVerifier = body ? field(body, 'codeVerifier', 128) : null;
  if (!code || !writeKey || !cookieState)
    return json({ success: false, error: PLUGIN_AUTH_MESSAGES.invalidRequest }, 400);

  const check = await checkWriteKey(ctx, writeKey, cookieState, caller.userId);
  if (check === 'expired')
    return json({ success: false, error: PLUGIN_LINK_ERRORS.linkExpired }, 410);
  if (check === 'other-account')
    return json({ success: false, error: PLUGIN_LINK_ERRORS.otherAccount }, 403);
  if (check === 'state-mismatch')
    return json({ success: false, error: PLUGIN_AUTH_MESSAGES.stateMismatch }, 400);

  const figma = figmaProvider(ctx.config);
  if (!figma) return json({ success: false, error: PLUGIN_LINK_ERRORS.figmaNotConfigured }, 503);
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
    return json({ success: false, error: PLUGIN_AUTH_MESSAGES.figmaFailed }, 502);
  }
  if (!(await markFigmaLinked(ctx, writeKey, caller.userId))) {
    return json({ success: false, error: PLUGIN_LINK_ERRORS.linkExpired }, 410);
  }
  return json({ success: true });
};
