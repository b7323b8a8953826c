import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';

/**
 * Behind one appending proxy (TRUST_PROXY=true), a client that writes its own
 * X-Forwarded-For must still be counted under the address the proxy appended.
 */
describe.each(databaseTargets())('per-IP limits behind a proxy (%s)', (target) => {
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

  const feedback = (forwardedFor: string) =>
    fetch(`${backend.url}/functions/v1/feedback`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify({ email: 'a@example.com', rating: 5 }),
    });

  it('a spoofed leftmost address does not give a fresh limit (feedback: 20 an hour per IP)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await feedback(`10.0.0.${i}, 203.0.113.9`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another real client behind the same proxy has its own count.
    expect((await feedback('10.0.0.1, 203.0.113.10')).status).toBe(200);
  });
});
