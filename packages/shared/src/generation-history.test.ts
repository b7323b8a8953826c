import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  keysetBound,
  readHistoryParams,
  searchPattern,
  writeHistoryParams,
} from './generation-history';

const cursor = {
  createdAt: '2026-11-26T07:15:02.123456+00:00',
  id: '0b7f6c1e-4b7a-4d2c-9d7e-1c2b3a4d5e6f',
};

describe('history cursors', () => {
  it('round-trip through the address bar', () => {
    const params = writeHistoryParams(
      { search: '', type: null, charged: null },
      { kind: 'after', cursor },
    );
    const read = readHistoryParams(new URLSearchParams(params.toString()));
    expect(read.position).toEqual({ kind: 'after', cursor });
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('name the last page (the oldest generations) without a cursor', () => {
    const params = writeHistoryParams({ search: '', type: null, charged: null }, { kind: 'last' });
    expect(params.toString()).toBe('at=oldest');
    expect(readHistoryParams(params).position).toEqual({ kind: 'last' });
  });

  it('ignore anything this app did not write', () => {
    for (const bad of [
      '',
      'x',
      `${cursor.createdAt}_not-a-uuid`,
      `yesterday_${cursor.id}`,
      `${cursor.createdAt}`,
      `${'9'.repeat(90)}_${cursor.id}`,
    ]) {
      expect(decodeCursor(bad), bad).toBeNull();
    }
    expect(readHistoryParams(new URLSearchParams('after=junk')).position).toEqual({
      kind: 'first',
    });
  });
});

describe('history filters in the address', () => {
  it('read search, type and charged/free, dropping unknown values', () => {
    expect(
      readHistoryParams(new URLSearchParams('q=+Home+&type=component&charged=free')).filters,
    ).toEqual({
      search: 'Home',
      type: 'component',
      charged: 'free',
    });
    expect(readHistoryParams(new URLSearchParams('charged=maybe')).filters.charged).toBeNull();
    expect(
      readHistoryParams(new URLSearchParams(`q=${'a'.repeat(500)}`)).filters.search,
    ).toHaveLength(200);
  });
  it('write only what is set', () => {
    expect(
      writeHistoryParams(
        { search: ' ', type: null, charged: 'charged' },
        { kind: 'first' },
      ).toString(),
    ).toBe('charged=charged');
  });
});

describe('searchPattern', () => {
  it('matches the typed text literally, whatever its characters', () => {
    for (const text of [
      'Home / Feed',
      'a*b',
      '50% (final)',
      'C++ [v2]?',
      'x.y$^|\\',
      'Ümlaut Größe',
    ]) {
      // Read as Postgres reads it: a backslash before a non-alphanumeric is that character.
      const re = new RegExp(searchPattern(text), 'i');
      expect(re.test(`before ${text} after`), text).toBe(true);
      expect(re.test(text.replace(/./u, 'Q') + 'zz'), text).toBe(false);
    }
  });
});

describe('keysetBound', () => {
  it('reads older generations for Next and newer ones for Previous, quoting the values', () => {
    expect(keysetBound(cursor, true)).toEqual({
      range: ['lte', cursor.createdAt],
      or: `created_at.lt."${cursor.createdAt}",id.lt."${cursor.id}"`,
    });
    expect(keysetBound(cursor, false).range).toEqual(['gte', cursor.createdAt]);
  });
});
