import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for supabase.from(): records each builder call and resolves with `result`. */
const calls: [string, ...unknown[]][] = [];
let result: { data?: unknown; count?: number | null; error: { message: string } | null } = {
  data: [],
  error: null,
};
function builder() {
  const chain: Record<string, unknown> = {};
  for (const method of [
    'select',
    'eq',
    'gt',
    'filter',
    'or',
    'order',
    'limit',
    'range',
    'maybeSingle',
  ]) {
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
    rpc: (name: string) => {
      calls.push(['rpc', name]);
      return Promise.resolve(result);
    },
  },
}));

const { getRecentGenerations } = await import('./get-recent-generations');
const { getGenerationCount } = await import('./get-generation-count');
const { getGenerationHistoryPage } = await import('./get-generation-history');

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
      ['select', 'id, name, type, created_at, charged, screens'],
      ['eq', 'user_id', 'user-1'],
      ['order', 'created_at', { ascending: false }],
      ['limit', 5],
    ]);
  });

  it('counts the user’s generations, each screen of a flow one, without reading rows', async () => {
    result = { data: '42', error: null };
    await expect(getGenerationCount('user-1')).resolves.toBe(42);
    expect(calls).toEqual([['rpc', 'generation_total']]);
  });

  it('reads a history page by keyset: from the cursor, newest first, one row more than a page', async () => {
    const cursor = {
      createdAt: '2026-11-01T12:00:00.123456+00:00',
      id: 'b5e7b4a4-0000-4000-8000-000000000001',
    };
    await getGenerationHistoryPage(
      'user-1',
      { search: 'Check*', type: 'component', charged: 'free' },
      { kind: 'after', cursor },
    );
    expect(calls).toEqual([
      ['from', 'generations'],
      ['select', 'id, name, type, created_at, charged, screens'],
      ['eq', 'user_id', 'user-1'],
      ['filter', 'name', 'imatch', 'Check\\*'],
      ['eq', 'type', 'component'],
      ['eq', 'charged', false],
      ['filter', 'created_at', 'lte', cursor.createdAt],
      ['or', `created_at.lt."${cursor.createdAt}",id.lt."${cursor.id}"`],
      ['order', 'created_at', { ascending: false }],
      ['order', 'id', { ascending: false }],
      ['limit', 51],
    ]);
  });

  it('reads Previous backwards from the cursor and shows it newest first again', async () => {
    const rows = [3, 2, 1].map((n) => ({
      id: `id-${n}`,
      created_at: `2026-11-0${n}T00:00:00+00:00`,
    }));
    result = { data: [...rows].reverse(), error: null };
    const page = await getGenerationHistoryPage(
      'user-1',
      { search: '', type: null, charged: null },
      { kind: 'before', cursor: { createdAt: '2026-11-04T00:00:00+00:00', id: 'id-4' } },
    );
    expect(calls.filter((c) => c[0] === 'order')).toEqual([
      ['order', 'created_at', { ascending: true }],
      ['order', 'id', { ascending: true }],
    ]);
    expect(page.rows.map((r) => r.id)).toEqual(['id-3', 'id-2', 'id-1']);
    // Fewer than a page newer: this is the first page, and the one it came from is next.
    expect(page.previous).toBeNull();
    expect(page.next).toEqual({ createdAt: '2026-11-01T00:00:00+00:00', id: 'id-1' });
  });

  it('reads the last page from the oldest end, holding what is left after the full pages', async () => {
    const rows = [1, 2, 3].map((n) => ({
      id: `id-${n}`,
      created_at: `2026-11-0${n}T00:00:00+00:00`,
    }));
    result = { data: rows, error: null };
    const page = await getGenerationHistoryPage(
      'user-1',
      { search: '', type: null, charged: null },
      { kind: 'last' },
      2,
    );
    expect(calls.filter((c) => c[0] === 'order' || c[0] === 'limit')).toEqual([
      ['order', 'created_at', { ascending: true }],
      ['order', 'id', { ascending: true }],
      ['limit', 3],
    ]);
    expect(page.rows.map((r) => r.id)).toEqual(['id-2', 'id-1']);
    expect(page.next).toBeNull();
    expect(page.previous).toEqual({ createdAt: '2026-11-02T00:00:00+00:00', id: 'id-2' });
  });

  it('turns a table API error into an Error carrying the server message', async () => {
    result = { data: null, error: { message: 'permission denied for table generations' } };
    await expect(getRecentGenerations('user-1')).rejects.toThrow(
      'permission denied for table generations',
    );
    await expect(
      getGenerationHistoryPage(
        'user-1',
        { search: '', type: null, charged: null },
        { kind: 'first' },
      ),
    ).rejects.toThrow('permission denied for table generations');
    result = { data: null, error: { message: 'JWT expired' } };
    await expect(getGenerationCount('user-1')).rejects.toThrow('JWT expired');
  });
});
