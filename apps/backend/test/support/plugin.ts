import type { TestBackend } from './harness';
import { figmaConsent } from '../plugin-link/figma-stand-in';

export const FIGMA_DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Figma/124.1.1 Chrome/122.0.6261.156 Electron/29.4.6 Safari/537.36';

export interface PluginSession {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string };
}

/** A function call as a client would make it: anon key, optional bearer and user agent. */
export async function callFunction(
  b: TestBackend,
  name: string,
  body: unknown,
  opts: { token?: string; userAgent?: string; method?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${b.url}/functions/v1/${name}`, {
    method: opts.method ?? 'POST',
    headers: {
      apikey: b.anonKey,
      authorization: `Bearer ${opts.token ?? b.anonKey}`,
      'content-type': 'application/json',
      ...(opts.userAgent ? { 'user-agent': opts.userAgent } : {}),
    },
    ...(opts.method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * The whole plugin link, as the plugin and the /plugin-auth page drive it, from a web
 * session of the user: key pair, bind, Figma consent, callback, poll. The plugin's session.
 */
export async function linkPlugin(
  b: TestBackend,
  webToken: string,
  userId: string,
): Promise<PluginSession> {
  const pair = (await callFunction(b, 'plugin-keys', {})).body as {
    read_key: string;
    write_key: string;
    cookie_state: string;
  };
  const bound = await callFunction(
    b,
    'plugin-auth-update',
    { writeKey: pair.write_key, userId },
    { token: webToken },
  );
  if (bound.status !== 200)
    throw new Error(`plugin-auth-update answered ${bound.status}: ${JSON.stringify(bound.body)}`);
  const back = await figmaConsent(b, {
    page: '/plugin-auth',
    state: `${pair.write_key}:${pair.cookie_state}`,
  });
  const done = await callFunction(
    b,
    'figma-oauth-callback',
    {
      code: back.searchParams.get('code'),
      writeKey: pair.write_key,
      cookieState: pair.cookie_state,
    },
    { token: webToken },
  );
  if (done.status !== 200) throw new Error(`figma-oauth-callback answered ${done.status}`);
  const poll = await callFunction(
    b,
    'plugin-poll',
    { read_key: pair.read_key },
    { userAgent: FIGMA_DESKTOP_UA },
  );
  return (poll.body as { session: PluginSession }).session;
}
