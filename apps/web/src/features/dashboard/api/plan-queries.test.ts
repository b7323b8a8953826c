import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: [string, ...unknown[]][] = [];
let result: { data?: unknown; error: { message: string } | null } = { data: null, error: null };
function builder() {
  const chain: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'gt', 'maybeSingle']) {
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

const { getProfile } = await import('./get-profile');
const { getCurrentBillingCycle } = await import('./get-current-billing-cycle');
const { getAdditionalGenerations } = await import('./get-additional-generations');

afterEach(() => {
  calls.length = 0;
  result = { data: null, error: null };
});

describe('dashboard plan queries', () => {
  it('reads the tier from the user’s own profile; no profile reads as null', async () => {
    await expect(getProfile('user-1')).resolves.toBeNull();
    expect(calls).toEqual([
      ['from', 'profiles'],
      ['select', 'subscription_tier, free_generations_used'],
      ['eq', 'id', 'user-1'],
      ['maybeSingle'],
    ]);
  });

  it('reads the billing cycle of the given month only', async () => {
    result = { data: { included_generations: 8, extra_generations: 0 }, error: null };
    await expect(getCurrentBillingCycle('user-1', '2026-11')).resolves.toEqual({
      included_generations: 8,
      extra_generations: 0,
    });
    expect(calls).toContainEqual(['eq', 'cycle_month', '2026-11']);
    expect(calls).toContainEqual(['eq', 'user_id', 'user-1']);
  });

  it('reads only purchased generations that expire after now', async () => {
    result = { data: [{ amount: 200, used: 0, expires_at: '2027-01-01T00:00:00Z' }], error: null };
    await getAdditionalGenerations('user-1', new Date('2026-11-21T12:00:00Z'));
    expect(calls).toEqual([
      ['from', 'additional_generations'],
      ['select', 'amount, used, expires_at'],
      ['eq', 'user_id', 'user-1'],
      ['gt', 'expires_at', '2026-11-21T12:00:00.000Z'],
    ]);
  });

  it('passes the server message on', async () => {
    result = { error: { message: 'relation "billing_cycles" does not exist' } };
    await expect(getCurrentBillingCycle('user-1', '2026-11')).rejects.toThrow(
      'relation "billing_cycles" does not exist',
    );
    await expect(getProfile('user-1')).rejects.toThrow('relation "billing_cycles" does not exist');
    await expect(getAdditionalGenerations('user-1')).rejects.toThrow(
      'relation "billing_cycles" does not exist',
    );
  });
});
