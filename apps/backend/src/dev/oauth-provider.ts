import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
import { escapeHtml } from '../mail/escape-html';
import { STAND_IN_CLIENT, callbackUrl, type OAuthProviderName } from '../auth/oauth-providers';
import { DEV_PAGE_ICON_LINK } from './favicon';

/**
 * A local stand-in for Google and GitHub sign-in, served at /_dev/oauth/<provider> when no
 * real client is configured (never in production). It speaks enough OAuth 2.0 for the auth
 * server's real code path: an authorization endpoint with a consent page (the tester picks
 * a recent address or types one, and a name), a token endpoint (client secret, PKCE S256)
 * and user-info endpoints shaped like the real providers' (Google's OIDC userinfo; GitHub's
 * /user and /user/emails). Codes and tokens live in memory: this is a development tool.
 */

const PROVIDER_LABEL: Record<OAuthProviderName, string> = { google: 'Google', github: 'GitHub' };
const CODE_LIFETIME_MS = 5 * 60_000;
const TOKEN_LIFETIME_MS = 60 * 60_000;

interface Profile {
  email: string;
  name: string;
}

interface CodeGrant extends Profile {
  provider: OAuthProviderName;
  redirectUri: string;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  scope: string;
  offline: boolean;
  expiresAt: number;
}

interface TokenGrant extends Profile {
  provider: OAuthProviderName;
  expiresAt: number;
}

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;

function stableId(provider: string, email: string): string {
  return createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex');
}

/** Google subjects are long decimal strings, GitHub ids numbers; both stable per address. */
function providerUserId(provider: OAuthProviderName, email: string): string {
  const hex = stableId(provider, email);
  return provider === 'google'
    ? BigInt(`0x${hex.slice(0, 17)}`)
        .toString()
        .padStart(21, '1')
        .slice(0, 21)
    : String(parseInt(hex.slice(0, 7), 16));
}

