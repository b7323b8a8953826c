import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { PASSWORD, authFetch, confirmedUser, hashParams, openLink } from './auth-helpers';

describe.each(databaseTargets())('auth: password reset, email change, resend (%s)', (target) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(target);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('resets a password through the mailed link, which lands on /reset-password with the tokens in the fragment only', async () => {
    const email = uniqueEmail('reset');
    await confirmedUser(backend, email);
    const { error } = await backend
      .anonClient()
      .auth.resetPasswordForEmail(email, { redirectTo: `${backend.url}/reset-password` });
    expect(error).toBeNull();
    const [mail] = await backend.mailTo(email);
    expect(mail?.subject).toBe('Reset your FrameToCode password');
    expect(mail?.text).toContain('expires in 1 hour');

    const landing = await openLink(await backend.linkInLatestMail(email, 'type=recovery'));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${backend.url}/reset-password`);
    // Never in the query string, which servers, proxies and Referer headers see.
    expect(landing.search).toBe('');
    const accessToken = hashParams(landing).get('access_token');
    const refreshToken = hashParams(landing).get('refresh_token');
    expect(accessToken).toBeTruthy();
    expect(refreshToken).toBeTruthy();
    expect(hashParams(landing).get('type')).toBe('recovery');

    const page = backend.anonClient();
    const set = await page.auth.setSession({
      access_token: accessToken!,
      refresh_token: refreshToken!,
    });
    expect(set.error).toBeNull();
    const same = await page.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    const updated = await page.auth.updateUser({ password: 'Brand-New-Pass-2' });
    expect(updated.error).toBeNull();

    const old = await backend.anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.message).toBe('Invalid login credentials');
    const fresh = await backend
      .anonClient()
      .auth.signInWithPassword({ email, password: 'Brand-New-Pass-2' });
    expect(fresh.error).toBeNull();
  });

  it('answers /recover the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    const known = uniqueEmail('known');
    await confirmedUser(backend, known);
    const a = await authFetch(backend, '/recover', {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    const b = await authFetch(backend, '/recover', {
      method: 'POST',
      body: JSON.stringify({ email: known }),
    });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await a.text()).toBe(await b.text());
    expect(await backend.mailTo(email)).toEqual([]);
  });

  it('answers /recover for an account without waiting on its mail, and the same when the mail fails', async () => {
    const known = uniqueEmail('held');
    await confirmedUser(backend, known);
    const real = backend.server.ctx.mailer;
    const held: string[] = [];
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    backend.server.ctx.mailer = {
      kind: real.kind,
      async send(message) {
        held.push(message.to);
        await released;
        await real.send(message);
      },
    };
    try {
      const answered = await authFetch(backend, '/recover', {
        method: 'POST',
        body: JSON.stringify({ email: known }),
      });
      expect(answered.status).toBe(200);
      expect(await answered.json()).toEqual({});
      // The answer came while its mail was still held.
      expect(held).toEqual([known]);

      backend.server.ctx.mailer = {
        kind: real.kind,
        send: () => Promise.reject(new Error('The mail server is down')),
      };
      const failed = await authFetch(backend, '/recover', {
        method: 'POST',
        body: JSON.stringify({ email: known }),
      });
      expect(failed.status).toBe(200);
      expect(await failed.json()).toEqual({});
    } finally {
      release();
      backend.server.ctx.mailer = real;
    }
  });

  it('changes the email after the link mailed to the new address is opened', async () => {
    const email = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    await confirmedUser(backend, email);
    const client = backend.anonClient();
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const { data, error } = await client.auth.updateUser(
      { email: newEmail, current_password: PASSWORD },
      { emailRedirectTo: `${backend.url}/account` },
    );
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_change_sent_at).toBeTruthy();
    const [mail] = await backend.mailTo(newEmail);
    expect(mail?.subject).toBe('Confirm your new email for FrameToCode');

    const resent = await backend.anonClient().auth.resend({
      type: 'email_change',
      email,
      options: { emailRedirectTo: `${backend.url}/account` },
    });
    expect(resent.error).toBeNull();
    expect(await backend.mailTo(newEmail)).toHaveLength(2);

    const landing = await openLink(await backend.linkInLatestMail(newEmail, '/auth/v1/verify'));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${backend.url}/account`);
    expect(hashParams(landing).get('type')).toBe('email_change');

    const viaNew = await backend
      .anonClient()
      .auth.signInWithPassword({ email: newEmail, password: PASSWORD });
    expect(viaNew.error).toBeNull();
    expect(viaNew.data.user?.email).toBe(newEmail);
    expect(viaNew.data.user?.identities?.[0]?.identity_data).toMatchObject({ email: newEmail });
    const viaOld = await backend
      .anonClient()
      .auth.signInWithPassword({ email, password: PASSWORD });
    expect(viaOld.error?.message).toBe('Invalid login credentials');
  });

  it('refuses an email change to an address another account has', async () => {
    const a = uniqueEmail('a');
    const b = uniqueEmail('b');
    await confirmedUser(backend, a);
    await confirmedUser(backend, b);
    const client = backend.anonClient();
    await client.auth.signInWithPassword({ email: a, password: PASSWORD });
    const { error } = await client.auth.updateUser({ email: b, current_password: PASSWORD });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });

  it('resends the confirmation mail of an unconfirmed sign-up, and nothing for a confirmed one', async () => {
    const email = uniqueEmail('resend');
    await backend.anonClient().auth.signUp({ email, password: PASSWORD });
    const { error } = await backend.anonClient().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const mails = await backend.mailTo(email);
    expect(mails).toHaveLength(2);
    // Only the newest link works.
    const older = mails[1]!.text.match(/https?:\/\/\S+/)![0];
    expect(hashParams(await openLink(older)).get('error_code')).toBe('otp_expired');
    const newest = await openLink(await backend.linkInLatestMail(email, '/auth/v1/verify'));
    expect(hashParams(newest).get('access_token')).toBeTruthy();

    await backend.anonClient().auth.resend({ type: 'signup', email });
    expect(await backend.mailTo(email)).toHaveLength(2);
  });

  it('verifies a mailed token with POST /verify (verifyOtp with token_hash)', async () => {
    const email = uniqueEmail('otp');
    await backend.anonClient().auth.signUp({ email, password: PASSWORD });
    const link = new URL(await backend.linkInLatestMail(email, '/auth/v1/verify'));
    const client = backend.anonClient();
    const { data, error } = await client.auth.verifyOtp({
      token_hash: link.searchParams.get('token')!,
      type: 'signup',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const again = await backend
      .anonClient()
      .auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'signup' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('answers PKCE clients with ?code= on mailed links, exchanged for a session', async () => {
    const pkceClient = () =>
      createClient(backend.url, backend.anonKey, {
        auth: {
          flowType: 'pkce',
          persistSession: false,
          autoRefreshToken: false,
          detectSessionInUrl: false,
        },
      });
    const email = uniqueEmail('pkce');
    const client = pkceClient();
    const signUp = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${backend.url}/dashboard` },
    });
    expect(signUp.error).toBeNull();
    const link = await backend.linkInLatestMail(email, '/auth/v1/verify');
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const landing = await openLink(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${backend.url}/dashboard`);
    const { data, error } = await client.auth.exchangeCodeForSession(
      landing.searchParams.get('code')!,
    );
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();

    const reset = pkceClient();
    await reset.auth.resetPasswordForEmail(email, { redirectTo: `${backend.url}/reset-password` });
    const resetLanding = await openLink(await backend.linkInLatestMail(email, 'type=recovery'));
    const exchanged = await reset.auth.exchangeCodeForSession(
      resetLanding.searchParams.get('code')!,
    );
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
  });

  it('expires links after their lifetime', async () => {
    const email = uniqueEmail('expired');
    await confirmedUser(backend, email);
    await backend
      .anonClient()
      .auth.resetPasswordForEmail(email, { redirectTo: `${backend.url}/reset-password` });
    await backend.server.ctx.db.query(
      "update auth.users set recovery_sent_at = now() - interval '61 minutes' where lower(email) = $1",
      [email],
    );
    const landing = await openLink(await backend.linkInLatestMail(email, 'type=recovery'));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${backend.url}/reset-password`);
    expect(landing.searchParams.get('access_token')).toBeNull();
    expect(hashParams(landing).get('error_code')).toBe('otp_expired');
  });
});
