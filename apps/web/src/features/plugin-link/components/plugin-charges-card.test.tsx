// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';

let stored = false;
let applies = true;
const updates: Record<string, unknown>[] = [];
function from() {
  let patch: Record<string, unknown> | null = null;
  const chain: Record<string, unknown> = {};
  chain.select = () => chain;
  chain.eq = () => chain;
  chain.update = (p: Record<string, unknown>) => {
    patch = p;
    updates.push(p);
    return chain;
  };
  chain.single = () => Promise.resolve({ data: { plugin_charges_allowed: stored }, error: null });
  chain.then = (resolve: (v: unknown) => unknown) => {
    if (patch && applies) stored = patch.plugin_charges_allowed as boolean;
    return Promise.resolve({
      data: applies ? [{ plugin_charges_allowed: stored }] : [],
      error: null,
    }).then(resolve);
  };
  return chain;
}
vi.mock('@/lib/supabase', () => ({ supabase: { from: () => from() } }));

const { PluginChargesCard } = await import('./plugin-charges-card');
const { PLUGIN_CHARGES_NOT_SAVED } = await import('../api/plugin-charges');

afterEach(() => {
  cleanup();
  stored = false;
  applies = true;
  updates.length = 0;
});

function renderCard() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PluginChargesCard userId="user-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toggle = () =>
  screen.findByRole('checkbox', {
    name: 'Allow the Figma plugin to charge extra generations to my card',
  }) as Promise<HTMLInputElement>;

describe('PluginChargesCard', () => {
  it('is off by default, and turning it on saves it', async () => {
    renderCard();
    const box = await toggle();
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    expect(
      await screen.findByText('Saved: the plugin may now charge extra generations.'),
    ).toBeTruthy();
    expect((await toggle()).checked).toBe(true);
    expect(updates).toEqual([{ plugin_charges_allowed: true }]);
  });

  it('turns it off again', async () => {
    stored = true;
    renderCard();
    await userEvent.click(await toggle());
    expect(
      await screen.findByText('Saved: the plugin stops at your free generations.'),
    ).toBeTruthy();
    expect((await toggle()).checked).toBe(false);
  });

  it('says so and stays off when the server does not apply the change', async () => {
    applies = false;
    renderCard();
    await userEvent.click(await toggle());
    expect(await screen.findByText(PLUGIN_CHARGES_NOT_SAVED)).toBeTruthy();
    expect((await toggle()).checked).toBe(false);
  });
});
