import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from '../support/harness';
import { PASSWORD, authFetch } from './auth-helpers';

/**
 * An attacker who knows only the victim's address must not lock the victim out: wrong
 * passwords and reset requests from the attacker's IPs are limited, the victim's own
 * sign-in and reset from their own IP still work. The server trusts one proxy here, so
 * each request names its client address in X-Forwarded-For, as a proxy would append it.
 */
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
    const email = await victim();
    for (let i = 0; i < 10; i++)
      expect((await signIn(email, 'wrong-password', '198.51.100.1')).status).toBe(400);
    const attacker = await signIn(email, PASSWORD, '198.51.100.1');
    expect(attacker.status).toBe(429);
    expect(await attacker.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect((await signIn(email, PASSWORD, '203.0.113.50')).status).toBe(200);
  });

  it('wrong passwords from many IPs stop those IPs; a correct password from a new IP still signs in', async () => {
    const email = await victim();
    for (let i = 0; i < 50; i++)
      expect((await signIn(email, 'wrong-password', `198.51.101.${i}`)).status).toBe(400);
    expect((await signIn(email, PASSWORD, '198.51.101.7')).status).toBe(429);
    expect((await signIn(email, PASSWORD, '203.0.113.51')).status).toBe(200);
  });

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
