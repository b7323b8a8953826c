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
    // The second-to-last character: the last one's low bits are padding, and 'A' and 'B' there
    // decode to the same signature (one token in 16 ends with 'A').
    const other = token.at(-2) === 'A' ? 'B' : 'A';
    const changed = token.slice(0, -2) + other + token.slice(-1);
    await expect(keys.verify(changed)).rejects.toBeInstanceOf(InvalidJwtError);
  });

  it('refuses a token signed with another secret even after verifying a good one', async () => {
    const keys = await Keys.create(SECRET);
    const other = await Keys.create('another-secret-of-at-least-32-characters');
    await keys.verify(await keys.sign({ sub: 'u1', role: 'authenticated' }, 60));
    const forged = await other.sign({ sub: 'u1', role: 'authenticated' }, 60);
    await expect(keys.verify(forged)).rejects.toBeInstanceOf(InvalidJwtError);
  });
});
