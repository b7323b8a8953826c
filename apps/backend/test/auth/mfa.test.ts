import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { PASSWORD, authFetch } from './auth-helpers';
import { AAL2_REQUIRED_MESSAGE } from '../../src/auth/assurance';
import { MFA_RECOVERY_MESSAGES } from '../../src/functions/mfa-recovery';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe.each(databaseTargets())(
  'auth: two-factor sign-in with TOTP through supabase-js (%s)',
  (target) => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend(target, { RATE_LIMITS: 'on' });
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

    async function userWithFactor(
      label: string,
    ): Promise<{ email: string; client: SupabaseClient; factorId: string; secret: string }> {
      const email = uniqueEmail(label);
      expect(
        (
          await backend
            .serviceClient()
            .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
        ).error,
      ).toBeNull();
      const client = await signedIn(email);
      const enrolled = await client.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: 'Phone app',
      });
      expect(enrolled.error).toBeNull();
      const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
      const verified = await client.auth.mfa.challengeAndVerify({
        factorId,
        code: codeFor(totp.secret),
      });
      expect(verified.error).toBeNull();
      return { email, client, factorId, secret: totp.secret };
    }

    it('enrols a TOTP factor, verifies a code and raises the session to aal2 with the totp amr', async () => {
      const email = uniqueEmail('mfa');
      expect(
        (
          await backend
            .serviceClient()
            .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
        ).error,
      ).toBeNull();
      const client = await signedIn(email);
      const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

      const enrolled = await client.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: 'Phone app',
      });
      expect(enrolled.error).toBeNull();
      const data = enrolled.data as {
        id: string;
        type: string;
        friendly_name: string;
        totp: { qr_code: string; secret: string; uri: string };
      };
      expect(data.type).toBe('totp');
      expect(data.friendly_name).toBe('Phone app');
      expect(data.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(data.totp.uri).toMatch(/^otpauth:\/\/totp\//);
      expect(data.totp.uri).toContain(`secret=${data.totp.secret}`);
      expect(data.totp.uri).toContain(encodeURIComponent(email));
      expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);

      const stored = await backend.server.ctx.db.query<{ secret: string; status: string }>(
        'select secret, status from auth.mfa_factors where id = $1',
        [data.id],
      );
      expect(stored.rows[0]?.status).toBe('unverified');
      expect(stored.rows[0]?.secret).not.toContain(data.totp.secret);

      const listed = await client.auth.mfa.listFactors();
      expect(listed.data?.all.map((f) => [f.id, f.status])).toEqual([[data.id, 'unverified']]);
      expect(listed.data?.totp).toEqual([]);

      const events: string[] = [];
      client.auth.onAuthStateChange((event) => events.push(event));
      const challenge = await client.auth.mfa.challenge({ factorId: data.id });
      expect(challenge.error).toBeNull();
      expect(challenge.data).toMatchObject({ type: 'totp' });
      expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
      const verified = await client.auth.mfa.verify({
        factorId: data.id,
        challengeId: challenge.data!.id,
        code: codeFor(data.totp.secret),
      });
      expect(verified.error).toBeNull();
      expect(events).toContain('MFA_CHALLENGE_VERIFIED');

      const token = claims(verified.data!.access_token);
      expect(token.aal).toBe('aal2');
      expect((token.amr as { method: string }[]).map((e) => e.method)).toEqual([
        'totp',
        'password',
      ]);
      const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
      const after = await client.auth.mfa.listFactors();
      expect(after.data?.totp.map((f) => [f.id, f.status, f.friendly_name])).toEqual([
        [data.id, 'verified', 'Phone app'],
      ]);

      // The raised level survives a refresh; GET /user lists the factor.
      const refreshed = await client.auth.refreshSession();
      expect(claims(refreshed.data.session!.access_token).aal).toBe('aal2');
      const user = await client.auth.getUser();
      expect(user.data.user?.factors?.map((f) => f.factor_type)).toEqual(['totp']);
    });

    it('accepts each code once and refuses a wrong one', async () => {
      const { client, factorId, secret } = await userWithFactor('replay');
      const used = codeFor(secret);
      const replay = await client.auth.mfa.challengeAndVerify({ factorId, code: used });
      expect(replay.error?.code).toBe('mfa_verification_failed');
      expect(replay.error?.message).toBe('Invalid TOTP code entered');
      expect(replay.error?.status).toBe(422);

      const wrongDigit = String((Number(codeFor(secret, 1)[0]) + 5) % 10);
      const wrong = await client.auth.mfa.challengeAndVerify({
        factorId,
        code: wrongDigit + codeFor(secret, 1).slice(1),
      });
      expect(wrong.error?.code).toBe('mfa_verification_failed');
      const next = await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
      expect(next.error).toBeNull();
    });

    it('signs in at aal1 when a factor exists, refuses removal and new factors until the code is given', async () => {
      const { email, factorId, secret } = await userWithFactor('signin');
      const client = await signedIn(email);
      const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

      const unenrol = await client.auth.mfa.unenroll({ factorId });
      expect(unenrol.error?.code).toBe('insufficient_aal');
      expect(unenrol.error?.message).toBe('AAL2 required to unenroll verified factor');
      expect(unenrol.error?.status).toBe(422);
      const another = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
      expect(another.error?.code).toBe('insufficient_aal');
      expect(another.error?.status).toBe(403);

      // Every money-changing or access-granting function asks for the second factor.
      const userId = (await client.auth.getUser()).data.user!.id;
      for (const [name, body] of [
        ['delete-account', { confirm_email: email }],
        ['create-checkout', { priceId: 'price_pro', mode: 'subscription' }],
        ['create-portal-session', {}],
        ['plugin-auth-update', { writeKey: 'k'.repeat(32), userId }],
      ] as const) {
        const answer = await client.functions.invoke(name, { body });
        const refused = answer.response as Response;
        expect([name, refused.status]).toEqual([name, 403]);
        expect(((await refused.json()) as { error: string }).error).toBe(AAL2_REQUIRED_MESSAGE);
      }

      // A new password or email also needs the second factor, as upstream.
      const newPassword = await client.auth.updateUser({
        password: 'Another-Horse-7',
        current_password: PASSWORD,
      });
      expect(newPassword.error?.code).toBe('insufficient_aal');
      expect(newPassword.error?.status).toBe(401);
      expect((await client.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull();

      expect(
        (await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) })).error,
      ).toBeNull();
      expect(
        (await client.auth.updateUser({ password: 'Another-Horse-7', current_password: PASSWORD }))
          .error,
      ).toBeNull();
      const removed = await client.auth.mfa.unenroll({ factorId });
      expect(removed.error).toBeNull();
      expect(removed.data).toEqual({ id: factorId });
      // The session the factor raised goes back to aal1.
      const refreshed = await client.auth.refreshSession();
      expect(claims(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal1' });
      expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    });

    it('answers as the hosted service for phone factors, unknown ids and factors of other users', async () => {
      const { factorId } = await userWithFactor('owner');
      const email = uniqueEmail('other');
      expect(
        (
          await backend
            .serviceClient()
            .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
        ).error,
      ).toBeNull();
      const other = await signedIn(email);
      const phone = await other.auth.mfa.enroll({ factorType: 'phone', phone: '+14155550100' });
      expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');
      expect(phone.error?.message).toBe('MFA enroll is disabled for Phone');

      const foreign = await other.auth.mfa.challenge({ factorId });
      expect(foreign.error?.status).toBe(404);
      expect(foreign.error?.code).toBe('mfa_factor_not_found');
      const session = (await other.auth.getSession()).data.session!;
      const bad = await authFetch(backend, '/factors/not-a-uuid/challenge', {
        method: 'POST',
        body: '{}',
        headers: {
          authorization: `Bearer ${session.access_token}`,
          'x-supabase-api-version': '2024-01-01',
        },
      });
      expect(bad.status).toBe(404);
      expect(await bad.json()).toEqual({
        code: 'validation_failed',
        message: 'factor_id must be an UUID',
      });
      const anonymous = await authFetch(backend, '/factors', {
        method: 'POST',
        body: '{"factor_type":"totp"}',
      });
      expect(anonymous.status).toBe(401);
    });

    it('applies the aal2 rule in the database through auth.jwt()', async () => {
      const { client, secret, factorId, email } = await userWithFactor('policy');
      const insertState = async (c: SupabaseClient, userId: string) =>
        c.from('figma_oauth_state').insert({
          state: `state-${Date.now()}-${Math.random()}`.padEnd(20, 'x'),
          session_id: 's',
          user_id: userId,
        });
      const userId = (await client.auth.getUser()).data.user!.id;
      expect((await insertState(client, userId)).error).toBeNull();
      const atAal1 = await signedIn(email);
      expect((await insertState(atAal1, userId)).error?.code).toBe('42501');
      expect(
        (await atAal1.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) })).error,
      ).toBeNull();
      expect((await insertState(atAal1, userId)).error).toBeNull();
    });

    it('accepts one code once even when two verifications race', async () => {
      const { client, factorId, secret } = await userWithFactor('race');
      const [a, b] = await Promise.all([
        client.auth.mfa.challenge({ factorId }),
        client.auth.mfa.challenge({ factorId }),
      ]);
      const code = codeFor(secret, 1);
      const results = await Promise.all([
        client.auth.mfa.verify({ factorId, challengeId: a.data!.id, code }),
        client.auth.mfa.verify({ factorId, challengeId: b.data!.id, code }),
      ]);
      const codes = results.map((r) => r.error?.code ?? 'ok').sort();
      expect(codes[0]).toMatch(/^(conflict|mfa_verification_failed)$/);
      expect(codes[1]).toBe('ok');
    });

    it("lets the service role list and remove a user's factors", async () => {
      const { client, factorId } = await userWithFactor('support');
      const userId = (await client.auth.getUser()).data.user!.id;
      const admin = backend.serviceClient().auth.admin.mfa;
      const listed = await admin.listFactors({ userId });
      expect(listed.error).toBeNull();
      expect(listed.data?.factors.map((f) => [f.id, f.status])).toEqual([[factorId, 'verified']]);
      const removed = await admin.deleteFactor({ userId, id: factorId });
      expect(removed.error).toBeNull();
      expect((await admin.listFactors({ userId })).data?.factors).toEqual([]);
      const refreshed = await client.auth.refreshSession();
      expect(claims(refreshed.data.session!.access_token).aal).toBe('aal1');
      const asUser = await client.auth.admin.mfa.listFactors({ userId });
      expect(asUser.error?.status).toBe(403);
    });

    it('counts every verification of a factor and refuses over the limit with 429', async () => {
      const { client, factorId } = await userWithFactor('limit');
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
        statuses.push(error?.status ?? 200);
      }
      // One verification was the enrolment's; the eleventh attempt is over the limit.
      expect(statuses.slice(0, 9).every((s) => s === 422)).toBe(true);
      expect(statuses[9]).toBe(429);
      const over = await client.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
      expect(over.error?.code).toBe('over_request_rate_limit');
    });
  },
);