function isProvider(name: string): name is OAuthProviderName {
  return name === 'google' || name === 'github';
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${DEV_PAGE_ICON_LINK}
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f6fa;color:#1c1f2a}
main{max-width:480px;margin:40px auto;padding:28px;background:#fff;border:1px solid #c9cfdb;border-radius:12px}
h1{font-size:22px;margin:0 0 6px}
p.note{color:#4a5060;margin:0 0 20px;font-size:14px}
fieldset{border:1px solid #c9cfdb;border-radius:8px;margin:0 0 18px;padding:12px 14px}
legend{font-weight:600;padding:0 4px}
label{display:block;margin:6px 0}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;font:inherit;padding:9px 10px;border:1px solid #8a90a0;border-radius:6px}
.actions{display:flex;gap:12px;margin-top:8px}
button{font:inherit;font-weight:600;padding:10px 18px;border-radius:8px;border:1px solid #2f3fb8;cursor:pointer}
button.primary{background:#3b4fd8;color:#fff}
button.secondary{background:#fff;color:#2f3fb8}
:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.error{color:#a4161a;font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}

/** The stand-in provider's routes, mounted at /_dev/oauth. */
export function oauthProviderRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const codes = new Map<string, CodeGrant>();
  const tokens = new Map<string, TokenGrant>();
  const recent: Record<OAuthProviderName, Profile[]> = { google: [], github: [] };

  const prune = () => {
    const now = Date.now();
    for (const [k, v] of codes) if (v.expiresAt < now) codes.delete(k);
    for (const [k, v] of tokens) if (v.expiresAt < now) tokens.delete(k);
  };

  const authorizeProblem = (provider: string, params: Record<string, string>): string | null => {
    if (!isProvider(provider)) return 'This stand-in only plays Google and GitHub.';
    if (params.client_id !== STAND_IN_CLIENT.clientId) return 'Unknown client_id.';
    if (params.redirect_uri !== callbackUrl(ctx.config))
      return 'redirect_uri is not the registered callback of this server.';
    if (params.response_type !== 'code') return 'Only response_type=code is supported.';
    if (!params.state) return 'The state parameter is missing.';
    return null;
  };

  const consentPage = (
    provider: OAuthProviderName,
    params: Record<string, string>,
    error?: string,
  ) => {
    const label = PROVIDER_LABEL[provider];
    const hidden = [
      'client_id',
      'redirect_uri',
      'response_type',
      'state',
      'scope',
      'code_challenge',
      'code_challenge_method',
      'access_type',
      'prompt',
    ]
      .filter((k) => params[k])
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(params[k]!)}">`)
      .join('\n');
    const recentList = recent[provider]
      .map(
        (p, i) =>
          `<label><input type="radio" name="email_choice" value="${escapeHtml(p.email)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(p.name)} &lt;${escapeHtml(p.email)}&gt;</label>`,
      )
      .join('\n');
    return page(
      `Sign in with ${label} · local stand-in`,
      `<h1>Sign in with ${escapeHtml(label)}</h1>
<p class="note">Local stand-in for ${escapeHtml(label)}: no real account is used. Choose who you are signing in as. FrameToCode will receive this email address and name.</p>
${error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(`/_dev/oauth/${provider}/authorize`)}"${error ? ' aria-describedby="form-error"' : ''}>
${hidden}
${recentList ? `<fieldset><legend>Recent accounts</legend>\n${recentList}\n</fieldset>` : ''}
<label for="email">${recentList ? 'Or another email address' : 'Email address'}</label>
<input type="email" id="email" name="email" autocomplete="email"${recentList ? '' : ' required'}>
<label for="name">Name (optional)</label>
<input type="text" id="name" name="name" autocomplete="name" maxlength="100">
<div class="actions">
<button type="submit" name="action" value="allow" class="primary">Continue</button>
<button type="submit" name="action" value="deny" class="secondary" formnovalidate>Cancel</button>
</div>
</form>`,
    );
  };

  app.get('/:provider/authorize', (c) => {
    const provider = c.req.param('provider');
    const params = Object.fromEntries(
      Object.entries(c.req.query()).map(([k, v]) => [k, String(v)]),
    );
    const problem = authorizeProblem(provider, params);
    if (problem)
      return c.html(
        page(
          'Sign-in request refused',
          `<h1>Sign-in request refused</h1><p class="error" role="alert">${escapeHtml(problem)}</p>`,
        ),
        400,
      );
    return c.html(consentPage(provider as OAuthProviderName, params));
  });

  app.post('/:provider/authorize', async (c) => {
    const provider = c.req.param('provider');
    const form = await c.req.parseBody();
    const params = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
    const problem = authorizeProblem(provider, params);
    if (problem)
      return c.html(
        page(
          'Sign-in request refused',
          `<h1>Sign-in request refused</h1><p class="error" role="alert">${escapeHtml(problem)}</p>`,
        ),
        400,
      );
    const p = provider as OAuthProviderName;
    const back = new URL(params.redirect_uri!);
    back.searchParams.set('state', params.state!);
    if (params.action === 'deny') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied the sign-in request');
      return c.redirect(back.toString(), 302);
    }
    const email = (params.email?.trim() || params.email_choice?.trim() || '').toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) {
      return c.html(
        consentPage(p, params, 'Enter a valid email address, for example ada@example.com.'),
        400,
      );
    }
    const name = (params.name ?? '').trim().slice(0, 100) || email.split('@')[0]!;
    recent[p] = [{ email, name }, ...recent[p].filter((r) => r.email !== email)].slice(0, 5);
    prune();
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      provider: p,
      email,
      name,
      redirectUri: params.redirect_uri!,
      codeChallenge: params.code_challenge || null,
      codeChallengeMethod: params.code_challenge_method || null,
      scope: params.scope ?? '',
      offline: params.access_type === 'offline',
      expiresAt: Date.now() + CODE_LIFETIME_MS,
    });
    back.searchParams.set('code', code);
    return c.redirect(back.toString(), 302);
  });

  const tokenError = (c: Context, error: string, description: string) =>
    c.json({ error, error_description: description }, 400);

  app.post('/:provider/token', async (c) => {
    const form = await c.req.parseBody();
    const field = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '');
    let clientId = field('client_id');
    let clientSecret = field('client_secret');
    const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    if (clientId !== STAND_IN_CLIENT.clientId || clientSecret !== STAND_IN_CLIENT.clientSecret) {
      return c.json(
        { error: 'invalid_client', error_description: 'Client authentication failed' },
        401,
      );
    }
    if (field('grant_type') !== 'authorization_code')
      return tokenError(c, 'unsupported_grant_type', 'Only authorization_code is supported');
    prune();
    const grant = codes.get(field('code'));
    codes.delete(field('code'));
    if (!grant || grant.provider !== c.req.param('provider'))
      return tokenError(c, 'invalid_grant', 'The code is invalid or has expired');
    if (field('redirect_uri') !== grant.redirectUri)
      return tokenError(c, 'invalid_grant', 'redirect_uri does not match');
    if (grant.codeChallenge) {
      const verifier = field('code_verifier');
      const computed =
        grant.codeChallengeMethod === 'S256'
          ? createHash('sha256').update(verifier).digest('base64url')
          : verifier;
      if (!verifier || computed !== grant.codeChallenge)
        return tokenError(c, 'invalid_grant', 'code_verifier does not match the challenge');
    }
    const accessToken = `standin_${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, {
      provider: grant.provider,
      email: grant.email,
      name: grant.name,
      expiresAt: Date.now() + TOKEN_LIFETIME_MS,
    });
    return c.json({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_MS / 1000,
      scope: grant.scope,
      ...(grant.offline
        ? { refresh_token: `standin_refresh_${randomBytes(24).toString('base64url')}` }
        : {}),
    });
  });

  const bearerProfile = (c: Context): TokenGrant | null => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const grant = token ? tokens.get(token) : undefined;
    return grant && grant.expiresAt > Date.now() && grant.provider === c.req.param('provider')
      ? grant
      : null;
  };
  const avatarUrl = (provider: OAuthProviderName, email: string) =>
    `${ctx.config.siteUrl}/_dev/oauth/${provider}/avatar/${stableId(provider, email).slice(0, 16)}.svg`;
  const unauthorized = (c: Context) =>
    c.json({ error: 'invalid_token', message: 'Bad credentials' }, 401);

  app.get('/:provider/userinfo', (c) => {
    const who = bearerProfile(c);
    if (!who || who.provider !== 'google') return unauthorized(c);
    const [given, ...rest] = who.name.split(' ');
    return c.json({
      sub: providerUserId('google', who.email),
      email: who.email,
      email_verified: true,
      name: who.name,
      given_name: given ?? '',
      family_name: rest.join(' '),
      picture: avatarUrl('google', who.email),
    });
  });

  app.get('/:provider/user', (c) => {
    const who = bearerProfile(c);
    if (!who || who.provider !== 'github') return unauthorized(c);
    return c.json({
      id: Number(providerUserId('github', who.email)),
      login: who.email.split('@')[0]!.replace(/[^a-zA-Z0-9-]/g, '-'),
      name: who.name,
      email: who.email,
      avatar_url: avatarUrl('github', who.email),
    });
  });

  app.get('/:provider/user/emails', (c) => {
    const who = bearerProfile(c);
    if (!who || who.provider !== 'github') return unauthorized(c);
    return c.json([{ email: who.email, primary: true, verified: true, visibility: 'public' }]);
  });

  app.get('/:provider/avatar/:file', (c) => {
    const seed = c.req
      .param('file')
      .replace(/\.svg$/, '')
      .replace(/[^0-9a-f]/g, '')
      .slice(0, 6)
      .padEnd(6, '0');
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="#${seed}"/><circle cx="48" cy="38" r="16" fill="#fff" opacity=".9"/><rect x="22" y="60" width="52" height="26" rx="13" fill="#fff" opacity=".9"/></svg>`,
      200,
      { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    );
  });

  return app;
}
