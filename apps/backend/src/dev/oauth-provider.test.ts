import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { STAND_IN_CLIENT } from '../auth/oauth-providers';
import { oauthProviderRoutes } from './oauth-provider';

// The stand-in reads only the configuration (site URL) from the context.
const ctx = { config: loadConfig({ SITE_URL: 'http://localhost:3000' }) } as AppContext;
const CALLBACK = 'http://localhost:3000/auth/v1/callback';
const basic = `Basic ${Buffer.from(`${STAND_IN_CLIENT.clientId}:${STAND_IN_CLIENT.clientSecret}`).toString('base64')}`;

function authorizeQuery(extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: STAND_IN_CLIENT.clientId,
    redirect_uri: CALLBACK,
    state: 'state-123',
    scope: 'openid email profile',
    ...extra,
  }).toString();
}

async function consent(
  app: ReturnType<typeof oauthProviderRoutes>,
  provider: string,
  fields: Record<string, string>,
): Promise<Response> {
  return app.request(`/${provider}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      response_type: 'code',
      client_id: STAND_IN_CLIENT.clientId,
      redirect_uri: CALLBACK,
      state: 'state-123',
      ...fields,
    }).toString(),
  });
}

async function token(
  app: ReturnType<typeof oauthProviderRoutes>,
  provider: string,
  fields: Record<string, string>,
): Promise<Response> {
  return app.request(`/${provider}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      redirect_uri: CALLBACK,
      ...fields,
    }).toString(),
  });
}

describe('the local OAuth stand-in provider', () => {
  it('shows an accessible consent page, and lists recent accounts once used', async () => {
    const app = oauthProviderRoutes(ctx);
    const first = await app.request(`/google/authorize?${authorizeQuery()}`);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('<html lang="en">');
    // An icon of its own, so the browser does not ask for a /favicon.ico that is not there.
    expect(html).toMatch(
      /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,[^"]+">/,
    );
    expect(html).toContain('<h1>Sign in with Google</h1>');
    expect(html).toContain('<label for="email">Email address</label>');
    expect(html).toContain('<label for="name">Name (optional)</label>');
    expect(html).toContain('name="state" value="state-123"');

    await consent(app, 'google', { email: 'ada@example.com', name: 'Ada', action: 'allow' });
    const second = await (await app.request(`/google/authorize?${authorizeQuery()}`)).text();
    expect(second).toContain('<legend>Recent accounts</legend>');
    expect(second).toContain('value="ada@example.com" checked');
  });

  it('refuses unknown clients and foreign redirect URIs', async () => {
    const app = oauthProviderRoutes(ctx);
    expect(
      (await app.request(`/google/authorize?${authorizeQuery({ client_id: 'other' })}`)).status,
    ).toBe(400);
    expect(
      (
        await app.request(
          `/github/authorize?${authorizeQuery({ redirect_uri: 'https://evil.example/cb' })}`,
        )
      ).status,
    ).toBe(400);
    expect((await app.request(`/facebook/authorize?${authorizeQuery()}`)).status).toBe(400);
  });

  it('explains an invalid address on the page and returns a cancel as access_denied', async () => {
    const app = oauthProviderRoutes(ctx);
    const invalid = await consent(app, 'github', { email: 'not-an-email', action: 'allow' });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('role="alert"');

    const denied = await consent(app, 'github', { action: 'deny' });
    const location = new URL(denied.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(CALLBACK);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
  });

  it('exchanges a code once, checks the PKCE verifier, and serves Google-shaped user info', async () => {
    const app = oauthProviderRoutes(ctx);
    const verifier = 'v'.repeat(50);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const allowed = await consent(app, 'google', {
      email: 'Grace@Example.com',
      name: 'Grace Hopper',
      action: 'allow',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      access_type: 'offline',
    });
    const code = new URL(allowed.headers.get('location')!).searchParams.get('code')!;

    expect((await token(app, 'google', { code, code_verifier: 'wrong' })).status).toBe(400);
    // A refused attempt used the code up, as a real provider would.
    const again = await consent(app, 'google', {
      email: 'grace@example.com',
      name: 'Grace Hopper',
      action: 'allow',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      access_type: 'offline',
    });
    const code2 = new URL(again.headers.get('location')!).searchParams.get('code')!;
    const ok = await token(app, 'google', { code: code2, code_verifier: verifier });
    expect(ok.status).toBe(200);
    const tokens = (await ok.json()) as {
      access_token: string;
      refresh_token?: string;
      token_type: string;
    };
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    expect((await token(app, 'google', { code: code2, code_verifier: verifier })).status).toBe(400);

    const info = await app.request('/google/userinfo', {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await info.json()).toMatchObject({
      email: 'grace@example.com',
      email_verified: true,
      name: 'Grace Hopper',
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    // The same token does not open the other provider's endpoints.
    expect(
      (
        await app.request('/github/user', {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        })
      ).status,
    ).toBe(401);
  });

  it('serves GitHub-shaped /user and /user/emails with a stable id per address', async () => {
    const app = oauthProviderRoutes(ctx);
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const allowed = await consent(app, 'github', { email: 'lin@example.com', action: 'allow' });
      const code = new URL(allowed.headers.get('location')!).searchParams.get('code')!;
      const { access_token } = (await (await token(app, 'github', { code })).json()) as {
        access_token: string;
      };
      const user = (await (
        await app.request('/github/user', { headers: { authorization: `Bearer ${access_token}` } })
      ).json()) as { id: number; login: string; name: string };
      expect(user.login).toBe('lin');
      expect(user.name).toBe('lin');
      ids.push(user.id);
      const emails = await app.request('/github/user/emails', {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(await emails.json()).toEqual([
        { email: 'lin@example.com', primary: true, verified: true, visibility: 'public' },
      ]);
    }
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses a token request with a wrong client secret', async () => {
    const app = oauthProviderRoutes(ctx);
    const res = await app.request('/google/token', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${STAND_IN_CLIENT.clientId}:nope`).toString('base64')}`,
      },
      body: 'grant_type=authorization_code&code=x',
    });
    expect(res.status).toBe(401);
  });
});
