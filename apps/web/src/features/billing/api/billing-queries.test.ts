import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: [string, ...unknown[]][] = [];
let result: { data?: unknown; error: { message: string } | null } = { data: null, error: null };
let invoke: (name: string, options: unknown) => Promise<{ data: unknown; error: unknown }> = () =>
  Promise.resolve({ data: null, error: null });

function builder() {
  const chain: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'in', 'order', 'limit', 'single', 'maybeSingle']) {
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
    functions: {
      invoke: (name: string, options: unknown) => {
        calls.push(['invoke', name, options]);
        return invoke(name, options);
      },
    },
  },
}));

const { getBillingProfile } = await import('./get-billing-profile');
const { getSubscription } = await import('./get-subscription');
const { getInvoices } = await import('./get-invoices');
const { createPortalSession } = await import('./open-billing-portal');

const session = { access_token: 'token' } as Session;
/** supabase-js's shape for a non-2xx function answer: the Response rides in `context`. */
const httpError = (status: number, body: string) => ({
  name: 'FunctionsHttpError',
  context: new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
});

afterEach(() => {
  calls.length = 0;
  result = { data: null, error: null };
  invoke = () => Promise.resolve({ data: null, error: null });
});

describe('billing queries', () => {
  it('reads the user’s own profile with the customer id and creation date, as one row', async () => {
    result = {
      data: {
        subscription_tier: 'pro',
        free_generations_used: 0,
        stripe_customer_id: 'cus_1',
        created_at: '2026-01-10T08:00:00Z',
      },
      error: null,
    };
    await expect(getBillingProfile('user-1')).resolves.toMatchObject({
      stripe_customer_id: 'cus_1',
    });
    expect(calls).toEqual([
      ['from', 'profiles'],
      ['select', 'subscription_tier, free_generations_used, stripe_customer_id, created_at'],
      ['eq', 'id', 'user-1'],
      ['single'],
    ]);
  });

  it('reads the newest active or past-due subscription; none reads as null', async () => {
    await expect(getSubscription('user-1')).resolves.toBeNull();
    expect(calls).toEqual([
      ['from', 'subscriptions'],
      ['select', 'plan,status,start_date,end_date'],
      ['eq', 'user_id', 'user-1'],
      ['in', 'status', ['active', 'past_due']],
      ['order', 'created_at', { ascending: false }],
      ['limit', 1],
      ['maybeSingle'],
    ]);
  });

  it('passes the server message on', async () => {
    result = { error: { message: 'permission denied for table profiles' } };
    await expect(getBillingProfile('user-1')).rejects.toThrow(
      'permission denied for table profiles',
    );
    await expect(getSubscription('user-1')).rejects.toThrow('permission denied for table profiles');
  });
});

describe('getInvoices', () => {
  it('GETs get-invoices and returns its invoices array', async () => {
    invoke = () => Promise.resolve({ data: { invoices: [{ id: 'in_1' }] }, error: null });
    await expect(getInvoices()).resolves.toEqual([{ id: 'in_1' }]);
    expect(calls).toEqual([['invoke', 'get-invoices', { method: 'GET' }]]);
  });

  it('reads a missing array as no invoices', async () => {
    invoke = () => Promise.resolve({ data: {}, error: null });
    await expect(getInvoices()).resolves.toEqual([]);
  });

  it('says Failed to fetch invoices when the call is not ok', async () => {
    invoke = () => Promise.resolve({ data: null, error: httpError(500, '{"error":"boom"}') });
    await expect(getInvoices()).rejects.toThrow(/^Failed to fetch invoices$/);
  });
});

describe('createPortalSession', () => {
  it('needs a session and then makes no call', async () => {
    await expect(createPortalSession(null)).rejects.toThrow(/^No active session$/);
    expect(calls).toEqual([]);
  });

  it('returns the portal URL', async () => {
    invoke = () =>
      Promise.resolve({ data: { url: 'https://billing.example.com/p/1' }, error: null });
    await expect(createPortalSession(session)).resolves.toBe('https://billing.example.com/p/1');
    expect(calls).toEqual([['invoke', 'create-portal-session', { method: 'POST' }]]);
  });

  it('shows the function’s error text, else the fallback', async () => {
    invoke = () =>
      Promise.resolve({ data: null, error: httpError(400, '{"error":"No such customer"}') });
    await expect(createPortalSession(session)).rejects.toThrow(/^No such customer$/);
    invoke = () => Promise.resolve({ data: null, error: httpError(502, 'Bad gateway') });
    await expect(createPortalSession(session)).rejects.toThrow(/^Failed to create portal session$/);
    invoke = () => Promise.resolve({ data: {}, error: null });
    await expect(createPortalSession(session)).rejects.toThrow(/^Failed to create portal session$/);
  });
});
