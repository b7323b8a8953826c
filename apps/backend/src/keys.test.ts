import { describe, expect, it, vi } from 'vitest';
import { InvalidJwtError, Keys } from './keys';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('Keys.verify', () => {
  it('answers a token it verified before with the same claims, and refuses it once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const keys = await Keys.create(SECRET);
      const token = await keys.sign({ sub: 'u1', role: 'authenticated' }, 60);
      const first = await keys.verify(token);
      expect(await keys.verify(token)).toEqual(first);
      vi.setSystemTime(Date.now() + 61_000);
      const err = await keys.verify(token).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(InvalidJwtError);
      expect((err as InvalidJwtError).expired).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token that differs from a verified one by one character', async () => {
    const keys = await Keys.create(SECRET);
    const token = await keys.sign({ sub: 'u1', role: 'authenticated' }, 60);
    await keys.verify(token);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    await expect(keys.verify(token.slice(0, -1) + last)).rejects.toBeInstanceOf(InvalidJwtError);
  });

  it('refuses a token signed with another secret even after verifying a good one', async () => {
    const keys = await Keys.create(SECRET);
    const other = await Keys.create('another-secret-of-at-least-32-characters');
    await keys.verify(await keys.sign({ sub: 'u1', role: 'authenticated' }, 60));
    const forged = await other.sign({ sub: 'u1', role: 'authenticated' }, 60);
    await expect(keys.verify(forged)).rejects.toBeInstanceOf(InvalidJwtError);
  });
});
