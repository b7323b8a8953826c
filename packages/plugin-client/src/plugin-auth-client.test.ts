import { describe, expect, it } from 'vitest';
import {
  PluginAuthClient,
  memoryStorage,
  type FetchLike,
  type PluginSession,
} from './plugin-auth-client';

const session = (n: number, expiresAt: number): PluginSession => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: expiresAt,
  user: { id: 'user-1', email: 'ada@example.com' },
});

/** Records every call and answers from a script of responses per path. */
function scriptedFetch(answers: Record<string, Array<{ status: number; body: unknown } | Error>>) {
  const calls: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, headers: init.headers, body: init.body ? JSON.parse(init.body) : null });
    const path = new URL(url).pathname + new URL(url).search;
    const next = answers[path]?.shift();
    if (!next) throw new Error(`unexpected call to ${path}`);
    if (next instanceof Error) throw next;
    return { status: next.status, ok: next.status < 300, json: async () => next.body };
  };
  return { fetch, calls };
}

const pair = {
  read_key: 'read',
  write_key: 'write',
  cookie_state: 'cookie',
  expires_at: new Date(Date.now() + 600_000).toISOString(),
  link_url: 'http://localhost:3000/plugin-auth?write_key=write&cookie_state=cookie',
};

describe('PluginAuthClient', () => {
  it('signs in: key pair, opens the link, polls until complete, stores the session', async () => {
    const { fetch, calls } = scriptedFetch({
      '/functions/v1/plugin-keys': [{ status: 201, body: pair }],
      '/functions/v1/plugin-poll': [
        { status: 200, body: { status: 'pending' } },
        { status: 200, body: { status: 'complete', session: session(1, 2_000_000_000) } },
      ],
    });
    const storage = memoryStorage();
    const opened: string[] = [];
    const client = new PluginAuthClient({
      apiUrl: 'http://localhost:3000/',
      anonKey: 'anon',
      storage,
      fetch,
      sleep: async () => undefined,
    });
    const signedIn = await client.signIn((url) => {
      opened.push(url);
    });
    expect(opened).toEqual([pair.link_url]);
    expect(signedIn.access_token).toBe('access-1');
    expect(calls[1]!.body).toEqual({ read_key: 'read' });
    expect(calls[0]!.headers.apikey).toBe('anon');
    expect((await client.getSession())?.access_token).toBe('access-1');
    expect(client.linkUrl(pair)).toBe(pair.link_url);
  });

  it('stops polling with the backend’s words when the pair is spent or expired', async () => {
    const { fetch } = scriptedFetch({
      '/functions/v1/plugin-poll': [
        { status: 404, body: { error: 'This sign-in request has expired or was already used.' } },
      ],
    });
    const client = new PluginAuthClient({
      apiUrl: 'http://x',
      anonKey: 'anon',
      storage: memoryStorage(),
      fetch,
    });
    await expect(client.waitForSession(pair)).rejects.toMatchObject({
      status: 404,
      message: 'This sign-in request has expired or was already used.',
    });
  });

  it('refreshes a session about to expire, once for concurrent callers, and keeps the rotated one', async () => {
    const { fetch, calls } = scriptedFetch({
      '/auth/v1/token?grant_type=refresh_token': [{ status: 200, body: session(2, 2_000_000_000) }],
    });
    const storage = memoryStorage();
    const client = new PluginAuthClient({
      apiUrl: 'http://x',
      anonKey: 'anon',
      storage,
      fetch,
      now: () => 1_000_000_000_000,
    });
    await client.storeSession(session(1, 1_000_000_030));
    const [a, b] = await Promise.all([client.getSession(), client.getSession()]);
    expect(a?.access_token).toBe('access-2');
    expect(b?.access_token).toBe('access-2');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ refresh_token: 'refresh-1' });
    expect(await client.authHeaders()).toEqual({
      apikey: 'anon',
      authorization: 'Bearer access-2',
    });
  });

  it('a refused refresh (revoked on /account) signs the plugin out', async () => {
    const { fetch } = scriptedFetch({
      '/auth/v1/token?grant_type=refresh_token': [
        { status: 400, body: { msg: 'Invalid Refresh Token: No Valid Session Found' } },
      ],
    });
    const client = new PluginAuthClient({
      apiUrl: 'http://x',
      anonKey: 'anon',
      storage: memoryStorage(),
      fetch,
      now: () => 1_000_000_000_000,
    });
    await client.storeSession(session(1, 999_999_000));
    expect(await client.getSession()).toBeNull();
    expect(await client.authHeaders()).toBeNull();
  });

  it('retries a refresh that failed on the network with a backoff from 200 ms, doubling', async () => {
    const { fetch } = scriptedFetch({
      '/auth/v1/token?grant_type=refresh_token': [
        new Error('offline'),
        new Error('offline'),
        { status: 200, body: session(3, 2_000_000_000) },
      ],
    });
    const waits: number[] = [];
    const client = new PluginAuthClient({
      apiUrl: 'http://x',
      anonKey: 'anon',
      storage: memoryStorage(),
      fetch,
      now: () => 1_000_000_000_000,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await client.storeSession(session(1, 999_999_000));
    expect((await client.getSession())?.access_token).toBe('access-3');
    expect(waits).toEqual([200, 400]);
  });
});
