import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RestError } from './errors';
import { closest, similarity } from './fuzzy';
import { parseQueryParams } from './query-params';
import { parseSelect } from './select-parser';

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

describe('query grammar under random input', () => {
  // The characters the select, filter and order grammars give meaning to.
  const text = fc.string({
    unit: fc.constantFrom(...'ab_.,:!()*->"{}\\0123456789 '.split(''), '...', '->>', '::'),
    maxLength: 40,
  });

  it('parses or refuses with a 4xx RestError, never another failure', () => {
    fc.assert(
      fc.property(text, text, (key, value) => {
        for (const parse of [
          () => parseSelect(value),
          () => parseQueryParams([[key, value]]),
          () => parseQueryParams([['order', value]]),
          () => parseQueryParams([[`${key}.order`, value]]),
        ]) {
          try {
            parse();
          } catch (err) {
            expect(err).toBeInstanceOf(RestError);
            expect((err as RestError).status).toBeGreaterThanOrEqual(400);
            expect((err as RestError).status).toBeLessThan(500);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
