import { PLUGIN_LINK_ERRORS } from '@app/shared/plugin-link';
import { edgeFunction, functionError, json, readJsonObject } from './function';
import { pollReadKey } from '../plugin-link/link-keys';
import { field, overLimit } from '../plugin-link/requests';

/**
 * POST {read_key}: 'pending' until the link is complete, then once 'complete' with a
 * session of the user's; after that, or for a key that never existed or expired, 404 with
 * the same words, so a wrong key learns nothing.
 */
export const pluginPoll = edgeFunction(['POST'], 'Use POST to poll', async (req, { ctx, ip }) => {
  const limited = await overLimit(ctx, 'plugin-poll', ip);
  if (limited) return limited;
  const body = await readJsonObject(req);
  const readKey = body ? field(body, 'read_key', 128) : null;
  if (!readKey) return functionError(404, PLUGIN_LINK_ERRORS.readKeyUnknown);
  const outcome = await pollReadKey(ctx, readKey, { ip, userAgent: req.headers.get('user-agent') });
  if (outcome.status === 'unknown') return functionError(404, PLUGIN_LINK_ERRORS.readKeyUnknown);
  return json(outcome);
});
