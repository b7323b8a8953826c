import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { confirmedUser, hashParams } from './auth-helpers';

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function redirectOf(res: Response): Promise<string> {
  expect(res.status, await res.clone().text()).toBe(302);
  return res.headers.get('location')!;
}

/**
 * Walks an OAuth sign-in the way a browser does: the auth server's /authorize, the
 * stand-in's consent page, its form, the callback, and returns where the browser lands.
 */
async function signInThroughStandIn(
  authorizeUrl: string,
  choice: { email: string; name?: string; action?: 'allow' | 'deny' },
): Promise<{ consentUrl: URL; landing: URL }> {
  const consentUrl = new URL(await redirectOf(await fetch(authorizeUrl, { redirect: 'manual' })));
  const pageRes = await fetch(consentUrl);
  expect(pageRes.status).toBe(200);
  const html = await pageRes.text();
  expect(html).toContain('<label for="email">');
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(m[1]!, unescape(m[2]!));
  form.set('email', choice.email);
  form.set('name', choice.name ?? 'Ada Lovelace');
  form.set('action', choice.action ?? 'allow');
  const posted = await fetch(new URL(unescape(action), consentUrl), {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const callback = await redirectOf(posted);
  expect(callback).toContain('/auth/v1/callback?');
  const landing = new URL(await redirectOf(await fetch(callback, { redirect: 'manual' })));
  return { consentUrl, landing };
}

describe.each(databaseTargets())(
  'auth: OAuth through the local stand-in provider (%s)',
  (target) => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend(target);
    });
    afterAll(async () => {
      await backend?.close();
    });

    const pkceClient = () =>
      createClient(backend.url, backend.anonKey, {
        auth: {
          flowType: 'pkce',
          persistSession: false,
          autoRefreshToken: false,
          detectSessionInUrl: false,
        },
      });

    it('signs in with Google in the implicit style and links later sign-ins by provider id', async () => {
      const email = uniqueEmail('google');
      const client = backend.anonClient();
      const { data, error } = await client.auth.signInWithOAuth({
        provider: 'google',
        options: {
          redirectTo: `${backend.url}/dashboard`,
          skipBrowserRedirect: true,
          queryParams: { access_type: 'offline', prompt: 'consent', auth_provider: 'google' },
        },
      });
      expect(error).toBeNull();
      const { consentUrl, landing } = await signInThroughStandIn(data.url!, {
        email,
        name: 'Ada Lovelace',
      });
      expect(consentUrl.pathname).toBe('/_dev/oauth/google/authorize');
      expect(consentUrl.searchParams.get('access_type')).toBe('offline');
      expect(consentUrl.searchParams.get('prompt')).toBe('consent');
      expect(consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
      expect(consentUrl.searchParams.has('auth_provider')).toBe(false);

      expect(`${landing.origin}${landing.pathname}`).toBe(`${backend.url}/dashboard`);
      const hash = hashParams(landing);
      expect(hash.get('token_type')).toBe('bearer');
      expect(hash.get('provider_token')).toBeTruthy();
      expect(hash.get('provider_refresh_token')).toBeTruthy();
      const { data: userData } = await client.auth.getUser(hash.get('access_token')!);
      const user = userData.user!;
      expect(user.email).toBe(email);
      expect(user.email_confirmed_at).toBeTruthy();
      expect(user.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
      expect(user.user_metadata).toMatchObject({
        email,
        full_name: 'Ada Lovelace',
        name: 'Ada Lovelace',
        auth_provider: 'google',
        email_verified: true,
      });
      expect(user.user_metadata.provider_id).toBeTruthy();
      expect(user.user_metadata.avatar_url).toContain('/_dev/oauth/google/avatar/');
      expect(user.identities?.[0]).toMatchObject({
        provider: 'google',
        id: user.user_metadata.provider_id,
      });

      const again = await client.auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: `${backend.url}/dashboard`, skipBrowserRedirect: true },
      });
      const second = await signInThroughStandIn(again.data.url!, { email });
      const secondUser = await client.auth.getUser(hashParams(second.landing).get('access_token')!);
      expect(secondUser.data.user?.id).toBe(user.id);
      const consentPage = await (await fetch(second.consentUrl)).text();
      expect(consentPage).toContain(email);
    });

    it('signs in with GitHub in the PKCE style: ?code= then exchangeCodeForSession', async () => {
      const email = uniqueEmail('github');
      const client = pkceClient();
      const { data } = await client.auth.signInWithOAuth({
        provider: 'github',
        options: {
          redirectTo: `${backend.url}/dashboard`,
          skipBrowserRedirect: true,
          scopes: 'user:email',
          queryParams: { auth_provider: 'github' },
        },
      });
      expect(new URL(data.url!).searchParams.get('code_challenge')).toBeTruthy();
      const { landing } = await signInThroughStandIn(data.url!, { email, name: 'Grace Hopper' });
      expect(landing.hash).toBe('');
      const code = landing.searchParams.get('code');
      expect(code).toBeTruthy();
      const { data: exchanged, error } = await client.auth.exchangeCodeForSession(code!);
      expect(error).toBeNull();
      expect(exchanged.session?.provider_token).toBeTruthy();
      expect(exchanged.user?.app_metadata.provider).toBe('github');
      expect(exchanged.user?.user_metadata).toMatchObject({
        auth_provider: 'github',
        user_name: expect.any(String),
        full_name: 'Grace Hopper',
      });

      // A code works once.
      const replay = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
      });
      expect(replay.status).toBe(404);
      expect(await replay.json()).toMatchObject({ error_code: 'flow_state_not_found' });
    });

    it('refuses to merge an OAuth sign-in into an existing password account', async () => {
      const email = uniqueEmail('taken');
      await confirmedUser(backend, email);
      const { data } = await backend.anonClient().auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: `${backend.url}/signup`, skipBrowserRedirect: true },
      });
      const { landing } = await signInThroughStandIn(data.url!, { email });
      expect(`${landing.origin}${landing.pathname}`).toBe(`${backend.url}/signup`);
      expect(landing.hash).toContain(
        'error=access_denied&error_code=user_already_exists&error_description=An+account+with+this+email+already+exists',
      );
      const identities = await backend.server.ctx.db.query<{ provider: string }>(
        'select i.provider from auth.identities i join auth.users u on u.id = i.user_id where lower(u.email) = $1',
        [email],
      );
      expect(identities.rows.map((r) => r.provider)).toEqual(['email']);
    });

    it('returns a cancelled consent and a forged state as error redirects', async () => {
      const { data } = await backend.anonClient().auth.signInWithOAuth({
        provider: 'github',
        options: { redirectTo: `${backend.url}/login`, skipBrowserRedirect: true },
      });
      const { landing } = await signInThroughStandIn(data.url!, {
        email: uniqueEmail('deny'),
        action: 'deny',
      });
      expect(`${landing.origin}${landing.pathname}`).toBe(`${backend.url}/login`);
      expect(hashParams(landing).get('error')).toBe('access_denied');

      const forged = await fetch(`${backend.url}/auth/v1/callback?state=forged&code=abc`, {
        redirect: 'manual',
      });
      const location = new URL(forged.headers.get('location')!);
      expect(location.origin).toBe(backend.url);
      expect(hashParams(location).get('error_code')).toBe('bad_oauth_state');

      const unknown = await fetch(`${backend.url}/auth/v1/authorize?provider=myspace`, {
        redirect: 'manual',
      });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ error_code: 'validation_failed' });
    });

    it('keeps the stand-in honest: wrong client, redirect URI or verifier are refused', async () => {
      const base = `${backend.url}/_dev/oauth/google`;
      const badClient = await fetch(
        `${base}/authorize?client_id=x&redirect_uri=${encodeURIComponent(`${backend.url}/auth/v1/callback`)}&response_type=code&state=s`,
      );
      expect(badClient.status).toBe(400);
      const badRedirect = await fetch(
        `${base}/authorize?client_id=frametocode-local-client&redirect_uri=https%3A%2F%2Fevil.example&response_type=code&state=s`,
      );
      expect(badRedirect.status).toBe(400);
      const token = await fetch(`${base}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from('frametocode-local-client:wrong').toString('base64')}`,
        },
        body: 'grant_type=authorization_code&code=x',
      });
      expect(token.status).toBe(401);
      const info = await fetch(`${base}/userinfo`, { headers: { authorization: 'Bearer nope' } });
      expect(info.status).toBe(401);
    });
  },
);
