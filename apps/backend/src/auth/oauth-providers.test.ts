import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import {
  authorizationUrl,
  exchangeCode,
  fetchProviderUser,
  oauthProvider,
} from './oauth-providers';

const local = loadConfig({ SITE_URL: 'http://localhost:3000' });
const withClients = loadConfig({
  SITE_URL: 'https://frametocode.app',
  GOOGLE_CLIENT_ID: 'google-id',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  GITHUB_CLIENT_ID: 'github-id',
  GITHUB_CLIENT_SECRET: 'github-secret',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('oauthProvider', () => {
  it('uses the real endpoints when a client is configured, the stand-in locally otherwise', () => {
    const real = oauthProvider(withClients, 'google')!;
    expect(real.standIn).toBe(false);
    expect(real.endpoints.authorize).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(oauthProvider(withClients, 'github')!.endpoints.emails).toBe(
      'https://api.github.com/user/emails',
    );

    const standIn = oauthProvider(local, 'github')!;
    expect(standIn.standIn).toBe(true);
    expect(standIn.endpoints.authorize).toBe('http://localhost:3000/_dev/oauth/github/authorize');
    expect(oauthProvider(local, 'myspace')).toBeNull();
  });

  it('offers no provider in production without client settings', () => {
    const production = { ...local, appEnv: 'production' as const };
    expect(oauthProvider(production, 'google')).toBeNull();
  });
});

describe('authorizationUrl', () => {
  it("builds Google's URL with PKCE, the callback, scopes and the forwarded parameters", () => {
    const p = oauthProvider(withClients, 'google')!;
    const { url, codeVerifier } = authorizationUrl(withClients, p, 'state-1', p.defaultScopes, [
      ['access_type', 'offline'],
      ['prompt', 'consent'],
    ]);
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'google-id',
      redirect_uri: 'https://frametocode.app/auth/v1/callback',
      state: 'state-1',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(codeVerifier).toBeTruthy();
  });

  it("builds GitHub's URL without PKCE", () => {
    const p = oauthProvider(withClients, 'github')!;
    const { url, codeVerifier } = authorizationUrl(withClients, p, 's', ['user:email'], []);
    expect(new URL(url).searchParams.get('scope')).toBe('user:email');
    expect(new URL(url).searchParams.has('code_challenge')).toBe(false);
    expect(codeVerifier).toBeNull();
  });
});

describe('provider exchanges', () => {
  it('sends the client secret in a Basic header and reads the tokens', async () => {
    const fetchMock = vi.fn(async (_input: Request | string | URL) =>
      Response.json({ access_token: 'gho_x', token_type: 'bearer', scope: 'user:email' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const p = oauthProvider(withClients, 'github')!;
    const tokens = await exchangeCode(withClients, p, 'code-1', null);
    expect(tokens).toEqual({ accessToken: 'gho_x', refreshToken: null });
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toBe('https://github.com/login/oauth/access_token');
    expect(request.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('github-id:github-secret').toString('base64')}`,
    );
  });

  it("reads GitHub's verified primary address from /user/emails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input.endsWith('/emails')
          ? Response.json([
              { email: 'old@example.com', primary: false, verified: true },
              { email: 'Ada@Example.com', primary: true, verified: true },
            ])
          : Response.json({
              id: 42,
              login: 'ada',
              name: null,
              avatar_url: 'https://avatars.example/42',
            }),
      ),
    );
    const user = await fetchProviderUser(oauthProvider(withClients, 'github')!, 'token');
    expect(user).toMatchObject({ providerId: '42', email: 'ada@example.com', emailVerified: true });
    expect(user.claims).toMatchObject({
      user_name: 'ada',
      full_name: 'ada',
      avatar_url: 'https://avatars.example/42',
      provider_id: '42',
    });
  });

  it("takes Google's email_verified as given", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ sub: '1', email: 'a@b.co', email_verified: false, name: 'A' }),
      ),
    );
    const user = await fetchProviderUser(oauthProvider(withClients, 'google')!, 'token');
    expect(user.emailVerified).toBe(false);
    expect(user.claims).toMatchObject({ iss: 'https://accounts.google.com', full_name: 'A' });
  });
});
