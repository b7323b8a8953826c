import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { PASSWORD, authFetch } from './auth-helpers';
import { AUTH_RATE_LIMITS, MISTYPES_ALLOWED_WHILE_LOCKED } from '../../src/auth/rate-limits';

/**
 * An attacker who knows only the victim's address must not lock the victim out: wrong
 * passwords and reset requests from the attacker's IPs are limited, the victim's own
 * sign-in and reset from their own IP still work. The server trusts one proxy here, so
 * each request names its client address in X-Forwarded-For, as a proxy would append it.
 * The tests of many sign-ins (a bcrypt comparison each) get more than the default 30 s:
 * they may first wait for a fresh window, and on a busy machine they take longer.
 */
/**
 * The limits count in fixed windows of 5 (and 15) minutes: a test that spreads many
 * sign-ins over one window starts in a window with at least a minute left, so it never
 * straddles two (both kinds of window start together every 15 minutes).
 */
async function inOneWindow(): Promise<void> {
  const left = 300 - ((Date.now() / 1000) % 300);
  if (left < 60) await new Promise((r) => setTimeout(r, left * 1000 + 500));
}

describe.each(databaseTargets())('no lockout by a stranger (%s)', (target) => {
  let backend: TestBackend;
  const saved = process.env.TRUST_PROXY;
  beforeAll(async () => {
    process.env.TRUST_PROXY = 'true';
    backend = await startTestBackend(target, { RATE_LIMITS: 'on' });
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
    await backend.close();
  });

  const victim = async () => {
    const email = uniqueEmail('victim');
    const { error } = await backend
      .serviceClient()
      .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(error).toBeNull();
    return email;
  };
  const signIn = (email: string, password: string, ip: string) =>
    authFetch(backend, '/token?grant_type=password', {
      method: 'POST',
      headers: { 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    });
  const recover = (email: string, ip: string) =>
    authFetch(backend, '/recover', {
      method: 'POST',
      headers: { 'x-forwarded-for': ip },
      body: JSON.stringify({ email }),
    });

  it("10 wrong passwords from one IP stop that IP, not the owner's correct password from another", async () => {
    await inOneWindow();
    const email = await victim();
    for (let i = 0; i < 10; i++)
      expect((await signIn(email, 'wrong-password', '198.51.100.1')).status).toBe(400);
    const attacker = await signIn(email, PASSWORD, '198.51.100.1');
    expect(attacker.status).toBe(429);
    expect(await attacker.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect((await signIn(email, PASSWORD, '203.0.113.50')).status).toBe(200);
  }, 90_000);

  it('wrong passwords from many IPs stop those IPs; a correct password from a new IP still signs in', async () => {
    await inOneWindow();
    const email = await victim();
    // 50 failures, 3 from each IP: the account is over its limit, and each of these IPs
    // has used up the mistypes an IP keeps while it is.
    for (let i = 0; i < 50; i++)
      expect(
        (await signIn(email, 'wrong-password', `198.51.101.${Math.floor(i / 3)}`)).status,
      ).toBe(400);
    expect((await signIn(email, PASSWORD, '198.51.101.7')).status).toBe(429);
    expect((await signIn(email, PASSWORD, '203.0.113.51')).status).toBe(200);
  }, 150_000);

  it('50 wrong passwords from 5 IPs: the owner who mistypes once still gets in; the attackers stay out', async () => {
    await inOneWindow();
    const email = await victim();
    const perIp = AUTH_RATE_LIMITS.signInFailuresPerEmailIp.limit;
    expect(perIp * 5).toBe(AUTH_RATE_LIMITS.signInFailuresPerEmail.limit);
    for (let ip = 1; ip <= 5; ip++)
      for (let i = 0; i < perIp; i++)
        expect((await signIn(email, 'wrong-password', `198.51.104.${ip}`)).status).toBe(400);
    // The account is over its 50: each attacking IP is refused, even with the right password.
    expect((await signIn(email, PASSWORD, '198.51.104.3')).status).toBe(429);

    // The owner, from a new address, mistypes once, then types it right.
    expect((await signIn(email, 'Correct-Horse-8', '203.0.113.60')).status).toBe(400);
    expect((await signIn(email, PASSWORD, '203.0.113.60')).status).toBe(200);

    // A fresh attacking IP gets only a few guesses while the account is over its limit.
    const statuses: number[] = [];
    for (let i = 0; i <= MISTYPES_ALLOWED_WHILE_LOCKED; i++)
      statuses.push((await signIn(email, 'wrong-password', '198.51.104.7')).status);
    expect(statuses).toEqual([...Array(MISTYPES_ALLOWED_WHILE_LOCKED).fill(400), 429]);
  }, 150_000);

  it("5 resets asked from one IP stop that IP, not the owner's own reset", async () => {
    const email = await victim();
    for (let i = 0; i < 5; i++) expect((await recover(email, '198.51.102.1')).status).toBe(200);
    expect((await recover(email, '198.51.102.1')).status).toBe(429);
    const before = (await backend.mailTo(email)).length;
    expect((await recover(email, '203.0.113.52')).status).toBe(200);
    expect((await backend.mailTo(email)).length).toBe(before + 1);
  });

  it('resets asked from many IPs stop those IPs past 20 an hour; the owner from a new IP still gets one', async () => {
    const email = await victim();
    for (let i = 0; i < 20; i++) expect((await recover(email, `198.51.103.${i}`)).status).toBe(200);
    expect((await recover(email, '198.51.103.3')).status).toBe(429);
    expect((await recover(email, '203.0.113.53')).status).toBe(200);
  });
});
