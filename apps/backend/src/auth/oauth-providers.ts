import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier } from 'arctic';
import type { Config } from '../config';

/**
 * The OAuth providers sign-in supports, Google and GitHub, each either real (client id and
 * secret configured: GOOGLE_CLIENT_ID/SECRET, GITHUB_CLIENT_ID/SECRET) or, in local mode
 * without them, the built-in stand-in under /_dev/oauth/<provider>.
 *
 * Why arctic's generic OAuth2Client rather than its Google and GitHub classes: those have
 * the providers' endpoints built in, and the stand-in must run through the very same code
 * with only the endpoints swapped. OAuth2Client takes the endpoints per call, so real and
 * stand-in providers share one path: authorization URL, code exchange (client secret in a
 * Basic header, PKCE where the provider supports it) and the user-info request.
 */

export type OAuthProviderName = 'google' | 'github';
export const OAUTH_PROVIDERS: readonly OAuthProviderName[] = ['google', 'github'];

export interface OAuthEndpoints {
  authorize: string;
  token: string;
  /** Google: the OIDC userinfo document. GitHub: GET /user. */
  userInfo: string;
  /** GitHub only: GET /user/emails, where the verified primary address is. */
  emails?: string;
}

export interface OAuthProviderSetup {
  name: OAuthProviderName;
  clientId: string;
  clientSecret: string;
  endpoints: OAuthEndpoints;
  /** Send a PKCE challenge to the provider (Google supports it; GitHub's classic apps do not need it). */
  pkce: boolean;
  defaultScopes: string[];
  standIn: boolean;
}

const REAL_ENDPOINTS: Record<OAuthProviderName, OAuthEndpoints> = {
  google: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    userInfo: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  github: {
    authorize: 'https://github.com/login/oauth/authorize',
    token: 'https://github.com/login/oauth/access_token',
    userInfo: 'https://api.github.com/user',
    emails: 'https://api.github.com/user/emails',
  },
};

const DEFAULT_SCOPES: Record<OAuthProviderName, string[]> = {
  google: ['openid', 'email', 'profile'],
  github: ['user:email'],
};

/** The stand-in's fixed client (it only ever runs locally, so these are not secrets). */
export const STAND_IN_CLIENT = {
  clientId: 'frametocode-local-client',
  clientSecret: 'frametocode-local-secret',
};

export function standInEndpoints(siteUrl: string, name: OAuthProviderName): OAuthEndpoints {
  const base = `${siteUrl}/_dev/oauth/${name}`;
  return name === 'google'
    ? { authorize: `${base}/authorize`, token: `${base}/token`, userInfo: `${base}/userinfo` }
    : {
        authorize: `${base}/authorize`,
        token: `${base}/token`,
        userInfo: `${base}/user`,
        emails: `${base}/user/emails`,
      };
}

/** The provider's setup, or null when it cannot be used (production without client settings). */
export function oauthProvider(config: Config, name: string): OAuthProviderSetup | null {
  if (name !== 'google' && name !== 'github') return null;
  const client = config[name];
  if (client) {
    return {
      name,
      ...client,
      endpoints: REAL_ENDPOINTS[name],
      pkce: name === 'google',
      defaultScopes: DEFAULT_SCOPES[name],
      standIn: false,
    };
  }
  if (config.appEnv === 'production') return null;
  return {
    name,
    ...STAND_IN_CLIENT,
    endpoints: standInEndpoints(config.siteUrl, name),
    pkce: name === 'google',
    defaultScopes: DEFAULT_SCOPES[name],
    standIn: true,
  };
}

export function callbackUrl(config: Config): string {
  return `${config.siteUrl}/auth/v1/callback`;
}

function client(config: Config, p: OAuthProviderSetup): OAuth2Client {
  return new OAuth2Client(p.clientId, p.clientSecret, callbackUrl(config));
}

/** The provider's authorization URL; returns the PKCE verifier to keep for the exchange. */
export function authorizationUrl(
  config: Config,
  p: OAuthProviderSetup,
  state: string,
  scopes: string[],
  extraParams: [string, string][],
): { url: string; codeVerifier: string | null } {
  const codeVerifier = p.pkce ? generateCodeVerifier() : null;
  const url = codeVerifier
    ? client(config, p).createAuthorizationURLWithPKCE(
        p.endpoints.authorize,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      )
    : client(config, p).createAuthorizationURL(p.endpoints.authorize, state, scopes);
  for (const [k, v] of extraParams) url.searchParams.set(k, v);
  return { url: url.toString(), codeVerifier };
}

export interface ProviderUser {
  providerId: string;
  email: string;
  emailVerified: boolean;
  /** What goes into identity_data and user_metadata, in GoTrue's claim names. */
  claims: Record<string, unknown>;
}

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
}

export async function exchangeCode(
  config: Config,
  p: OAuthProviderSetup,
  code: string,
  codeVerifier: string | null,
): Promise<ProviderTokens> {
  const tokens = await client(config, p).validateAuthorizationCode(
    p.endpoints.token,
    code,
    codeVerifier,
  );
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
  };
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const res = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'user-agent': 'FrameToCode-Auth',
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';

/** Reads the user from the provider and names the fields as GoTrue's provider claims do. */
export async function fetchProviderUser(
  p: OAuthProviderSetup,
  accessToken: string,
): Promise<ProviderUser> {
  const info = (await getJson(p.endpoints.userInfo, accessToken)) as Record<string, unknown>;
  if (p.name === 'google') {
    const providerId = str(info.sub);
    const email = str(info.email).toLowerCase();
    const emailVerified = info.email_verified === true || info.email_verified === 'true';
    const name = str(info.name);
    const picture = str(info.picture);
    return {
      providerId,
      email,
      emailVerified,
      claims: {
        iss: 'https://accounts.google.com',
        sub: providerId,
        provider_id: providerId,
        email,
        email_verified: emailVerified,
        phone_verified: false,
        name,
        full_name: name,
        picture,
        avatar_url: picture,
      },
    };
  }
  const providerId = str(info.id);
  const emails = p.endpoints.emails
    ? ((await getJson(p.endpoints.emails, accessToken)) as unknown[])
    : [];
  const listed = (Array.isArray(emails) ? emails : []).filter(
    (e): e is Record<string, unknown> => typeof e === 'object' && e !== null,
  );
  const primary = listed.find((e) => e.primary === true) ?? listed.find((e) => e.verified === true);
  const email = str(primary?.email ?? info.email).toLowerCase();
  const emailVerified = primary?.verified === true;
  const login = str(info.login);
  const name = str(info.name) || login;
  return {
    providerId,
    email,
    emailVerified,
    claims: {
      iss: 'https://api.github.com',
      sub: providerId,
      provider_id: providerId,
      email,
      email_verified: emailVerified,
      phone_verified: false,
      name,
      full_name: name,
      user_name: login,
      preferred_username: login,
      avatar_url: str(info.avatar_url),
    },
  };
}
