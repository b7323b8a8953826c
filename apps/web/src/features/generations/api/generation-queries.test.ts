import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for supabase.from(): records each builder call and resolves with `result`. */
const calls: [string, ...unknown[]][] = [];
let result: { data?: unknown; count?: number | null; error: { message: string } | null } = {
  data: [],
  error: null,
};
function builder() {
  const chain: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'gt', 'order', 'limit', 'range', 'maybeSingle']) {
    chain[method] = (...args: unknown[]) => {
      calls.push([method, ...args]);
      return chain;
    };
  }
  chain.then = (resolve: (value: unknown) => unknown, reject: (reason: unknown) => unknown) =>
    Promise.resolve(result).then(resolve, reject);
  return chain;
}
vi.mock('@/lib/supabase', () => ({
  supabase: {
    from: (table: string) => {
      calls.push(['from', table]);
      return builder();
    },
  },
}));

const { getRecentGenerations } = await import('./get-recent-generations');
const { getGenerationCount } = await import('./get-generation-count');
const { getGenerationPage } = await import('./get-generation-page');

afterEach(() => {
  calls.length = 0;
  result = { data: [], error: null };
});

describe('generation queries', () => {
  it('reads the 5 latest generations of the user, newest first', async () => {
    result = { data: [{ id: '1' }], error: null };
    await expect(getRecentGenerations('user-1')).resolves.toEqual([{ id: '1' }]);
    expect(calls).toEqual([
      ['from', 'generations'],
      ['select', 'id, name, type, created_at, charged'],
      ['eq', 'user_id', 'user-1'],
      ['order', 'created_at', { ascending: false }],
      ['limit', 5],
    ]);
  });

  it('counts the user’s generations without reading rows', async () => {
    result = { count: 42, error: null };
    await expect(getGenerationCount('user-1')).resolves.toBe(42);
    expect(calls).toEqual([
      ['from', 'generations'],
      ['select', 'id', { count: 'exact', head: true }],
      ['eq', 'user_id', 'user-1'],
    ]);
  });

  it('reads history page 3 as rows 100 to 149, with the id breaking ties', async () => {
    await getGenerationPage('user-1', 3);
    expect(calls.slice(0, 2)).toEqual([
      ['from', 'generations'],
      ['select', '*'],
    ]);
    expect(calls.slice(2)).toEqual([
      ['eq', 'user_id', 'user-1'],
      ['order', 'created_at', { ascending: false }],
      ['order', 'id', { ascending: false }],
      ['range', 100, 149],
    ]);
  });

  it('turns a table API error into an Error carrying the server message', async () => {
    result = { data: null, error: { message: 'permission denied for table generations' } };
    await expect(getRecentGenerations('user-1')).rejects.toThrow(
      'permission denied for table generations',
    );
    await expect(getGenerationPage('user-1', 1)).rejects.toThrow(
      'permission denied for table generations',
    );
    result = { count: null, error: { message: 'JWT expired' } };
    await expect(getGenerationCount('user-1')).rejects.toThrow('JWT expired');
  });
});
