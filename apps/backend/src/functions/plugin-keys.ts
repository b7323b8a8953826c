import { json, type EdgeFunction } from './function';
import { createKeyPair } from '../plugin-link/link-keys';
import { overLimit } from '../plugin-link/requests';

/** POST: a fresh read/write key pair for the plugin, and the link URL to open. Anon key is enough. */
export const pluginKeys: EdgeFunction = async (req, { ctx, ip }) => {
  if (req.method !== 'POST') return json({ error: 'Use POST to ask for a key pair' }, 405);
  const limited = await overLimit(ctx, 'plugin-keys', ip);
  if (limited) return limited;
  return json(await createKeyPair(ctx), 201);
};
