import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '@app/shared/validation';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { PASSWORD, authFetch, confirmedUser, hashParams, openLink } from './auth-helpers';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_REQUIRED_FOR_EMAIL,
  REAUTHENTICATION_NEEDED,
} from '../../src/auth/owner-proof';

/** Password policy, proof of the owner for credential changes, and the security notices they mail. */
describe.each(databaseTargets())('auth: password and email changes (%s)', (target) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(target);
  });
  afterAll(async () => {
    await backend?.close();
  });

  async function signedIn(email: string): Promise<SupabaseClient> {
    const client = backend.anonClient();
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return client;
  }

  it('applies the sign-up rules to sign-up, password change and reset alike', async () => {
    const weakSignUp = await backend
      .anonClient()
      .auth.signUp({ email: uniqueEmail('weak'), password: 'abcdefgh' });
    expect(weakSignUp.error?.code).toBe('weak_password');
    expect(weakSignUp.error?.message).toBe(WEAK_PASSWORD_MESSAGE);

    const email = uniqueEmail('policy');
    await confirmedUser(backend, email);
    const client = await signedIn(email);
    for (const weak of ['abcdefgh', 'ABCDEFG1', 'Abc123']) {
      const refused = await client.auth.updateUser({ password: weak, current_password: PASSWORD });
      expect([weak, refused.error?.code, refused.error?.status]).toEqual([
        weak,
        'weak_password',
        422,
      ]);
    }

    await backend
      .anonClient()
      .auth.resetPasswordForEmail(email, { redirectTo: `${backend.url}/reset-password` });
    const landing = await openLink(await backend.linkInLatestMail(email, 'type=recovery'));
    const page = backend.anonClient();
    await page.auth.setSession({
      access_token: hashParams(landing).get('access_token')!,
      refresh_token: hashParams(landing).get('refresh_token')!,
    });
    expect((await page.auth.updateUser({ password: 'abcdefgh' })).error?.code).toBe(
      'weak_password',
    );
    // The reset link's session sets a new password without the current one (its owner proved the mailbox).
    expect((await page.auth.updateUser({ password: 'Reset-Passw0rd' })).error).toBeNull();
    const [notice] = await backend.mailTo(email);
    expect(notice?.subject).toBe('Your FrameToCode password was changed');
    expect(notice?.text).toContain('changed with a password reset link');
    // ...but an email change from it still needs the password.
    const move = await page.auth.updateUser({ email: uniqueEmail('moved') });
    expect(move.error?.code).toBe('current_password_required');
    expect(move.error?.message).toBe(CURRENT_PASSWORD_REQUIRED_FOR_EMAIL);
  });

  it('asks for the current password: missing or wrong changes nothing, right changes it and mails the owner', async () => {
    const email = uniqueEmail('current');
    await confirmedUser(backend, email);
    const client = await signedIn(email);
    const other = await signedIn(email);

    const missing = await client.auth.updateUser({ password: 'Next-Passw0rd' });
    expect(missing.error?.status).toBe(400);
    expect(missing.error?.code).toBe('current_password_required');
    expect(missing.error?.message).toBe(CURRENT_PASSWORD_REQUIRED);
    const wrong = await client.auth.updateUser({
      password: 'Next-Passw0rd',
      current_password: 'Not-The-One-1',
    });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('current_password_invalid');
    expect(
      (await backend.anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
    expect((await other.auth.getUser()).error).toBeNull();
    const before = await backend.mailTo(email);

    const right = await client.auth.updateUser({
      password: 'Next-Passw0rd',
      current_password: PASSWORD,
    });
    expect(right.error).toBeNull();
    expect(
      (await backend.anonClient().auth.signInWithPassword({ email, password: 'Next-Passw0rd' }))
        .error,
    ).toBeNull();
    // Every other session ends with the old password.
    const ended = await other.auth.getUser();
    // supabase-js reads the server's session_not_found as a missing session.
    expect(ended.error?.name).toBe('AuthSessionMissingError');
    const after = await backend.mailTo(email);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]?.subject).toBe('Your FrameToCode password was changed');
    expect(after[0]?.text).toContain('changed from your account settings');
    expect(after[0]?.text).toContain(`Review your account: ${backend.url}/account`);
    expect(after[0]?.html).toContain('Review your account');
  });

  it('asks for the current password to change the email, and warns the current address', async () => {
    const email = uniqueEmail('mover');
    const target = uniqueEmail('target');
    await confirmedUser(backend, email);
    const client = await signedIn(email);
    const missing = await client.auth.updateUser({ email: target });
    expect(missing.error?.code).toBe('current_password_required');
    const wrong = await client.auth.updateUser({
      email: target,
      current_password: 'Wrong-Passw0rd',
    });
    expect(wrong.error?.code).toBe('current_password_invalid');
    expect(await backend.mailTo(target)).toEqual([]);

    const asked = await client.auth.updateUser({ email: target, current_password: PASSWORD });
    expect(asked.error).toBeNull();
    expect((await backend.mailTo(target))[0]?.subject).toBe(
      'Confirm your new email for FrameToCode',
    );
    const [warning] = await backend.mailTo(email);
    expect(warning?.subject).toBe('A new sign-in email was requested for your FrameToCode account');
    expect(warning?.text).toContain(target);
  });

  it('an account without a password changes its email only within minutes of signing in', async () => {
    const db = backend.server.ctx.db;
    const email = uniqueEmail('oauth-only');
    const user = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at, raw_app_meta_data)
       values ($1, now(), '{"provider":"github","providers":["github"]}') returning id`,
      [email],
    );
    const id = user.rows[0]!.id;
    const sessionSignedInAt = async (secondsAgo: number) => {
      const amr = [{ method: 'oauth', timestamp: Math.floor(Date.now() / 1000) - secondsAgo }];
      const s = await db.query<{ id: string }>(
        `insert into auth.sessions (user_id, aal, amr, refreshed_at) values ($1, 'aal1', $2::jsonb, now()) returning id`,
        [id, JSON.stringify(amr)],
      );
      const token = await backend.server.ctx.keys.sign(
        { sub: id, role: 'authenticated', aud: 'authenticated', email, session_id: s.rows[0]!.id },
        3600,
      );
      return token;
    };
    const changeEmail = (token: string, to: string) =>
      authFetch(backend, '/user', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email: to }),
      });
    const refused = await changeEmail(await sessionSignedInAt(3600), uniqueEmail('later'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'reauthentication_needed',
      message: REAUTHENTICATION_NEEDED,
    });
    const fresh = await changeEmail(await sessionSignedInAt(30), uniqueEmail('soon'));
    expect(fresh.status).toBe(200);
  });
});
