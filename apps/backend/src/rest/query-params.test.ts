import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { parseFilterValue } from './filter-parser';
import { parseOrder, parseQueryParams, parseSelect, queryPairs } from './query-params';
import { effectiveRange, negotiateAccept, parsePreferences } from './request-headers';

function failure(fn: () => unknown): RestError {
  try {
    fn();
  } catch (err) {
    if (err instanceof RestError) return err;
    throw err;
  }
  throw new Error('expected a RestError');
}

describe('query string parsing', () => {
  it('reads in-lists with PostgREST quoting: commas and parentheses inside quotes, backslash escapes', () => {
    expect(parseFilterValue('name', 'in.(a,"b,c","d)e","f\\"g",)').operation).toEqual({
      op: 'in',
      values: ['a', 'b,c', 'd)e', 'f"g', ''],
    });
    expect(parseFilterValue('id', 'in.()').operation).toEqual({ op: 'in', values: [] });
    expect(parseFilterValue('id', 'not.in.(1,2)')).toMatchObject({ negate: true });
  });

  it('keeps everything after the operator as the value, dots and parentheses included', () => {
    expect(parseFilterValue('name', 'eq.a.b(c)').operation).toEqual({ op: 'eq', value: 'a.b(c)' });
    expect(parseFilterValue('flag', 'is.NULL').operation).toEqual({ op: 'is', value: 'null' });
    expect(parseFilterValue('flag', 'is.not_null').operation).toEqual({
      op: 'is',
      value: 'not_null',
    });
  });

  it('words parse failures as PostgREST does', () => {
    expect(failure(() => parseFilterValue('id', 'noop.1')).body()).toEqual({
      code: 'PGRST100',
      message: '"failed to parse filter (noop.1)" (line 1, column 1)',
      details: 'unexpected "n" expecting "not" or operator (eq, gt, ...)',
      hint: null,
    });
    expect(failure(() => parseFilterValue('id', 'is.maybe')).details).toBe(
      'unexpected "m" expecting isVal: (null, not_null, true, false, unknown)',
    );
    expect(failure(() => parseOrder('id.sideways')).message).toMatch(
      /^"failed to parse order \(id\.sideways\)" \(line 1, column \d+\)$/,
    );
  });

  it('parses or/and trees with nesting, negation and quoted values', () => {
    const q = parseQueryParams([['or', '(id.eq.1,and(name.eq."a,b",flag.not.is.true))']]);
    expect(q.conditions).toEqual([
      {
        kind: 'logic',
        op: 'or',
        negate: false,
        children: [
          {
            kind: 'filter',
            filter: { column: 'id', path: [], negate: false, operation: { op: 'eq', value: '1' } },
          },
          {
            kind: 'logic',
            op: 'and',
            negate: false,
            children: [
              {
                kind: 'filter',
                filter: {
                  column: 'name',
                  path: [],
                  negate: false,
                  operation: { op: 'eq', value: 'a,b' },
                },
              },
              {
                kind: 'filter',
                filter: {
                  column: 'flag',
                  path: [],
                  negate: true,
                  operation: { op: 'is', value: 'true' },
                },
              },
            ],
          },
        ],
      },
    ]);
    expect(parseQueryParams([['not.and', '(id.gt.1,id.lt.5)']]).conditions[0]).toMatchObject({
      op: 'and',
      negate: true,
    });
  });

  it('reads select lists with aliases, JSON paths, casts and embedded resources; refuses aggregates', () => {
    const column = (name: string, alias: string | null = null) => ({
      kind: 'column',
      name,
      alias,
      path: [],
      cast: null,
    });
    expect(parseSelect('id, label:name ,*')).toEqual([
      column('id'),
      column('name', 'label'),
      { kind: 'star' },
    ]);
    expect(parseSelect('')).toEqual([]);
    expect(parseSelect('data->a->>0::int')).toEqual([
      {
        ...column('data'),
        path: [
          { arrow: '->', key: 'a', index: false },
          { arrow: '->>', key: '0', index: true },
        ],
        cast: 'int',
      },
    ]);
    expect(parseSelect('who:users!messages_username_fkey!inner(name),...channels(slug)')).toEqual([
      {
        kind: 'embed',
        name: 'users',
        alias: 'who',
        hint: 'messages_username_fkey',
        joinType: 'inner',
        spread: false,
        select: [column('name')],
      },
      {
        kind: 'embed',
        name: 'channels',
        alias: null,
        hint: null,
        joinType: null,
        spread: true,
        select: [column('slug')],
      },
    ]);
    expect(failure(() => parseSelect('id,users(name')).code).toBe('PGRST100');
    expect(failure(() => parseSelect('id::')).code).toBe('PGRST100');
    expect(failure(() => parseSelect('count()')).code).toBe('PGRST123');
    expect(failure(() => parseSelect('id.sum()')).code).toBe('PGRST123');
  });

  it('sorts parameters: apikey ignored, embedded paths kept apart, pairs without "=" skipped', () => {
    expect(queryPairs('a=1&flag&b=x%20y+z&c=%zz')).toEqual([
      ['a', '1'],
      ['b', 'x y z'],
      ['c', '%zz'],
    ]);
    const q = parseQueryParams([
      ['apikey', 'k'],
      ['select', 'id'],
      ['limit', '5'],
      ['offset', '10'],
      ['order', 'id.desc'],
    ]);
    expect(q).toMatchObject({
      limit: 5,
      offset: 10,
      conditions: [],
      order: [{ column: 'id', path: [], direction: 'desc', nulls: null }],
    });
    const embedded = parseQueryParams([
      ['messages.id', 'eq.1'],
      ['messages.order', 'id.desc'],
      ['messages.limit', '2'],
      ['data->>lang', 'eq.en'],
    ]);
    expect(embedded.embedded.get('messages')).toMatchObject({
      limit: 2,
      order: [{ column: 'id', direction: 'desc' }],
      conditions: [{ kind: 'filter', filter: { column: 'id' } }],
    });
    expect(embedded.conditions).toMatchObject([
      { filter: { column: 'data', path: [{ arrow: '->>', key: 'lang' }] } },
    ]);
    expect(failure(() => parseQueryParams([['limit', 'ten']])).code).toBe('PGRST100');
  });
});

