import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import {
  figmaRedirectUri,
  exchangeFigmaCode,
  fetchFigmaUser,
  figmaProvider,
  refreshFigmaToken,
} from './figma-provider';

const withFigma = loadConfig({
  SITE_URL: 'https://frametocode.app',
  FIGMA_CLIENT_ID: 'figma-id',
  FIGMA_CLIENT_SECRET: 'figma-secret',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function recordFetch(answer: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      calls.push({
        url: req.url,
        init: {
          method: req.method,
          headers: Object.fromEntries(req.headers),
          body: await req.text(),
        },
      });
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

describe('figmaProvider', () => {
  it('uses Figma’s current endpoints when a client is configured, the stand-in locally, nothing in production without one', () => {
    const real = figmaProvider(withFigma)!;
    expect(real.standIn).toBe(false);
    expect(real.endpoints).toEqual({
      authorize: 'https://www.figma.com/oauth',
      token: 'https://api.figma.com/v1/oauth/token',
      refresh: 'https://api.figma.com/v1/oauth/refresh',
      me: 'https://api.figma.com/v1/me',
    });
    expect(real.scopes).toEqual(['current_user:read', 'file_content:read']);
    const local = figmaProvider(loadConfig({ SITE_URL: 'http://localhost:3000' }))!;
    expect(local.standIn).toBe(true);
    expect(local.endpoints.token).toBe('http://localhost:3000/_dev/oauth/figma/v1/oauth/token');
    const production = { ...loadConfig({}), appEnv: 'production' as const };
    expect(figmaProvider(production)).toBeNull();
  });

  it('reads scopes from FIGMA_SCOPES', () => {
    expect(loadConfig({ FIGMA_SCOPES: 'files:read' }).figmaScopes).toEqual(['files:read']);
  });

  it('exchanges the code at api.figma.com/v1/oauth/token with Basic client credentials and the PKCE verifier', async () => {
    const calls = recordFetch({
      access_token: 'figu_a',
      refresh_token: 'figr_r',
      expires_in: 7776000,
      token_type: 'bearer',
    });
    const tokens = await exchangeFigmaCode(
      withFigma,
      figmaProvider(withFigma)!,
      '/plugin-auth',
      'the-code',
      'the-verifier',
    );
    expect(tokens.accessToken).toBe('figu_a');
    expect(tokens.refreshToken).toBe('figr_r');
    expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    const call = calls[0]!;
    expect(call.url).toBe('https://api.figma.com/v1/oauth/token');
    expect((call.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('figma-id:figma-secret').toString('base64')}`,
    );
    const body = new URLSearchParams(call.init.body as string);
    expect(body.get('grant_type')).toBe('authorization_code');
    expect(body.get('code')).toBe('the-code');
    expect(body.get('redirect_uri')).toBe('https://frametocode.app/plugin-auth');
    expect(body.get('code_verifier')).toBe('the-verifier');
  });

  it('refreshes at api.figma.com/v1/oauth/refresh and keeps the refresh token Figma does not resend', async () => {
    const calls = recordFetch({
      access_token: 'figu_b',
      expires_in: 7776000,
      token_type: 'bearer',
    });
    const tokens = await refreshFigmaToken(figmaProvider(withFigma)!, 'figr_r');
    expect(calls[0]!.url).toBe('https://api.figma.com/v1/oauth/refresh');
    expect(new URLSearchParams(calls[0]!.init.body as string).get('grant_type')).toBe(
      'refresh_token',
    );
    expect(tokens).toMatchObject({ accessToken: 'figu_b', refreshToken: 'figr_r' });
  });

  it('reads the Figma user from GET /v1/me', async () => {
    const calls = recordFetch({
      id: '123',
      handle: 'ada',
      email: 'ada@example.com',
      img_url: 'https://s3/ada.png',
    });
    expect(await fetchFigmaUser(figmaProvider(withFigma)!, 'figu_a')).toEqual({
      id: '123',
      handle: 'ada',
      email: 'ada@example.com',
      imgUrl: 'https://s3/ada.png',
    });
    expect(calls[0]!.url).toBe('https://api.figma.com/v1/me');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer figu_a');
  });
});

describe('figmaRedirectUri', () => {
  it('returns to the loopback name the page is on locally, and to SITE_URL otherwise', () => {
    const local = { appEnv: 'local' as const, siteUrl: 'http://localhost:3000' };
    expect(figmaRedirectUri(local, '/auth', 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/auth',
    );
    expect(figmaRedirectUri(local, '/plugin-auth')).toBe('http://localhost:3000/plugin-auth');
    expect(figmaRedirectUri(local, '/auth', 'https://evil.example')).toBe(
      'http://localhost:3000/auth',
    );
    const production = { appEnv: 'production' as const, siteUrl: 'https://frametocode.app' };
    expect(figmaRedirectUri(production, '/auth', 'http://127.0.0.1:3000')).toBe(
      'https://frametocode.app/auth',
    );
  });
});
