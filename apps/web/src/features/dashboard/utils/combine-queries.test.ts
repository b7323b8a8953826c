import { describe, expect, it } from 'vitest';
import { combineQueries } from './combine-queries';

const ready = { isPending: false, error: null };
const loading = { isPending: true, error: null };

describe('combineQueries', () => {
  it('is ready when every query has data', () => {
    expect(combineQueries([ready, ready])).toEqual({ status: 'ready' });
  });

  it('waits while any enabled query loads', () => {
    expect(combineQueries([ready, loading])).toEqual({ status: 'loading' });
  });

  it('ignores queries that do not run (a disabled query stays pending forever)', () => {
    expect(combineQueries([ready, { ...loading, enabled: false }])).toEqual({ status: 'ready' });
  });

  it('reports the first error with its message, even while others load', () => {
    expect(
      combineQueries([
        loading,
        { isPending: false, error: new Error('permission denied for table generations') },
      ]),
    ).toEqual({
      status: 'error',
      message: 'permission denied for table generations',
    });
  });

  it('falls back to a generic text for an error without a message', () => {
    expect(combineQueries([{ isPending: false, error: new Error('') }])).toEqual({
      status: 'error',
      message: 'An unexpected error occurred',
    });
  });
});
