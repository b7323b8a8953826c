import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { PASSWORD, authFetch } from './auth-helpers';
import { MFA_RATE_LIMITS } from '../../src/auth/mfa-limits';

/** The code `stepsAhead` 30-second steps from now (each code is accepted once). */
function codeFor(secret: string, stepsAhead = 0): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * Two-factor attempts are counted for the session that holds the factor's challenge: a
 * stranger with the anon key and the factor id spends none of the owner's, and the owner
 * keeps a way in. The server trusts one proxy, so each client names its own address in
 * X-Forwarded-For (the per-IP limits of the MFA endpoints stay out of the way).
 */
describe.each(databaseTargets())('two-factor attempts belong to a session (%s)', (target) => {
  let backend: TestBackend;
  const saved = process.env.TRUST_PROXY;
  let nextIp = 1;
  beforeAll(async () => {
    process.env.TRUST_PROXY = 'true';
    backend = await startTestBackend(target, { RATE_LIMITS: 'on' });
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
    await backend?.close();
  });

  /** supabase-js from an address of its own. */
  const clientFromNewAddress = (): { client: SupabaseClient; ip: string } => {
    const ip = `198.51.110.${nextIp++}`;
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { 'x-forwarded-for': ip } },
    });
    return { client, ip };
  };

  const signedIn = async (email: string) => {
    const { client, ip } = clientFromNewAddress();
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { client, ip };
  };

  /** A user with a verified TOTP factor (its enrolment checked one code). */
  async function owner(label: string) {
    const email = uniqueEmail(label);
    await backend
      .serviceClient()
      .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const { client } = await signedIn(email);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret) })).error,
    ).toBeNull();
    return { email, factorId, secret: totp.secret };
  }

  /** `count` wrong codes against one challenge of `client`'s session; the statuses. */
  async function wrongCodes(client: SupabaseClient, factorId: string, count: number) {
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const { error } = await client.auth.mfa.verify({
        factorId,
        challengeId: challenge.data!.id,
        code: '000000',
      });
      statuses.push(error?.status ?? 200);
    }
    return statuses;
  }

  it("a stranger with the anon key and the factor id spends none of the owner's attempts", async () => {
    const { email, factorId, secret } = await owner('stranger-target');
    const ownerSession = await signedIn(email);
    const challenge = await ownerSession.client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();

    // No session at all: refused before any code is looked at, 30 times over.
    const strangerIp = `198.51.111.1`;
    for (let i = 0; i < 30; i++) {
      const res = await authFetch(backend, `/factors/${factorId}/verify`, {
        method: 'POST',
        headers: { 'x-forwarded-for': strangerIp },
        body: JSON.stringify({ challenge_id: challenge.data!.id, code: '000000' }),
      });
      expect(res.status).toBe(401);
    }
    // A session of another account: the factor is not theirs.
    const otherEmail = uniqueEmail('stranger');
    await backend
      .serviceClient()
      .auth.admin.createUser({ email: otherEmail, password: PASSWORD, email_confirm: true });
    const stranger = await signedIn(otherEmail);
    const { data } = await stranger.client.auth.getSession();
    for (let i = 0; i < 12; i++) {
      const res = await authFetch(backend, `/factors/${factorId}/verify`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${data.session!.access_token}`,
          'x-forwarded-for': stranger.ip,
        },
        body: JSON.stringify({ challenge_id: challenge.data!.id, code: '000000' }),
      });
      expect(res.status).toBe(404);
    }

    const verified = await ownerSession.client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      // The enrolment used this step's code.
      code: codeFor(secret, 1),
    });
    expect(verified.error).toBeNull();
  });

  it("another session of the owner cannot answer this session's challenge, nor spend its attempts", async () => {
    const { email, factorId, secret } = await owner('two-sessions');
    const mine = await signedIn(email);
    const challenge = await mine.client.auth.mfa.challenge({ factorId });
    // Someone who also has the password: their own session, their own attempts.
    const theirs = await signedIn(email);
    const { data } = await theirs.client.auth.getSession();
    const borrowed = await authFetch(backend, `/factors/${factorId}/verify`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${data.session!.access_token}`,
        'x-forwarded-for': theirs.ip,
      },
      body: JSON.stringify({ challenge_id: challenge.data!.id, code: '000000' }),
    });
    expect(borrowed.status).toBe(422);
    expect(await borrowed.json()).toMatchObject({ error_code: 'mfa_factor_not_found' });

    const limit = MFA_RATE_LIMITS.verifyPerFactorSession.limit;
    const statuses = await wrongCodes(theirs.client, factorId, limit + 1);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(422));
    expect(statuses[limit]).toBe(429);

    const verified = await mine.client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      // The enrolment used this step's code.
      code: codeFor(secret, 1),
    });
    expect(verified.error).toBeNull();
  });

  it('many sessions together reach the factor’s ceiling; the owner then gets in by the mailed link', async () => {
    const { email, factorId } = await owner('ceiling');
    const perSession = MFA_RATE_LIMITS.verifyPerFactorSession.limit;
    const ceiling = MFA_RATE_LIMITS.verifyPerFactor.limit;
    // The enrolment checked one code already.
    let spent = 1;
    while (spent < ceiling) {
      const session = await signedIn(email);
      const count = Math.min(perSession, ceiling - spent);
      expect(await wrongCodes(session.client, factorId, count)).toEqual(Array(count).fill(422));
      spent += count;
    }
    const late = await signedIn(email);
    expect(await wrongCodes(late.client, factorId, 1)).toEqual([429]);

    // The owner: password session, then the mailed link turns the second factor off.
    const asked = await late.client.functions.invoke('mfa-recovery', {
      body: { action: 'request' },
    });
    expect(asked.error).toBeNull();
    const link = new URL(await backend.linkInLatestMail(email, '/login/two-factor/recover'));
    const confirmed = await late.client.functions.invoke('mfa-recovery', {
      body: { action: 'confirm', token: link.searchParams.get('token') },
    });
    expect(confirmed.error).toBeNull();
    expect((await late.client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});
