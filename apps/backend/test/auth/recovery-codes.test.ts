import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { PASSWORD } from './auth-helpers';
import { AAL2_REQUIRED_MESSAGE } from '../../src/auth/assurance';
import { RECOVERY_CODES_MESSAGES } from '../../src/functions/mfa-recovery-codes';

function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

function claims(token: string): { aal: string; amr: { method: string }[] } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    aal: string;
    amr: { method: string }[];
  };
}

interface CodesAnswer {
  codes?: string[];
  enabled?: boolean;
  remaining: number;
  total: number;
  error?: string;
}

describe.each(databaseTargets())('auth: two-factor recovery codes (%s)', (target) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(target);
  });
  afterAll(async () => {
    await backend?.close();
  });

  async function signedIn(email: string): Promise<SupabaseClient> {
    const client = backend.anonClient();
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    return client;
  }

  async function codes(
    client: SupabaseClient,
    method: 'GET' | 'POST',
  ): Promise<{ status: number; body: CodesAnswer }> {
    const { data } = await client.auth.getSession();
    const res = await fetch(`${backend.url}/functions/v1/mfa-recovery-codes`, {
      method,
      headers: { apikey: backend.anonKey, authorization: `Bearer ${data.session!.access_token}` },
    });
    return { status: res.status, body: (await res.json()) as CodesAnswer };
  }

  async function userWithFactor(label: string) {
    const email = uniqueEmail(label);
    await backend
      .serviceClient()
      .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = await signedIn(email);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret) })).error,
    ).toBeNull();
    return { email, client, factorId, secret: totp.secret };
  }

  it('mails the owner when two-factor turns on and off', async () => {
    const { email, client, factorId } = await userWithFactor('mfa-mails');
    expect((await backend.mailTo(email))[0]?.subject).toBe(
      'Two-factor authentication is on for your FrameToCode account',
    );
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const [off] = await backend.mailTo(email);
    expect(off?.subject).toBe('Two-factor authentication is off for your FrameToCode account');
    expect(off?.text).toContain('turned off in your account settings');
  });

  it('makes ten codes once from an aal2 session; a new set replaces the old and mails the owner', async () => {
    const { email, client } = await userWithFactor('codes-make');
    expect((await codes(client, 'GET')).body).toMatchObject({
      enabled: true,
      remaining: 0,
      total: 0,
    });
    const aal1 = await signedIn(email);
    const refused = await codes(aal1, 'POST');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(AAL2_REQUIRED_MESSAGE);
    const mailsBefore = (await backend.mailTo(email)).length;

    const first = await codes(client, 'POST');
    expect(first.status).toBe(201);
    expect(first.body.codes).toHaveLength(10);
    expect(new Set(first.body.codes).size).toBe(10);
    for (const code of first.body.codes!)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(first.body).toMatchObject({ remaining: 10, total: 10 });
    // Never shown again, and only keyed hashes are kept.
    expect((await codes(client, 'GET')).body.codes).toBeUndefined();
    const stored = await backend.server.ctx.db.query<{ code_hash: string }>(
      'select code_hash from auth.mfa_recovery_codes c join auth.users u on u.id = c.user_id where u.email = $1',
      [email],
    );
    expect(stored.rows).toHaveLength(10);
    for (const code of first.body.codes!) {
      expect(stored.rows.some((r) => r.code_hash.includes(code.replace('-', '')))).toBe(false);
    }
    expect(await backend.mailTo(email)).toHaveLength(mailsBefore);

    const second = await codes(client, 'POST');
    expect(second.body.codes!.some((c) => first.body.codes!.includes(c))).toBe(false);
    expect((await backend.mailTo(email))[0]?.subject).toBe(
      'New two-factor recovery codes for your FrameToCode account',
    );

    // A code of the replaced set no longer signs in.
    const again = await signedIn(email);
    const { data } = await again.auth.mfa.listFactors();
    const old = await again.auth.mfa.challengeAndVerify({
      factorId: data!.totp[0]!.id,
      code: first.body.codes![0]!,
    });
    expect(old.error?.code).toBe('mfa_verification_failed');
  });

  it('a recovery code passes the code step once, in place of the authenticator code', async () => {
    const { email, client, factorId } = await userWithFactor('codes-use');
    const made = (await codes(client, 'POST')).body.codes!;

    const atCodeStep = await signedIn(email);
    expect((await atCodeStep.auth.mfa.getAuthenticatorAssuranceLevel()).data?.nextLevel).toBe(
      'aal2',
    );
    const typed = made[3]!.toUpperCase().replace('-', ' ');
    const passed = await atCodeStep.auth.mfa.challengeAndVerify({ factorId, code: typed });
    expect(passed.error).toBeNull();
    const { data: session } = await atCodeStep.auth.getSession();
    const c = claims(session.session!.access_token);
    expect(c.aal).toBe('aal2');
    expect(c.amr[0]?.method).toBe('mfa/recovery_code');
    const [notice] = await backend.mailTo(email);
    expect(notice?.subject).toBe('A recovery code was used to sign in to FrameToCode');
    expect(notice?.text).toContain('9 unused recovery codes are left.');
    expect((await codes(client, 'GET')).body).toMatchObject({ remaining: 9, total: 10 });

    const reuse = await signedIn(email);
    const refused = await reuse.auth.mfa.challengeAndVerify({ factorId, code: made[3]! });
    expect(refused.error?.code).toBe('mfa_verification_failed');
    expect(refused.error?.message).toBe('Invalid recovery code entered');
    expect(claims((await reuse.auth.getSession()).data.session!.access_token).aal).toBe('aal1');

    // Someone else's code is no code of this account's.
    const other = await userWithFactor('codes-other');
    const foreign = (await codes(other.client, 'POST')).body.codes!;
    const stranger = await signedIn(email);
    expect(
      (await stranger.auth.mfa.challengeAndVerify({ factorId, code: foreign[0]! })).error?.code,
    ).toBe('mfa_verification_failed');
  });

  it('codes go with the last authenticator, and cannot be made without one', async () => {
    const { client, factorId } = await userWithFactor('codes-off');
    await codes(client, 'POST');
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    await client.auth.refreshSession();
    expect((await codes(client, 'GET')).body).toMatchObject({
      enabled: false,
      remaining: 0,
      total: 0,
    });
    const none = await codes(client, 'POST');
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(RECOVERY_CODES_MESSAGES.turnOnFirst);
  });
});
