import { PLUGIN_LINK_ERRORS } from '@app/shared/plugin-link';
import { json, readJsonObject, type EdgeFunction } from './function';
import { pollReadKey } from '../plugin-link/link-keys';
import { field, overLimit } from '../plugin-link/requests';

/**
 * POST {read_key}: 'pending' until the link is complete, then once 'complete' with a
 * session of the user's; after that, or for a key that never existed or expired, 404 with
 * the same words, so a wrong key learns nothing.
 */
export const pluginPoll: EdgeFunction = async (req, { ctx, ip }) => {
  if (req.method !== 'POST') return json({ error: 'Use POST to poll' }, 405);
  const limited = await overLimit(ctx, 'plugin-poll', ip);
  if (limited) return limited;
  const body = await readJsonObject(req);
  const readKey = body ? field(body, 'read_key', 128) : null;
  if (!readKey) return json({ error: PLUGIN_LINK_ERRORS.readKeyUnknown }, 404);
  const outcome = await pollReadKey(ctx, readKey, { ip, userAgent: req.headers.get('user-agent') });
  if (outcome.status === 'unknown') return json({ error: PLUGIN_LINK_ERRORS.readKeyUnknown }, 404);
  return json(outcome);
};
