import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';

/** A stand-in for supabase-js: a stored session (or none), and the tables each read names. */
let session: unknown = null;
const tables: string[] = [];
function builder() {
  const chain: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'order', 'limit', 'maybeSingle', 'single'])
    chain[method] = () => chain;
  chain.then = (resolve: (value: unknown) => unknown) =>
    Promise.resolve({ data: [], count: 0, error: null }).then(resolve);
  return chain;
}
vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: { getSession: () => Promise.resolve({ data: { session }, error: null }) },
    from: (table: string) => {
      tables.push(table);
      return builder();
    },
  },
}));

const { prefetchDashboard } = await import('./prefetch-dashboard');
const { queryClient } = await import('@/lib/query-client');

/** A token whose payload carries this assurance level. */
const token = (aal: string) => `h.${btoa(JSON.stringify({ aal }))}.s`;
const signedIn = (factors: { status: string }[] = [], aal = 'aal1') => ({
  access_token: token(aal),
  user: { id: 'user-1', factors },
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  session = null;
  tables.length = 0;
  queryClient.clear();
});

describe('the dashboard loader', () => {
  it('starts the latest generations read for the signed-in user, without waiting for it', async () => {
    window.__APP_CONFIG__ = {
      supabaseUrl: 'http://x',
      anonKey: 'k',
      siteUrl: 'http://x',
      appEnv: 'local',
      flags: DEFAULT_FEATURE_FLAGS,
    };
    session = signedIn();
    expect(prefetchDashboard()).toBeNull();
    await settle();
    expect(tables).toEqual(['generations']);
    expect(queryClient.getQueryState(['generations', 'user-1', 'recent'])?.status).toBe('success');
  });

  it('also starts the plan and usage reads when the pricing cards are shown', async () => {
    window.__APP_CONFIG__ = {
      supabaseUrl: 'http://x',
      anonKey: 'k',
      siteUrl: 'http://x',
      appEnv: 'local',
      flags: { ...DEFAULT_FEATURE_FLAGS, showPricing: true },
    };
    session = signedIn();
    prefetchDashboard();
    await settle();
    expect([...tables].sort()).toEqual(
      ['additional_generations', 'billing_cycles', 'generations', 'generations', 'profiles'].sort(),
    );
  });

  it('reads nothing signed out, or while the second factor is owed', async () => {
    window.__APP_CONFIG__ = {
      supabaseUrl: 'http://x',
      anonKey: 'k',
      siteUrl: 'http://x',
      appEnv: 'local',
      flags: DEFAULT_FEATURE_FLAGS,
    };
    prefetchDashboard();
    await settle();
    session = signedIn([{ status: 'verified' }], 'aal1');
    prefetchDashboard();
    await settle();
    expect(tables).toEqual([]);
  });
});
