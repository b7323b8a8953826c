// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** The table API as the card sees it: what each table answers, and every update sent. */
let profile: Record<string, unknown> = { overage_cap_cents: 2000 };
let cycle: Record<string, unknown> | null = null;
let updateAnswer: (patch: Record<string, unknown>) => { data: unknown; error: unknown } = (
  patch,
) => ({
  data: [{ ...profile, ...patch }],
  error: null,
});
const updates: Record<string, unknown>[] = [];

function from(table: string) {
  let patch: Record<string, unknown> | null = null;
  const chain: Record<string, unknown> = {};
  for (const m of ['select', 'eq']) chain[m] = () => chain;
  chain.update = (p: Record<string, unknown>) => {
    patch = p;
    updates.push(p);
    return chain;
  };
  const answer = () =>
    patch ? updateAnswer(patch) : { data: table === 'profiles' ? profile : cycle, error: null };
  chain.single = () => Promise.resolve(answer());
  chain.maybeSingle = () => Promise.resolve(answer());
  chain.then = (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
    Promise.resolve(answer()).then(resolve, reject);
  return chain;
}
vi.mock('@/lib/supabase', () => ({ supabase: { from: (t: string) => from(t) } }));

const { OverageLimitCard } = await import('./overage-limit-card');
const { LIMIT_NOT_SAVED } = await import('../api/overage-limit');

afterEach(() => {
  cleanup();
  profile = { overage_cap_cents: 2000 };
  cycle = null;
  updates.length = 0;
  updateAnswer = (patch) => ({ data: [{ ...profile, ...patch }], error: null });
});

function renderCard() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <OverageLimitCard userId="user-1" />
    </QueryClientProvider>,
  );
}

describe('OverageLimitCard', () => {
  it('shows the $20 default and this month’s extra generations', async () => {
    cycle = { extra_generations: 3, extra_charge: 120 };
    renderCard();
    expect(await screen.findByText('$20.00 (50 extra generations)')).toBeTruthy();
    expect(screen.getByText(/This month: 3 extra generations, \$1\.20\./)).toBeTruthy();
    expect((screen.getByLabelText('Monthly limit in US dollars') as HTMLInputElement).value).toBe(
      '20',
    );
  });

  it('saves a new limit in whole dollars as cents and says what it now covers', async () => {
    renderCard();
    const field = await screen.findByLabelText('Monthly limit in US dollars');
    await userEvent.clear(field);
    await userEvent.type(field, '35');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(
      await screen.findByText('Saved: your monthly limit is now $35.00 (87 extra generations).'),
    ).toBeTruthy();
    expect(updates).toEqual([{ overage_cap_cents: 3500 }]);
  });

  it('refuses what is not whole dollars from 0 to 500 without calling the server', async () => {
    renderCard();
    const field = await screen.findByLabelText('Monthly limit in US dollars');
    for (const bad of ['12.50', '900']) {
      await userEvent.clear(field);
      await userEvent.type(field, bad);
      await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    }
    expect(screen.getByText(/at most \$500/)).toBeTruthy();
    expect(updates).toEqual([]);
  });

  it('tells the user when the server kept the old limit (a session that may not change it)', async () => {
    updateAnswer = () => ({ data: [], error: null });
    renderCard();
    const field = await screen.findByLabelText('Monthly limit in US dollars');
    await userEvent.clear(field);
    await userEvent.type(field, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(screen.getByText(LIMIT_NOT_SAVED)).toBeTruthy());
  });

  it('warns when this month’s extra generations have reached the limit', async () => {
    profile = { overage_cap_cents: 100 };
    cycle = { extra_generations: 2, extra_charge: 80 };
    renderCard();
    expect(await screen.findByText('Limit reached')).toBeTruthy();
  });
});
