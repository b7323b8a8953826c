import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher';

describe('TokenCipher', () => {
  const cipher = TokenCipher.fromSecret('a'.repeat(40));

  it('seals to text that does not contain the token and opens it again', () => {
    const sealed = cipher.seal('figu_secret_token', 'user-1');
    expect(sealed).not.toContain('figu_secret_token');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.open(sealed, 'user-1')).toBe('figu_secret_token');
  });

  it('refuses another purpose, another key and tampered text', () => {
    const sealed = cipher.seal('figu_secret_token', 'user-1');
    expect(cipher.open(sealed, 'user-2')).toBeNull();
    expect(TokenCipher.fromSecret('b'.repeat(40)).open(sealed, 'user-1')).toBeNull();
    // Another second-to-last character (the last may carry padding bits only).
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.slice(-1);
    expect(flipped).not.toBe(sealed);
    expect(cipher.open(flipped, 'user-1')).toBeNull();
    expect(cipher.open('plain', 'user-1')).toBeNull();
  });
});
