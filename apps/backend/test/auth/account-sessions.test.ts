import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { clientWithToken } from '../support/users';
import { callFunction, linkPlugin } from '../support/plugin';
import { PASSWORD } from './auth-helpers';
import { ACCOUNT_SESSIONS_MESSAGES } from '../../src/functions/account-sessions';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Listed {
  id: string;
  kind: 'web' | 'plugin';
  device: string;
  ip: string | null;
  signed_in_at: string;
  last_active_at: string;
  current: boolean;
}

/** Sessions: the account page's list and revoke, and which sign-outs reach the plugin. */
describe.each(databaseTargets())('auth: sessions on the account page (%s)', (target) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(target);
  });
  afterAll(async () => {
    await backend?.close();
  });

  async function newUser(label: string): Promise<string> {
    const email = uniqueEmail(label);
    const made = await backend
      .serviceClient()
      .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(made.error).toBeNull();
    return email;
  }

  /** A browser's supabase-js, signed in with the password from the given user agent. */
  async function browser(
    email: string,
    userAgent = CHROME_MAC,
  ): Promise<{ client: SupabaseClient; token: string; userId: string }> {
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { 'user-agent': userAgent } },
    });
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { client, token: data.session!.access_token, userId: data.user!.id };
  }

  const list = async (token: string) =>
    (await callFunction(backend, 'account-sessions', null, { token, method: 'GET' })).body as {
      sessions: Listed[];
      total: number;
    };
  const pluginWorks = async (token: string) =>
    (await clientWithToken(backend, token).from('profiles').select('id')).status;

  it('lists web and plugin sessions with their device and last activity, and mails the plugin sign-in', async () => {
    const email = await newUser('sessions-list');
    const mac = await browser(email, CHROME_MAC);
    await browser(email, FIREFOX_WINDOWS);
    const plugin = await linkPlugin(backend, mac.token, mac.userId);

    const { sessions, total } = await list(mac.token);
    expect(total).toBe(3);
    expect(sessions[0]).toMatchObject({ current: true, kind: 'web', device: 'Chrome on macOS' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => `${s.kind}: ${s.device}`).sort()).toEqual([
      'plugin: Figma desktop app on macOS',
      'web: Chrome on macOS',
      'web: Firefox on Windows',
    ]);
    for (const s of sessions) {
      expect(Date.parse(s.last_active_at)).toBeGreaterThanOrEqual(Date.parse(s.signed_in_at));
      expect(s.ip).toBeTruthy();
    }
    const [mail] = await backend.mailTo(email);
    expect(mail?.subject).toBe('New sign-in to the FrameToCode Figma plugin');
    expect(mail?.text).toContain('Device: Figma desktop app on macOS');
    expect(await pluginWorks(plugin.access_token)).toBe(200);
  });

  it('ends another session at once, but not the one in use, an ended one or someone else’s', async () => {
    const email = await newUser('sessions-revoke');
    const here = await browser(email);
    const there = await browser(email, FIREFOX_WINDOWS);
    const plugin = await linkPlugin(backend, here.token, here.userId);
    const listed = (await list(here.token)).sessions;
    const thereId = listed.find((s) => s.device === 'Firefox on Windows')!.id;
    const pluginId = listed.find((s) => s.kind === 'plugin')!.id;

    expect(
      await callFunction(
        backend,
        'account-sessions',
        { session_id: thereId },
        { token: here.token },
      ),
    ).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await there.client.auth.getUser()).error).not.toBeNull();
    expect(
      await callFunction(
        backend,
        'account-sessions',
        { session_id: pluginId },
        { token: here.token },
      ),
    ).toMatchObject({
      status: 200,
    });
    expect(await pluginWorks(plugin.access_token)).toBe(401);
    expect((await list(here.token)).sessions.map((s) => s.current)).toEqual([true]);

    const current = listed.find((s) => s.current)!.id;
    expect(
      await callFunction(
        backend,
        'account-sessions',
        { session_id: current },
        { token: here.token },
      ),
    ).toEqual({
      status: 400,
      body: { code: 'invalid_request', error: ACCOUNT_SESSIONS_MESSAGES.current },
    });
    expect(
      await callFunction(
        backend,
        'account-sessions',
        { session_id: thereId },
        { token: here.token },
      ),
    ).toEqual({
      status: 404,
      body: { code: 'not_found', error: ACCOUNT_SESSIONS_MESSAGES.gone },
    });
    const stranger = await browser(await newUser('sessions-stranger'));
    expect(
      (
        await callFunction(
          backend,
          'account-sessions',
          { session_id: current },
          { token: stranger.token },
        )
      ).status,
    ).toBe(404);
    expect((await here.client.auth.getUser()).error).toBeNull();
    expect(
      (
        await callFunction(
          backend,
          'account-sessions',
          { session_id: 'not-a-session' },
          { token: here.token },
        )
      ).status,
    ).toBe(400);
    expect((await callFunction(backend, 'account-sessions', null, { method: 'GET' })).status).toBe(
      401,
    );
  });

  it('signing out of the website (scope local) leaves the plugin signed in; signing out everywhere ends it', async () => {
    const email = await newUser('sessions-signout');
    const web = await browser(email);
    const plugin = await linkPlugin(backend, web.token, web.userId);
    expect((await web.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await pluginWorks(plugin.access_token)).toBe(200);
    const refreshed = await backend
      .anonClient()
      .auth.refreshSession({ refresh_token: plugin.refresh_token });
    expect(refreshed.error).toBeNull();

    const again = await browser(email);
    expect((await again.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await pluginWorks(refreshed.data.session!.access_token)).toBe(401);
  });

  it('a two-factor sign-in on the website keeps the plugin signed in; turning two-factor on ends it', async () => {
    const email = await newUser('sessions-mfa');
    const web = await browser(email);
    const before = await linkPlugin(backend, web.token, web.userId);
    const enrolled = await web.client.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
    const code = (ahead: number) =>
      new TOTP({
        secret: Secret.fromBase32(totp.secret),
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
      }).generate({
        timestamp: Date.now() + ahead * 30_000,
      });
    expect(
      (await web.client.auth.mfa.challengeAndVerify({ factorId, code: code(0) })).error,
    ).toBeNull();
    expect(await pluginWorks(before.access_token)).toBe(401);

    const aal2 = (await web.client.auth.getSession()).data.session!.access_token;
    const plugin = await linkPlugin(backend, aal2, web.userId);
    const later = await browser(email);
    expect(
      (await later.client.auth.mfa.challengeAndVerify({ factorId, code: code(1) })).error,
    ).toBeNull();
    expect(await pluginWorks(plugin.access_token)).toBe(200);
  });
});
