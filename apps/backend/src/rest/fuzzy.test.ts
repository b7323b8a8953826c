import { describe, expect, it } from 'vitest';
import { closest, similarity } from './fuzzy';

describe('fuzzy hints', () => {
  it('scores by edit distance over the longer length', () => {
    expect(similarity('generations', 'generations')).toBe(1);
    expect(similarity('generation', 'generations')).toBeCloseTo(1 - 1 / 11);
    expect(similarity('', 'abc')).toBe(0);
  });

  it('suggests only close, different names', () => {
    const tables = ['generations', 'profiles', 'billing_cycles'];
    expect(closest('generation', tables, 0.75)).toBe('generations');
    expect(closest('Profile', tables, 0.75)).toBe('profiles');
    expect(closest('invoices', tables, 0.75)).toBeNull();
    expect(closest('profiles', tables, 0.75)).toBeNull();
    expect(closest('x'.repeat(5000), tables, 0)).toBeNull();
  });
});
