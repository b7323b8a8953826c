import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DESIGN_TOOL_LINK_MESSAGES,
  PLUGIN_AUTH_MESSAGES,
  PLUGIN_LINK_ERRORS,
} from '@app/shared/plugin-link';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, clientWithToken, createTestUser, type TestUser } from '../support/users';
import { figmaConsent } from './figma-stand-in';
import { figmaAccessToken } from '../../src/plugin-link/figma-accounts';
import { configureLogging } from '../../src/log/logger';

interface Pair {
  read_key: string;
  write_key: string;
  cookie_state: string;
  expires_at: string;
  link_url: string;
}

describe.each(databaseTargets())('plugin link: key pair → link → poll (%s)', (target) => {
  let b: TestBackend;
  let a: TestUser;
  let other: TestUser;

  const call = async (name: string, body: unknown, token?: string) => {
    const res = await fetch(`${b.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        apikey: b.anonKey,
        authorization: `Bearer ${token ?? b.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const newPair = async () => (await call('plugin-keys', {})).body as unknown as Pair;
  const figmaCode = async (state: string, page: '/plugin-auth' | '/auth' = '/plugin-auth') =>
    (await figmaConsent(b, { page, state })).searchParams.get('code')!;

  /** The whole browser side of the link, as the /plugin-auth page drives it. */
  const link = async (pair: Pair, user: TestUser) => {
    expect(
      (await call('plugin-auth-update', { writeKey: pair.write_key, userId: user.id }, user.token))
        .status,
    ).toBe(200);
    const code = await figmaCode(`${pair.write_key}:${pair.cookie_state}`);
    return call(
      'figma-oauth-callback',
      { code, writeKey: pair.write_key, cookieState: pair.cookie_state },
      user.token,
    );
  };

  beforeAll(async () => {
    b = await startTestBackend(target);
    a = await createTestUser(b, 'plugin-a');
    other = await createTestUser(b, 'plugin-other');
  });
  afterAll(async () => {
    await b?.close();
  });

  it('issues unguessable keys and a link URL carrying the write key and cookie state', async () => {
    const res = await call('plugin-keys', {});
    expect(res.status).toBe(201);
    const pair = res.body as unknown as Pair;
    for (const key of [pair.read_key, pair.write_key, pair.cookie_state])
      expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(16);
    const url = new URL(pair.link_url);
    expect(url.pathname).toBe('/plugin-auth');
    expect(url.searchParams.get('write_key')).toBe(pair.write_key);
    expect(url.searchParams.get('cookie_state')).toBe(pair.cookie_state);
    const stored = await asServer(b, 'select * from public.plugin_link_keys');
    expect(JSON.stringify(stored)).not.toContain(pair.read_key);
    expect(JSON.stringify(stored)).not.toContain(pair.write_key);
    expect((await a.client.from('plugin_link_keys').select('*')).status).toBe(403);
    expect((await b.anonClient().from('plugin_link_keys').select('*')).status).toBe(401);
  });

  it('answers the poll once with a working session of the user, then never again', async () => {
    const pair = await newPair();
    expect((await call('plugin-poll', { read_key: pair.read_key })).body).toEqual({
      status: 'pending',
    });
    expect((await link(pair, a)).body).toEqual({ success: true });

    const first = await call('plugin-poll', { read_key: pair.read_key });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('complete');
    const session = first.body.session as {
      access_token: string;
      refresh_token: string;
      user: { id: string };
    };
    expect(session.user.id).toBe(a.id);

    const again = await call('plugin-poll', { read_key: pair.read_key });
    expect(again).toEqual({
      status: 404,
      body: { code: 'not_found', error: PLUGIN_LINK_ERRORS.readKeyUnknown },
    });

    const plugin = clientWithToken(b, session.access_token);
    const profiles = await plugin.from('profiles').select('id');
    expect(profiles.data).toEqual([{ id: a.id }]);
    const listed = await a.client
      .from('plugin_sessions')
      .select('session_id, linked_at, last_used_at');
    expect(listed.data).toHaveLength(1);
  });

  it('a wrong read key learns the same as a spent one', async () => {
    const res = await call('plugin-poll', { read_key: 'x'.repeat(43) });
    expect(res).toEqual({
      status: 404,
      body: { code: 'not_found', error: PLUGIN_LINK_ERRORS.readKeyUnknown },
    });
  });

  it('refuses expired, reused, forged and cross-user write keys', async () => {
    const expired = await newPair();
    await asServer(
      b,
      "update public.plugin_link_keys set expires_at = now() - interval '1 second' where expires_at > now()",
    );
    expect(
      await call('plugin-auth-update', { writeKey: expired.write_key, userId: a.id }, a.token),
    ).toEqual({
      status: 410,
      body: { code: 'gone', error: PLUGIN_LINK_ERRORS.linkExpired },
    });

    const forged = await call(
      'plugin-auth-update',
      { writeKey: 'forged-write-key-0000000000000000', userId: a.id },
      a.token,
    );
    expect(forged.status).toBe(410);

    const used = await newPair();
    await link(used, a);
    expect(
      (await call('plugin-auth-update', { writeKey: used.write_key, userId: a.id }, a.token))
        .status,
    ).toBe(410);

    const crossed = await newPair();
    expect(
      (await call('plugin-auth-update', { writeKey: crossed.write_key, userId: a.id }, a.token))
        .status,
    ).toBe(200);
    expect(
      await call(
        'plugin-auth-update',
        { writeKey: crossed.write_key, userId: other.id },
        other.token,
      ),
    ).toEqual({
      status: 403,
      body: { code: 'forbidden', error: PLUGIN_LINK_ERRORS.otherAccount },
    });
    expect(
      (await call('plugin-auth-update', { writeKey: crossed.write_key, userId: a.id }, other.token))
        .status,
    ).toBe(403);
    const code = await figmaCode(`${crossed.write_key}:${crossed.cookie_state}`);
    const stolen = await call(
      'figma-oauth-callback',
      { code, writeKey: crossed.write_key, cookieState: crossed.cookie_state },
      other.token,
    );
    expect(stolen.status).toBe(403);
    expect(
      (await call('plugin-auth-update', { writeKey: crossed.write_key, userId: a.id })).status,
    ).toBe(401);
  });

  it('a cookie state other than the pair’s own fails with the spec’s words', async () => {
    const pair = await newPair();
    await call('plugin-auth-update', { writeKey: pair.write_key, userId: a.id }, a.token);
    const code = await figmaCode(`${pair.write_key}:${pair.cookie_state}`);
    const res = await call(
      'figma-oauth-callback',
      { code, writeKey: pair.write_key, cookieState: 'another-cookie-state-0000000' },
      a.token,
    );
    expect(res).toEqual({
      status: 400,
      body: { code: 'invalid_request', error: PLUGIN_AUTH_MESSAGES.stateMismatch },
    });
    expect((await call('plugin-poll', { read_key: pair.read_key })).body).toEqual({
      status: 'pending',
    });
  });

  it('a code Figma did not issue fails with the product’s words', async () => {
    const pair = await newPair();
    await call('plugin-auth-update', { writeKey: pair.write_key, userId: a.id }, a.token);
    const lines: Record<string, unknown>[] = [];
    configureLogging(
      { format: 'json', level: 'warn', instanceId: null },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const consoleWarn = vi.spyOn(console, 'warn');
    let res: Awaited<ReturnType<typeof call>>;
    let consoleWarnings: unknown[][];
    try {
      res = await call(
        'figma-oauth-callback',
        { code: 'not-a-code', writeKey: pair.write_key, cookieState: pair.cookie_state },
        a.token,
      );
    } finally {
      consoleWarnings = [...consoleWarn.mock.calls];
      consoleWarn.mockRestore();
      configureLogging({ format: 'json', level: 'warn', instanceId: null });
    }
    expect(res).toEqual({
      status: 502,
      body: { code: 'upstream_failed', error: PLUGIN_AUTH_MESSAGES.figmaFailed },
    });
    // The operator sees why, as one JSON warn line; the code and the app's secret stay out of it.
    const failure = lines.find((l) => l.msg === 'plugin link exchange failed');
    expect(failure).toMatchObject({
      level: 40,
      component: 'figma',
      err: { message: expect.any(String), stack: expect.any(String) },
    });
    expect(JSON.stringify(failure)).not.toMatch(/not-a-code|frametocode-figma-local-secret/);
    expect(consoleWarnings).toEqual([]);
    const missing = await call('figma-oauth-callback', { writeKey: pair.write_key }, a.token);
    expect(missing.body.error).toBe(PLUGIN_AUTH_MESSAGES.invalidRequest);
  });

  it('a PKCE challenge is honoured: the exchange needs its verifier', async () => {
    const verifier = 'v'.repeat(43);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    for (const [sent, status] of [
      [null, 502],
      [verifier, 200],
    ] as const) {
      const pair = await newPair();
      await call('plugin-auth-update', { writeKey: pair.write_key, userId: a.id }, a.token);
      const back = await figmaConsent(b, {
        page: '/plugin-auth',
        state: `${pair.write_key}:${pair.cookie_state}`,
        codeChallenge: challenge,
      });
      const res = await call(
        'figma-oauth-callback',
        {
          code: back.searchParams.get('code'),
          writeKey: pair.write_key,
          cookieState: pair.cookie_state,
          codeVerifier: sent,
        },
        a.token,
      );
      expect(res.status).toBe(status);
    }
  });

  it('stores the Figma user on the account with its tokens encrypted, and refreshes before expiry', async () => {
    const rows = await asServer<Record<string, string | null>>(
      b,
      'select * from public.figma_accounts where user_id = $1',
      [a.id],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.handle).toBe('ada-designs');
    expect(row.email).toBe('designer@example.com');
    expect(row.access_token_encrypted).toMatch(/^v1\./);
    expect(row.refresh_token_encrypted).toMatch(/^v1\./);
    const token = await figmaAccessToken(b.server.ctx, a.id);
    expect(token).toMatch(/^figu_standin_/);
    expect(row.access_token_encrypted).not.toContain(token!);
    const me = await fetch(`${b.url}/_dev/oauth/figma/v1/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { handle: string }).handle).toBe('ada-designs');

    await asServer(
      b,
      "update public.figma_accounts set access_token_expires_at = now() + interval '1 minute' where user_id = $1",
      [a.id],
    );
    const refreshed = await figmaAccessToken(b.server.ctx, a.id);
    expect(refreshed).toMatch(/^figu_standin_/);
    expect(refreshed).not.toBe(token);
    const after = await asServer<{ later: boolean }>(
      b,
      "select access_token_expires_at > now() + interval '30 minutes' as later from public.figma_accounts where user_id = $1",
      [a.id],
    );
    expect(after[0]!.later).toBe(true);

    const visible = await a.client.from('figma_accounts').select('handle, email');
    expect(visible.data).toEqual([{ handle: 'ada-designs', email: 'designer@example.com' }]);
    const secret = await a.client.from('figma_accounts').select('access_token_encrypted');
    expect(secret.status).toBe(403);
  });

  it('Revoke ends the plugin session at once: its token and refresh token stop working', async () => {
    const pair = await newPair();
    await link(pair, a);
    const { session } = (await call('plugin-poll', { read_key: pair.read_key })).body as {
      session: { access_token: string; refresh_token: string };
    };
    const plugin = clientWithToken(b, session.access_token);
    expect((await plugin.from('profiles').select('id')).status).toBe(200);
    const sessionId = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
    ).session_id as string;

    expect(
      (await other.client.rpc('revoke_plugin_session', { plugin_session_id: sessionId })).data,
    ).toBe(false);
    expect(
      (await a.client.rpc('revoke_plugin_session', { plugin_session_id: sessionId })).data,
    ).toBe(true);

    expect((await plugin.from('profiles').select('id')).status).toBe(401);
    const fn = await call('plugin-keys', {}, session.access_token);
    expect(fn.status).toBe(401);
    const refreshed = await fetch(`${b.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: b.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refreshed.status).toBe(400);
  });

  it('the scheduled cleanup removes expired state records and unclaimed key pairs', async () => {
    await newPair();
    await asServer(
      b,
      "update public.plugin_link_keys set expires_at = now() - interval '1 second'",
    );
    await asServer(
      b,
      "insert into public.figma_oauth_state (state, session_id, expires_at) values ('expired-state-for-cleanup-01', 's', now() - interval '1 second')",
    );
    const { cleanupExpiredOAuthState } = await import('../../src/plugin-link/cleanup');
    expect(await cleanupExpiredOAuthState(b.server.ctx)).toBeGreaterThanOrEqual(2);
    expect(await asServer(b, 'select 1 from public.plugin_link_keys')).toHaveLength(0);
  });

  it('the server’s timer runs the cleanup on its own', async () => {
    await newPair();
    await asServer(
      b,
      "update public.plugin_link_keys set expires_at = now() - interval '1 second'",
    );
    const { SCHEDULED_JOBS, startJobs } = await import('../../src/jobs/jobs');
    const cleanup = SCHEDULED_JOBS.find((j) => j.name === 'oauth-state-cleanup')!;
    const jobs = startJobs(b.server.ctx, undefined, [{ ...cleanup, everyMs: 50 }]);
    try {
      await expect
        .poll(async () => (await asServer(b, 'select 1 from public.plugin_link_keys')).length, {
          timeout: 5000,
        })
        .toBe(0);
    } finally {
      await jobs.stop();
    }
  });
});

describe.each(databaseTargets())(
  'figma_oauth_state and the return page functions (%s)',
  (target) => {
    let b: TestBackend;
    let a: TestUser;

    const call = async (name: string, body: unknown, token?: string) => {
      const res = await fetch(`${b.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: {
          apikey: b.anonKey,
          authorization: `Bearer ${token ?? b.anonKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    beforeAll(async () => {
      b = await startTestBackend(target);
      a = await createTestUser(b, 'initiate');
    });
    afterAll(async () => {
      await b?.close();
    });

    it('a visitor stores a state but may not set its expiry, link another user or read others', async () => {
      const anon = b.anonClient();
      expect(
        (
          await anon
            .from('figma_oauth_state')
            .insert({ state: 'visitor-state-0000000000001', session_id: 's' })
        ).status,
      ).toBe(201);
      const forever = await anon.from('figma_oauth_state').insert({
        state: 'visitor-state-0000000000002',
        session_id: 's',
        expires_at: '2999-01-01T00:00:00Z',
      });
      expect(forever.status).toBe(401);
      expect(
        (
          await anon
            .from('figma_oauth_state')
            .insert({ state: 'visitor-state-0000000000003', session_id: 's', user_id: a.id })
        ).status,
      ).toBe(401);
      expect((await anon.from('figma_oauth_state').select('*')).status).toBe(401);

      const held = await anon.rpc('get_figma_oauth_state', {
        oauth_state: 'visitor-state-0000000000001',
      });
      expect(held.data).toEqual({
        state: 'visitor-state-0000000000001',
        session_id: 's',
        linked: false,
      });
      expect(
        (await anon.rpc('get_figma_oauth_state', { oauth_state: 'not-held-state-000000000001' }))
          .data,
      ).toBeNull();
      expect(
        (await anon.rpc('delete_figma_oauth_state', { oauth_state: 'visitor-state-0000000000001' }))
          .data,
      ).toBe(true);
      expect(
        (await anon.rpc('get_figma_oauth_state', { oauth_state: 'visitor-state-0000000000001' }))
          .data,
      ).toBeNull();
    });

    it('exchange and user-info connect the Figma account without a token reaching the browser', async () => {
      const state = 'initiate-state-000000000000001';
      expect(
        (
          await a.client
            .from('figma_oauth_state')
            .insert({ state, session_id: 'web-session', user_id: a.id })
        ).status,
      ).toBe(201);
      const back = await figmaConsent(b, { page: '/auth', state, email: 'initiator@example.com' });
      const code = back.searchParams.get('code')!;
      const exchanged = await call('figma-oauth-exchange', { code, state });
      expect(exchanged.body.success).toBe(true);
      const handle = exchanged.body.access_token as string;
      expect(handle).toMatch(/^v1\./);
      expect(handle).not.toContain('figu_');

      expect(
        (
          await call('figma-user-info', {
            access_token: handle,
            refresh_token: exchanged.body.refresh_token,
            state: 'other-state-00000000000000001',
          })
        ).body,
      ).toEqual({
        code: 'invalid_request',
        error: DESIGN_TOOL_LINK_MESSAGES.invalidState,
      });
      const info = await call('figma-user-info', {
        access_token: handle,
        refresh_token: exchanged.body.refresh_token,
        state,
      });
      expect(info.body).toMatchObject({
        success: true,
        user: { handle: 'ada-designs', email: 'initiator@example.com' },
      });
      const rows = await asServer(
        b,
        'select handle from public.figma_accounts where user_id = $1',
        [a.id],
      );
      expect(rows).toEqual([{ handle: 'ada-designs' }]);
    });

    it('answers the section 8 texts for a missing code, an unknown state and a refused code', async () => {
      expect((await call('figma-oauth-exchange', { state: 'x' })).body.error).toBe(
        DESIGN_TOOL_LINK_MESSAGES.missingCodeOrState,
      );
      expect(
        (await call('figma-oauth-exchange', { code: 'c', state: 'never-stored-state-00000001' }))
          .body.error,
      ).toBe(DESIGN_TOOL_LINK_MESSAGES.invalidState);
      const state = 'refused-code-state-00000000001';
      await b.anonClient().from('figma_oauth_state').insert({ state, session_id: 's' });
      const refused = await call('figma-oauth-exchange', { code: 'not-a-code', state });
      expect(refused.body.error).toBe(
        DESIGN_TOOL_LINK_MESSAGES.tokenExchangeFailed(
          'Figma did not accept the authorization code',
        ),
      );
      const anonInfo = await call('figma-user-info', { access_token: 'v1.AAAA', state });
      expect(anonInfo.status).toBe(401);
    });

    it('the stand-in sends access_denied back when the user denies', async () => {
      const back = await figmaConsent(b, {
        page: '/auth',
        state: 'denied-state-0000000000001',
        deny: true,
      });
      expect(back.pathname).toBe('/auth');
      expect(back.searchParams.get('error')).toBe('access_denied');
    });
  },
);

describe('plugin link rate limits', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend('pglite', { RATE_LIMITS: 'on' });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('limits key pairs per address, in the product’s words', async () => {
    const ask = () =>
      fetch(`${b.url}/functions/v1/plugin-keys`, {
        method: 'POST',
        headers: { apikey: b.anonKey, authorization: `Bearer ${b.anonKey}` },
      });
    for (let i = 0; i < 20; i++) expect((await ask()).status).toBe(201);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'too_many_requests',
      error: PLUGIN_LINK_ERRORS.tooMany,
    });
  });
});
