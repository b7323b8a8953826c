import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_TOOL_LINK_MESSAGES, PLUGIN_LINK_ERRORS } from '@app/shared/plugin-link';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser, type TestUser } from '../support/users';
import { callFunction, linkPlugin, type PluginSession } from '../support/plugin';
import { figmaConsent } from './figma-stand-in';

const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { session_id: string })
    .session_id;

/**
 * The plugin-started Figma connection: /figma-auth/initiate → Figma → /auth for a visitor
 * who is not signed in on the website, attached to the plugin session that started it.
 */
describe.each(databaseTargets())(
  'plugin link: the plugin starts a Figma connection (%s)',
  (target) => {
    let b: TestBackend;
    beforeAll(async () => {
      b = await startTestBackend(target);
    });
    afterAll(async () => {
      await b?.close();
    });

    /** What the initiate and return pages do, as a visitor (anon key) unless a web token is given. */
    async function connect(state: string, sessionId: string, email: string, webToken?: string) {
      const stored = await b
        .anonClient()
        .from('figma_oauth_state')
        .insert({ state, session_id: sessionId, user_id: null });
      expect(stored.status).toBe(201);
      const back = await figmaConsent(b, { page: '/auth', state, email });
      const exchanged = await callFunction(b, 'figma-oauth-exchange', {
        code: back.searchParams.get('code'),
        state,
      });
      expect(exchanged.body.success).toBe(true);
      return callFunction(
        b,
        'figma-user-info',
        {
          access_token: exchanged.body.access_token,
          refresh_token: exchanged.body.refresh_token,
          state,
        },
        webToken ? { token: webToken } : {},
      );
    }

    async function pluginOf(user: TestUser): Promise<PluginSession> {
      return linkPlugin(b, user.token, user.id);
    }

    async function startFromPlugin(plugin: PluginSession) {
      const started = await callFunction(b, 'figma-connect', {}, { token: plugin.access_token });
      expect(started.status).toBe(201);
      return started.body as { state: string; session_id: string };
    }

    const figmaEmailOf = async (userId: string) =>
      (
        await asServer<{ email: string }>(
          b,
          'select email from public.figma_accounts where user_id = $1',
          [userId],
        )
      )[0]?.email;

    it('completes for a visitor and stores the Figma account on the plugin session’s user', async () => {
      const owner = await createTestUser(b, 'connect-owner');
      const plugin = await pluginOf(owner);
      const { state, session_id } = await startFromPlugin(plugin);
      expect(session_id).toBe(sessionOf(plugin.access_token));

      const done = await connect(state, session_id, 'owner-figma@example.com');
      expect(done).toMatchObject({
        status: 200,
        body: { success: true, user: { email: 'owner-figma@example.com' } },
      });
      expect(await figmaEmailOf(owner.id)).toBe('owner-figma@example.com');
    });

    it('still attaches to the signed-in web account for the same user, and refuses another account', async () => {
      const owner = await createTestUser(b, 'connect-web');
      const plugin = await pluginOf(owner);
      const same = await startFromPlugin(plugin);
      expect(
        (await connect(same.state, same.session_id, 'same@example.com', owner.token)).body.success,
      ).toBe(true);
      expect(await figmaEmailOf(owner.id)).toBe('same@example.com');

      const other = await createTestUser(b, 'connect-other');
      const mixed = await startFromPlugin(plugin);
      expect(
        await connect(mixed.state, mixed.session_id, 'mixed@example.com', other.token),
      ).toEqual({
        status: 409,
        body: { code: 'conflict', error: PLUGIN_LINK_ERRORS.otherAccountSignedIn },
      });
      expect(await figmaEmailOf(other.id)).toBeUndefined();

      // A flow the website started still attaches to the signed-in account, as before.
      const web = 'web-started-state-' + Date.now().toString(36) + '-000000';
      expect((await connect(web, 'web', 'web@example.com', other.token)).body.success).toBe(true);
      expect(await figmaEmailOf(other.id)).toBe('web@example.com');
    });

    it('naming a session is not enough: a made-up state, another session’s state or an ended session fail', async () => {
      const victim = await createTestUser(b, 'connect-victim');
      const victimPlugin = await pluginOf(victim);
      const victimSession = sessionOf(victimPlugin.access_token);

      const madeUp = await connect(
        'made-up-state-0000000000000001',
        victimSession,
        'attacker@example.com',
      );
      expect(madeUp).toEqual({
        status: 401,
        body: {
          code: 'unauthorized',
          error: DESIGN_TOOL_LINK_MESSAGES.userInfoFailed('sign in to connect your Figma account'),
        },
      });

      const attacker = await createTestUser(b, 'connect-attacker');
      const own = await startFromPlugin(await pluginOf(attacker));
      const borrowed = await connect(own.state, victimSession, 'attacker@example.com');
      expect(borrowed).toEqual({
        status: 401,
        body: { code: 'unauthorized', error: PLUGIN_LINK_ERRORS.pluginSessionEnded },
      });
      // The victim keeps the Figma account their own plugin link stored.
      expect(await figmaEmailOf(victim.id)).toBe('designer@example.com');

      const before = await startFromPlugin(victimPlugin);
      await victim.client.rpc('revoke_plugin_session', { plugin_session_id: victimSession });
      const ended = await connect(before.state, before.session_id, 'late@example.com');
      expect(ended.body.error).toBe(PLUGIN_LINK_ERRORS.pluginSessionEnded);
    });

    it('only a plugin session may start one', async () => {
      const user = await createTestUser(b, 'connect-web-only');
      expect(await callFunction(b, 'figma-connect', {}, { token: user.token })).toEqual({
        status: 401,
        body: { code: 'unauthorized', error: PLUGIN_LINK_ERRORS.pluginSessionRequired },
      });
      expect((await callFunction(b, 'figma-connect', {})).status).toBe(401);
    });
  },
);
