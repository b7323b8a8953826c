import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '@app/shared/validation';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { PASSWORD, authFetch, confirmedUser, hashParams, openLink } from './auth-helpers';

describe.each(databaseTargets())('auth: sign-up, sign-in and sessions (%s)', (target) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(target);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('signs up with a confirmation mail whose link signs the user in, then signs in with the password', async () => {
    const email = uniqueEmail('signup');
    const client = backend.anonClient();
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${backend.url}/dashboard`, data: { auth_provider: 'email' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.user_metadata).toMatchObject({ auth_provider: 'email' });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

    const [mail] = await backend.mailTo(email);
    expect(mail?.subject).toBe('Confirm your email for FrameToCode');
    expect(mail?.html).toContain('Confirm my email');

    const landing = await openLink(await backend.linkInLatestMail(email, '/auth/v1/verify'));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${backend.url}/dashboard`);
    const hash = hashParams(landing);
    expect(hash.get('type')).toBe('signup');
    expect(hash.get('token_type')).toBe('bearer');
    expect(Number(hash.get('expires_in'))).toBe(3600);
    expect(hash.get('refresh_token')).toBeTruthy();
    const fromLink = await client.auth.getUser(hash.get('access_token')!);
    expect(fromLink.data.user?.email_confirmed_at).toBeTruthy();

    // The link works once.
    const again = await openLink(await backend.linkInLatestMail(email, '/auth/v1/verify'));
    expect(hashParams(again).get('error_code')).toBe('otp_expired');
    expect(hashParams(again).get('error')).toBe('access_denied');
    expect(hashParams(again).get('error_description')).toBe('Email link is invalid or has expired');

    const signIn = await backend
      .anonClient()
      .auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.user.last_sign_in_at).toBeTruthy();
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.exp).toBe(session.expires_at);
    expect(typeof claims.session_id).toBe('string');
  });

  it('refuses an unconfirmed email and a wrong password with the hosted errors', async () => {
    const email = uniqueEmail('unconfirmed');
    await backend.anonClient().auth.signUp({ email, password: PASSWORD });
    const unconfirmed = await backend
      .anonClient()
      .auth.signInWithPassword({ email, password: PASSWORD });
    expect(unconfirmed.error?.message).toBe('Email not confirmed');
    expect(unconfirmed.error?.status).toBe(400);
    expect(unconfirmed.error?.code).toBe('email_not_confirmed');

    const wrong = await backend
      .anonClient()
      .auth.signInWithPassword({ email, password: 'Wrong-Password-1' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.code).toBe('invalid_credentials');
    const nobody = await backend
      .anonClient()
      .auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    expect(nobody.error?.message).toBe('Invalid login credentials');
  });

  it('answers a sign-up of a confirmed address in the shape of a new one, and mails the owner instead', async () => {
    const email = uniqueEmail('repeat');
    await confirmedUser(backend, email);
    const mailsBefore = (await backend.mailTo(email)).length;
    const fresh = await backend
      .anonClient()
      .auth.signUp({ email: uniqueEmail('fresh'), password: 'Another-Pass-7' });
    const { data, error } = await backend
      .anonClient()
      .auth.signUp({ email, password: 'Another-Pass-7' });
    expect(error).toBeNull();
    expect(fresh.error).toBeNull();
    // Same keys, same kinds of values, all the way down; one email identity, role authenticated.
    const shape = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(shape)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .map(([k, x]) => [k, shape(x)])
                .sort(),
            )
          : typeof v;
    expect(shape(data.user)).toEqual(shape(fresh.data.user));
    expect(data.user?.role).toBe('authenticated');
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: 'email',
      identity_data: { email, email_verified: false },
    });
    expect(data.session).toBeNull();
    // The mailbox tells the owner, not the answer.
    const mails = await backend.mailTo(email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]?.subject).toBe('You already have a FrameToCode account');
    expect(mails[0]?.text).toContain(`${backend.url}/login`);
    const rows = await backend.server.ctx.db.query<{ n: number }>(
      'select count(*)::int as n from auth.users where lower(email) = $1',
      [email],
    );
    expect(rows.rows[0]?.n).toBe(1);
    const original = await backend
      .anonClient()
      .auth.signInWithPassword({ email, password: PASSWORD });
    expect(original.error).toBeNull();
    expect(data.user?.id).not.toBe(original.data.user?.id);
    // Asked again, the same id, as a real unconfirmed sign-up keeps its id.
    const again = await backend.anonClient().auth.signUp({ email, password: 'Another-Pass-7' });
    expect(again.data.user?.id).toBe(data.user?.id);
  });

  it('keeps one account when the same address signs up several times at once', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        backend.anonClient().auth.signUp({ email, password: PASSWORD }),
      ),
    );
    for (const r of results) expect(r.error).toBeNull();
    const rows = await backend.server.ctx.db.query<{ n: number }>(
      'select count(*)::int as n from auth.users where lower(email) = $1',
      [email],
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('rotates refresh tokens and ends the session when a used token comes back after the reuse window', async () => {
    const email = uniqueEmail('refresh');
    await confirmedUser(backend, email);
    const client = backend.anonClient();
    const first = (await client.auth.signInWithPassword({ email, password: PASSWORD })).data
      .session!;
    const second = await client.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(second.error).toBeNull();
    expect(second.data.session?.refresh_token).not.toBe(first.refresh_token);
    const secondSession = second.data.session!;

    // Within the reuse window a used token still answers (two tabs refreshing at once).
    const concurrent = await backend
      .anonClient()
      .auth.refreshSession({ refresh_token: first.refresh_token });
    expect(concurrent.error).toBeNull();

    await backend.server.ctx.db.query(
      "update auth.refresh_tokens set updated_at = now() - interval '1 minute' where revoked",
    );
    const reuse = await backend
      .anonClient()
      .auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect(reuse.error?.code).toBe('refresh_token_already_used');

    const latest = await backend
      .anonClient()
      .auth.refreshSession({ refresh_token: secondSession.refresh_token });
    expect(latest.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    const user = await backend.anonClient().auth.getUser(secondSession.access_token);
    expect(user.error).not.toBeNull();
  });

  it('signs out locally or everywhere', async () => {
    const email = uniqueEmail('logout');
    await confirmedUser(backend, email);
    const a = backend.anonClient();
    const b = backend.anonClient();
    await a.auth.signInWithPassword({ email, password: PASSWORD });
    const bSession = (await b.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await b.auth.getUser(bSession.access_token)).error).toBeNull();

    await a.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await a.auth.signOut()).error).toBeNull();
    const afterGlobal = await backend
      .anonClient()
      .auth.refreshSession({ refresh_token: bSession.refresh_token });
    expect(afterGlobal.error?.code).toBe('refresh_token_not_found');
    const res = await authFetch(backend, '/user', {
      headers: { authorization: `Bearer ${bSession.access_token}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('speaks both error shapes, chosen by X-Supabase-Api-Version', async () => {
    const body = JSON.stringify({ email: uniqueEmail('shape'), password: 'nope-nope' });
    const legacy = await authFetch(backend, '/token?grant_type=password', { method: 'POST', body });
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });

    const versioned = await authFetch(backend, '/token?grant_type=password', {
      method: 'POST',
      body,
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await versioned.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const missing = await authFetch(backend, '/token?grant_type=password', {
      method: 'POST',
      body: '{}',
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'You must provide either an email or phone number and a password',
    });

    const weak = await authFetch(backend, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('weak'), password: '123' }),
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(weak.status).toBe(422);
    expect(await weak.json()).toEqual({
      code: 'weak_password',
      message: WEAK_PASSWORD_MESSAGE,
      weak_password: { reasons: ['length', 'characters'] },
    });

    const grant = await authFetch(backend, '/token?grant_type=magic', {
      method: 'POST',
      body: '{}',
    });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ msg: 'unsupported_grant_type' });

    const refresh = await authFetch(backend, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: '{}',
    });
    expect(await refresh.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });

    const noKey = await fetch(`${backend.url}/auth/v1/settings`);
    expect(noKey.status).toBe(401);
    const settings = await authFetch(backend, '/settings');
    expect(await settings.json()).toMatchObject({
      external: { email: true, google: true, github: true },
      mailer_autoconfirm: false,
    });
  });
});
