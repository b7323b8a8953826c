import { OAuth2Client } from 'arctic';
import type { Config } from '../config';
import { returnOrigin } from '../http/loopback';

/**
 * Figma's OAuth: the real app when FIGMA_CLIENT_ID/SECRET are set, the local stand-in under
 * /_dev/oauth/figma otherwise (never in production, where the settings are required).
 *
 * arctic's Figma class still posts to www.figma.com/api/oauth/token; Figma now documents
 * the token endpoint as https://api.figma.com/v1/oauth/token and refreshing at
 * https://api.figma.com/v1/oauth/refresh, with the client credentials in a Basic header.
 * So, as for Google and GitHub, arctic's OAuth2Client is used with the endpoints passed
 * per call: the same code path serves Figma and the stand-in. PKCE (S256) is sent when the
 * page provides a verifier; Figma accepts it beside the client secret.
 */

export interface FigmaEndpoints {
  authorize: string;
  token: string;
  refresh: string;
  /** GET /v1/me: id, handle, email, img_url. */
  me: string;
}

export interface FigmaSetup {
  clientId: string;
  clientSecret: string;
  endpoints: FigmaEndpoints;
  scopes: string[];
  standIn: boolean;
}

export const FIGMA_ENDPOINTS: FigmaEndpoints = {
  authorize: 'https://www.figma.com/oauth',
  token: 'https://api.figma.com/v1/oauth/token',
  refresh: 'https://api.figma.com/v1/oauth/refresh',
  me: 'https://api.figma.com/v1/me',
};

/** The stand-in's fixed client; it only ever runs locally, so these are not secrets. */
export const FIGMA_STAND_IN_CLIENT = {
  clientId: 'frametocode-figma-local',
  clientSecret: 'frametocode-figma-local-secret',
};

export function figmaStandInEndpoints(siteUrl: string): FigmaEndpoints {
  const base = `${siteUrl}/_dev/oauth/figma`;
  return {
    authorize: `${base}/oauth`,
    token: `${base}/v1/oauth/token`,
    refresh: `${base}/v1/oauth/refresh`,
    me: `${base}/v1/me`,
  };
}

/** Figma's setup, or null in production without the client settings (config refuses that). */
export function figmaProvider(config: Config): FigmaSetup | null {
  if (config.figma)
    return {
      ...config.figma,
      endpoints: FIGMA_ENDPOINTS,
      scopes: config.figmaScopes,
      standIn: false,
    };
  if (config.appEnv === 'production') return null;
  return {
    ...FIGMA_STAND_IN_CLIENT,
    endpoints: figmaStandInEndpoints(config.siteUrl),
    scopes: config.figmaScopes,
    standIn: true,
  };
}

/** Where Figma sends the browser back: /plugin-auth for the plugin link, /auth for the initiate flow. */
export type FigmaReturnPage = '/plugin-auth' | '/auth';

/**
 * The redirect_uri of the authorize request and of its token exchange (Figma wants the same
 * in both): SITE_URL, or in local mode the loopback name of it the page is on (its Origin).
 */
export function figmaRedirectUri(
  config: Pick<Config, 'appEnv' | 'siteUrl'>,
  page: FigmaReturnPage,
  pageOrigin: string | null = null,
): string {
  return `${returnOrigin(config, pageOrigin)}${page}`;
}

export interface FigmaTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

function toTokens(
  t: Awaited<ReturnType<OAuth2Client['validateAuthorizationCode']>>,
  keepRefresh: string | null,
): FigmaTokens {
  return {
    accessToken: t.accessToken(),
    refreshToken: t.hasRefreshToken() ? t.refreshToken() : keepRefresh,
    expiresAt: 'expires_in' in t.data ? t.accessTokenExpiresAt() : null,
  };
}

export async function exchangeFigmaCode(
  config: Config,
  p: FigmaSetup,
  page: FigmaReturnPage,
  code: string,
  codeVerifier: string | null,
  pageOrigin: string | null = null,
): Promise<FigmaTokens> {
  const client = new OAuth2Client(
    p.clientId,
    p.clientSecret,
    figmaRedirectUri(config, page, pageOrigin),
  );
  return toTokens(
    await client.validateAuthorizationCode(p.endpoints.token, code, codeVerifier),
    null,
  );
}

export async function refreshFigmaToken(p: FigmaSetup, refreshToken: string): Promise<FigmaTokens> {
  const client = new OAuth2Client(p.clientId, p.clientSecret, null);
  // Figma answers a refresh with a new access token only; the refresh token stays valid.
  return toTokens(
    await client.refreshAccessToken(p.endpoints.refresh, refreshToken, []),
    refreshToken,
  );
}

export interface FigmaUser {
  id: string;
  handle: string;
  email: string | null;
  imgUrl: string | null;
}

export async function fetchFigmaUser(p: FigmaSetup, accessToken: string): Promise<FigmaUser> {
  const res = await fetch(p.endpoints.me, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`Figma answered ${res.status} to GET /v1/me`);
  const me = (await res.json()) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const id = typeof me.id === 'number' ? String(me.id) : text(me.id);
  if (!id) throw new Error('Figma did not name the user');
  return { id, handle: text(me.handle) ?? id, email: text(me.email), imgUrl: text(me.img_url) };
}
