import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { PASSWORD, authFetch, hashParams, openLink } from './auth-helpers';

describe.each(databaseTargets())('auth: admin API, redirects and rate limits (%s)', (target) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(target, { RATE_LIMITS: 'on' });
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('lets the service role create, list, read, update and delete users, and refuses the anon key', async () => {
    const admin = backend.serviceClient().auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Ada' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect(created.data.user?.identities?.[0]?.provider).toBe('email');

    const signIn = await backend
      .anonClient()
      .auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();

    const list = await admin.listUsers({ page: 1, perPage: 50 });
    expect(list.error).toBeNull();
    expect(list.data.users.some((u) => u.id === id)).toBe(true);
    expect((await admin.getUserById(id)).data.user?.user_metadata).toMatchObject({ name: 'Ada' });

    const updated = await admin.updateUserById(id, {
      user_metadata: { name: 'Grace' },
      app_metadata: { plan: 'pro' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ name: 'Grace' });
    expect(updated.data.user?.app_metadata).toMatchObject({ plan: 'pro', provider: 'email' });

    const duplicate = await admin.createUser({ email, password: PASSWORD });
    expect(duplicate.error?.code).toBe('email_exists');

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
    const gone = await backend.anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(gone.error?.message).toBe('Invalid login credentials');

    const anon = await backend
      .anonClient()
      .auth.admin.createUser({ email: uniqueEmail('sneaky'), password: PASSWORD });
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');
    const asUser = await authFetch(backend, '/admin/users', {
      headers: { authorization: `Bearer ${signIn.data.session!.access_token}` },
    });
    expect(asUser.status).toBe(403);
  });

  it('never redirects off the site: unknown targets fall back to the site URL', async () => {
    const hostile = [
      'https://evil.example/x',
      '//evil.example',
      'https://localhost.evil.example',
      'javascript:alert(1)',
      `${backend.url}@evil.example`,
    ];
    for (const redirectTo of hostile) {
      const res = await fetch(
        `${backend.url}/auth/v1/verify?type=signup&token=nope&redirect_to=${encodeURIComponent(redirectTo)}`,
        { redirect: 'manual' },
      );
      const location = new URL(res.headers.get('location')!);
      expect(location.origin).toBe(backend.url);
      expect(hashParams(location).get('error_code')).toBe('otp_expired');
    }

    const email = uniqueEmail('redirect');
    await backend.anonClient().auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const link = new URL(await backend.linkInLatestMail(email, '/auth/v1/verify'));
    expect(link.searchParams.get('redirect_to')).toBe(backend.url);
    const landing = await openLink(link.toString());
    expect(landing.origin).toBe(backend.url);
  });

  it('limits mails per address with the hosted 429', async () => {
    const email = uniqueEmail('limited');
    const results: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await authFetch(backend, '/recover', {
        method: 'POST',
        body: JSON.stringify({ email }),
      });
      results.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toEqual({
          code: 429,
          error_code: 'over_email_send_rate_limit',
          msg: 'email rate limit exceeded',
        });
      }
    }
    expect(results).toEqual([200, 200, 200, 200, 200, 429]);
    const { error } = await backend.anonClient().auth.resetPasswordForEmail(email);
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
  });
});
