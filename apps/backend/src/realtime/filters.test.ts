import { describe, expect, it } from 'vitest';
import { matchesFilter, parseFilter } from './filters';

describe('postgres_changes filters', () => {
  it('parses column=op.value, and in.(list)', () => {
    expect(parseFilter('user_id=eq.5f0c')).toEqual({
      column: 'user_id',
      op: 'eq',
      values: ['5f0c'],
    });
    expect(parseFilter('status=in.(paid,"past due")')).toEqual({
      column: 'status',
      op: 'in',
      values: ['paid', 'past due'],
    });
    expect(parseFilter(undefined)).toBeNull();
    expect(parseFilter('')).toBeNull();
  });

  it('refuses what the hosted service refuses, in words', () => {
    expect(parseFilter('user_id=like.x')).toBe('Invalid filter operator: like');
    expect(parseFilter('no operator')).toBe('Invalid filter: no operator');
    expect(parseFilter('id=in.1,2')).toMatch(/in takes a list/);
    expect(parseFilter(42)).toMatch(/must be a string/);
  });

  it('matches rows as Postgres would compare the values', () => {
    const row = { user_id: 'abc', used: 12, charged: true, note: null };
    expect(matchesFilter(row, null)).toBe(true);
    expect(matchesFilter(row, parseFilter('user_id=eq.abc') as never)).toBe(true);
    expect(matchesFilter(row, parseFilter('user_id=eq.abd') as never)).toBe(false);
    expect(matchesFilter(row, parseFilter('user_id=neq.abd') as never)).toBe(true);
    expect(matchesFilter(row, parseFilter('used=gt.9') as never)).toBe(true);
    expect(matchesFilter(row, parseFilter('used=lte.11') as never)).toBe(false);
    expect(matchesFilter(row, parseFilter('charged=eq.true') as never)).toBe(true);
    expect(matchesFilter(row, parseFilter('used=in.(1,12)') as never)).toBe(true);
    expect(matchesFilter(row, parseFilter('note=eq.null') as never)).toBe(false);
    expect(matchesFilter(row, parseFilter('missing=eq.1') as never)).toBe(false);
  });
});
