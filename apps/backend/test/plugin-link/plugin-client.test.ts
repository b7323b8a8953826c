import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PluginAuthClient, memoryStorage } from '@app/plugin-client';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { createTestUser, type TestUser } from '../support/users';
import { figmaConsent } from './figma-stand-in';

/** The plugin's own client, scripted against the real backend: what the next issue's plugin runs. */
describe.each(databaseTargets())('@app/plugin-client against the backend (%s)', (target) => {
  let b: TestBackend;
  let user: TestUser;

  beforeAll(async () => {
    b = await startTestBackend(target);
    user = await createTestUser(b, 'plugin-client');
  });
  afterAll(async () => {
    await b?.close();
  });

  /** What the browser does with the link URL: the /plugin-auth page's calls, signed in as `user`. */
  async function completeInBrowser(linkUrl: string) {
    const url = new URL(linkUrl);
    const writeKey = url.searchParams.get('write_key')!;
    const cookieState = url.searchParams.get('cookie_state')!;
    const fn = (name: string, body: unknown) =>
      fetch(`${b.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: {
          apikey: b.anonKey,
          authorization: `Bearer ${user.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    expect((await fn('plugin-auth-update', { writeKey, userId: user.id })).status).toBe(200);
    const back = await figmaConsent(b, {
      page: '/plugin-auth',
      state: `${writeKey}:${cookieState}`,
    });
    expect(
      (
        await fn('figma-oauth-callback', {
          code: back.searchParams.get('code'),
          writeKey,
          cookieState,
        })
      ).status,
    ).toBe(200);
  }

  it('signs in, reads only its own profile, refreshes, and is signed out once revoked', async () => {
    const client = new PluginAuthClient({
      apiUrl: b.url,
      anonKey: b.anonKey,
      storage: memoryStorage(),
    });
    let pending: Promise<void> | null = null;
    const session = await client.signIn(
      (url) => {
        pending = completeInBrowser(url);
      },
      { intervalMs: 50 },
    );
    await pending;
    expect(session.user.id).toBe(user.id);

    const headers = (await client.authHeaders())!;
    const profiles = await fetch(`${b.url}/rest/v1/profiles?select=id`, { headers });
    expect(await profiles.json()).toEqual([{ id: user.id }]);

    // The plugin starts a Figma connection that completes for a visitor of the website.
    const connect = new URL(await client.figmaConnectUrl());
    expect(`${connect.origin}${connect.pathname}`).toBe(`${b.url}/figma-auth/initiate`);
    const state = connect.searchParams.get('state')!;
    const visitor = b.anonClient();
    await visitor
      .from('figma_oauth_state')
      .insert({ state, session_id: connect.searchParams.get('session_id'), user_id: null });
    const back = await figmaConsent(b, { page: '/auth', state, email: 'again@example.com' });
    const exchanged = await visitor.functions.invoke<{ access_token: string }>(
      'figma-oauth-exchange',
      {
        body: { code: back.searchParams.get('code'), state },
      },
    );
    const info = await visitor.functions.invoke<{ success: boolean }>('figma-user-info', {
      body: { access_token: exchanged.data!.access_token, state },
    });
    expect(info.data?.success).toBe(true);

    const rotated = await client.refreshSession();
    expect(rotated?.refresh_token).not.toBe(session.refresh_token);

    const sessionId = JSON.parse(
      Buffer.from(rotated!.access_token.split('.')[1]!, 'base64url').toString(),
    ).session_id as string;
    expect(
      (await user.client.rpc('revoke_plugin_session', { plugin_session_id: sessionId })).data,
    ).toBe(true);
    const refused = await fetch(`${b.url}/rest/v1/profiles?select=id`, {
      headers: { apikey: b.anonKey, authorization: `Bearer ${rotated!.access_token}` },
    });
    expect(refused.status).toBe(401);
    expect(await client.refreshSession()).toBeNull();
    expect(await client.getSession()).toBeNull();
  });
});
