import { edgeFunction, json } from './function';
import { createKeyPair } from '../plugin-link/link-keys';
import { overLimit } from '../plugin-link/requests';
import { requestOrigin, returnOrigin } from '../http/loopback';

/** POST: a fresh read/write key pair for the plugin, and the link URL to open. Anon key is enough. */
export const pluginKeys = edgeFunction(
  ['POST'],
  'Use POST to ask for a key pair',
  async (req, { ctx, ip }) => {
    const limited = await overLimit(ctx, 'plugin-keys', ip);
    if (limited) return limited;
    const pair = await createKeyPair(ctx);
    // Locally the plugin may talk to 127.0.0.1 while SITE_URL says localhost (or the other way
    // round): the sign-in tab opens on the host the plugin talks to (its UI runs on a null
    // origin, so the request's own address tells), where its user is signed in, not on the
    // other name of this machine. Any other host keeps SITE_URL.
    const link = new URL(pair.link_url);
    const base = new URL(returnOrigin(ctx.config, requestOrigin(req.url)));
    link.protocol = base.protocol;
    link.host = base.host;
    return json({ ...pair, link_url: link.toString() }, 201);
  },
);