describe('request headers', () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name.toLowerCase()];

  it('reads Prefer tokens from one or several joined headers; strict handling refuses unknown ones', () => {
    const prefs = parsePreferences(
      headers({ prefer: 'return=representation, count=planned,resolution=merge-duplicates' }),
    );
    expect(prefs).toMatchObject({
      returnMode: 'representation',
      count: true,
      resolution: 'merge-duplicates',
    });
    expect(
      failure(() => parsePreferences(headers({ prefer: 'handling=strict, return=everything' })))
        .code,
    ).toBe('PGRST122');
    expect(parsePreferences(headers({ prefer: 'return=everything' })).returnMode).toBeNull();
  });

  it('intersects the Range header with limit and offset', () => {
    expect(effectiveRange({ offset: 0, upper: 9 }, 5, 2)).toEqual({ offset: 2, limit: 5 });
    expect(effectiveRange({ offset: 4, upper: null }, null, null)).toEqual({
      offset: 4,
      limit: null,
    });
    expect(effectiveRange(null, 0, null)).toEqual({ offset: 0, limit: 0 });
    expect(failure(() => effectiveRange(null, -1, null)).status).toBe(416);
  });

  it('negotiates JSON arrays, single objects, stripped nulls and refuses other media types', () => {
    expect(negotiateAccept(headers({})).shape).toBe('array');
    expect(
      negotiateAccept(headers({ accept: 'application/vnd.pgrst.object+json;nulls=stripped' })),
    ).toMatchObject({
      shape: 'object',
      stripNulls: true,
    });
    expect(negotiateAccept(headers({ accept: 'text/html,*/*;q=0.8' })).shape).toBe('array');
    expect(failure(() => negotiateAccept(headers({ accept: 'text/csv' }))).code).toBe('PGRST107');
  });
});
