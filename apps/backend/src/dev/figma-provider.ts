import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
import { escapeHtml } from '../mail/escape-html';
import { FIGMA_STAND_IN_CLIENT, figmaRedirectUri } from '../plugin-link/figma-provider';
import { loopbackAliases } from '../http/loopback';

/**
 * A local stand-in for Figma's OAuth and GET /v1/me, mounted at /_dev/oauth/figma when no
 * FIGMA_CLIENT_ID is configured (never in production). It answers the way Figma's current
 * endpoints do: /oauth (consent), POST /v1/oauth/token (client credentials in a Basic
 * header, optional PKCE S256), POST /v1/oauth/refresh (a new access token only), GET /v1/me.
 * Codes and tokens live in memory: this is a development tool.
 */

const CODE_LIFETIME_MS = 5 * 60_000;
const ACCESS_LIFETIME_S = 3600;

interface FigmaProfile {
  id: string;
  handle: string;
  email: string;
}

interface CodeGrant extends FigmaProfile {
  redirectUri: string;
  codeChallenge: string | null;
  expiresAt: number;
}

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f5;color:#1e1e1e}
main{max-width:480px;margin:40px auto;padding:28px;background:#fff;border:1px solid #c7c7c7;border-radius:12px}
h1{font-size:22px;margin:0 0 6px}
p.note{color:#4b4b4b;margin:0 0 20px;font-size:14px}
label{display:block;margin:10px 0 4px}
input{width:100%;box-sizing:border-box;font:inherit;padding:9px 10px;border:1px solid #8a8a8a;border-radius:6px}
.actions{display:flex;gap:12px;margin-top:18px}
button{font:inherit;font-weight:600;padding:10px 18px;border-radius:8px;border:1px solid #0c5fc7;cursor:pointer}
button.primary{background:#0d66d0;color:#fff}
button.secondary{background:#fff;color:#0c5fc7}
:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.error{color:#a4161a;font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}

export function figmaProviderRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const codes = new Map<string, CodeGrant>();
  const access = new Map<string, FigmaProfile & { expiresAt: number }>();
  const refresh = new Map<string, FigmaProfile>();

  const problem = (p: Record<string, string>): string | null => {
    if (p.client_id !== FIGMA_STAND_IN_CLIENT.clientId) return 'Unknown client_id.';
    // SITE_URL's pages, and locally those of its other loopback names (127.0.0.1 for localhost).
    const allowed = [ctx.config.siteUrl, ...loopbackAliases(ctx.config)].flatMap((origin) => [
      figmaRedirectUri(ctx.config, '/plugin-auth', origin),
      figmaRedirectUri(ctx.config, '/auth', origin),
    ]);
    if (!allowed.includes(p.redirect_uri ?? ''))
      return 'redirect_uri is not registered for this app.';
    if (p.response_type !== 'code') return 'Only response_type=code is supported.';
    if (!p.state) return 'The state parameter is missing.';
    return null;
  };

  const consent = (p: Record<string, string>, error?: string) => {
    const hidden = [
      'client_id',
      'redirect_uri',
      'response_type',
      'state',
      'scope',
      'code_challenge',
      'code_challenge_method',
    ]
      .filter((k) => p[k])
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(p[k]!)}">`)
      .join('\n');
    return page(
      'Allow access to Figma · local stand-in',
      `<h1>Allow FrameToCode to access your Figma account</h1>
<p class="note">Local stand-in for Figma: no real Figma account is used. FrameToCode asks for: ${escapeHtml(p.scope || 'no scopes')}.</p>
${error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/_dev/oauth/figma/oauth"${error ? ' aria-describedby="form-error"' : ''}>
${hidden}
<label for="email">Figma email address</label>
<input type="email" id="email" name="email" autocomplete="email" value="${escapeHtml(p.email ?? '')}">
<label for="handle">Figma handle (optional)</label>
<input type="text" id="handle" name="handle" maxlength="60" value="${escapeHtml(p.handle ?? '')}">
<div class="actions">
<button type="submit" name="action" value="allow" class="primary">Allow access</button>
<button type="submit" name="action" value="deny" class="secondary">Deny</button>
</div>
</form>`,
    );
  };

  const refused = (c: Context, text: string) =>
    c.html(
      page(
        'Request refused',
        `<h1>Request refused</h1><p class="error" role="alert">${escapeHtml(text)}</p>`,
      ),
      400,
    );

  app.get('/oauth', (c) => {
    const p = Object.fromEntries(Object.entries(c.req.query()).map(([k, v]) => [k, String(v)]));
    const bad = problem(p);
    return bad ? refused(c, bad) : c.html(consent(p));
  });

  app.post('/oauth', async (c) => {
    const form = await c.req.parseBody();
    const p = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
    const bad = problem(p);
    if (bad) return refused(c, bad);
    const back = new URL(p.redirect_uri!);
    back.searchParams.set('state', p.state!);
    if (p.action === 'deny') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.toString(), 302);
    }
    const email = (p.email ?? '').trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > 254)
      return c.html(consent(p, 'Enter a valid email address, for example ada@example.com.'), 400);
    const handle = (p.handle ?? '').trim().slice(0, 60) || email.split('@')[0]!;
    const id = String(
      parseInt(createHash('sha256').update(`figma:${email}`).digest('hex').slice(0, 12), 16),
    );
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      id,
      handle,
      email,
      redirectUri: p.redirect_uri!,
      codeChallenge:
        p.code_challenge_method === 'S256' && p.code_challenge ? p.code_challenge : null,
      expiresAt: Date.now() + CODE_LIFETIME_MS,
    });
    back.searchParams.set('code', code);
    return c.redirect(back.toString(), 302);
  });

  const clientOk = async (c: Context): Promise<Record<string, string> | null> => {
    const form = await c.req.parseBody();
    const f = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
    const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    const [id, secret] = basic
      ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [f.client_id, f.client_secret];
    return id === FIGMA_STAND_IN_CLIENT.clientId && secret === FIGMA_STAND_IN_CLIENT.clientSecret
      ? f
      : null;
  };
  const issueAccess = (who: FigmaProfile) => {
    const token = `figu_standin_${randomBytes(24).toString('base64url')}`;
    access.set(token, { ...who, expiresAt: Date.now() + ACCESS_LIFETIME_S * 1000 });
    return token;
  };

  app.post('/v1/oauth/token', async (c) => {
    const f = await clientOk(c);
    if (!f)
      return c.json(
        { error: 'invalid_client', error_description: 'Client authentication failed' },
        401,
      );
    if (f.grant_type !== 'authorization_code')
      return c.json({ error: 'unsupported_grant_type' }, 400);
    const grant = codes.get(f.code ?? '');
    codes.delete(f.code ?? '');
    if (!grant || grant.expiresAt < Date.now())
      return c.json({ error: 'invalid_grant', error_description: 'Invalid code' }, 400);
    if (f.redirect_uri !== grant.redirectUri)
      return c.json(
        { error: 'invalid_grant', error_description: 'redirect_uri does not match' },
        400,
      );
    if (
      grant.codeChallenge &&
      createHash('sha256')
        .update(f.code_verifier ?? '')
        .digest('base64url') !== grant.codeChallenge
    ) {
      return c.json(
        { error: 'invalid_grant', error_description: 'code_verifier does not match' },
        400,
      );
    }
    const who = { id: grant.id, handle: grant.handle, email: grant.email };
    const refreshToken = `figr_standin_${randomBytes(24).toString('base64url')}`;
    refresh.set(refreshToken, who);
    return c.json({
      user_id_string: who.id,
      access_token: issueAccess(who),
      token_type: 'bearer',
      expires_in: ACCESS_LIFETIME_S,
      refresh_token: refreshToken,
    });
  });

  app.post('/v1/oauth/refresh', async (c) => {
    const f = await clientOk(c);
    if (!f)
      return c.json(
        { error: 'invalid_client', error_description: 'Client authentication failed' },
        401,
      );
    const who = refresh.get(f.refresh_token ?? '');
    if (!who)
      return c.json({ error: 'invalid_grant', error_description: 'Invalid refresh token' }, 400);
    return c.json({
      access_token: issueAccess(who),
      token_type: 'bearer',
      expires_in: ACCESS_LIFETIME_S,
    });
  });

  app.get('/v1/me', (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const who = access.get(token);
    if (!who || who.expiresAt < Date.now())
      return c.json({ status: 403, err: 'Invalid token' }, 403);
    return c.json({
      id: who.id,
      handle: who.handle,
      email: who.email,
      img_url: `${ctx.config.siteUrl}/_dev/oauth/figma/avatar/${who.id}.svg`,
    });
  });

  app.get('/avatar/:file', (c) => {
    const seed = createHash('sha256').update(c.req.param('file')).digest('hex').slice(0, 6);
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="#${seed}"/></svg>`,
      200,
      { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    );
  });

  return app;
}