describe.each(databaseTargets())(
  'auth: two-factor recovery by email when the authenticator is lost (%s)',
  (target) => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend(target, { RATE_LIMITS: 'on' });
    });
    afterAll(async () => {
      await backend?.close();
    });

    it('mails a one-time link that, from a password session of the owner, removes the factors', async () => {
      const email = uniqueEmail('lost');
      expect(
        (
          await backend
            .serviceClient()
            .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
        ).error,
      ).toBeNull();
      const first = backend.anonClient();
      expect((await first.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
      const enrolled = await first.auth.mfa.enroll({ factorType: 'totp' });
      const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
      expect(
        (await first.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret) })).error,
      ).toBeNull();

      const client = backend.anonClient();
      expect(
        (await client.auth.signInWithPassword({ email, password: PASSWORD })).error,
      ).toBeNull();
      const asked = await client.functions.invoke('mfa-recovery', { body: { action: 'request' } });
      expect(asked.error).toBeNull();
      expect(asked.data).toEqual({ message: MFA_RECOVERY_MESSAGES.sent });
      const link = new URL(await backend.linkInLatestMail(email, '/login/two-factor/recover'));
      const token = link.searchParams.get('token')!;

      const stranger = backend.anonClient();
      const otherEmail = uniqueEmail('stranger');
      await backend
        .serviceClient()
        .auth.admin.createUser({ email: otherEmail, password: PASSWORD, email_confirm: true });
      await stranger.auth.signInWithPassword({ email: otherEmail, password: PASSWORD });
      const wrongUser = await stranger.functions.invoke('mfa-recovery', {
        body: { action: 'confirm', token },
      });
      expect((wrongUser.response as Response).status).toBe(400);

      const confirmed = await client.functions.invoke('mfa-recovery', {
        body: { action: 'confirm', token },
      });
      expect(confirmed.error).toBeNull();
      expect(confirmed.data).toMatchObject({ removed: 1 });
      expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
      const refreshed = await first.auth.refreshSession();
      expect(claims(refreshed.data.session!.access_token).aal).toBe('aal1');

      const again = await client.functions.invoke('mfa-recovery', {
        body: { action: 'confirm', token },
      });
      expect((again.response as Response).status).toBe(400);
      const noSession = await backend
        .anonClient()
        .functions.invoke('mfa-recovery', { body: { action: 'request' } });
      expect((noSession.response as Response).status).toBe(401);
    });
  },
);
