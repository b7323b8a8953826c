import { describe, expect, it } from 'vitest';
import type { Session } from '@supabase/supabase-js';
import { needsSecondFactor, tokenAal } from './assurance';

const token = (claims: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

const session = (aal: string, statuses: string[]) =>
  ({
    access_token: token({ aal, sub: 'u' }),
    user: { factors: statuses.map((status, i) => ({ id: `f${i}`, status, factor_type: 'totp' })) },
  }) as unknown as Session;

describe('needsSecondFactor', () => {
  it('reads the aal claim of an access token', () => {
    expect(tokenAal(token({ aal: 'aal2' }))).toBe('aal2');
    expect(tokenAal('not-a-token')).toBeNull();
  });

  it('asks for the code only at aal1 with a verified factor', () => {
    expect(needsSecondFactor(null)).toBe(false);
    expect(needsSecondFactor(session('aal1', []))).toBe(false);
    expect(needsSecondFactor(session('aal1', ['unverified']))).toBe(false);
    expect(needsSecondFactor(session('aal1', ['verified']))).toBe(true);
    expect(needsSecondFactor(session('aal2', ['verified']))).toBe(false);
  });
});
