// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AccountSession } from '../api/get-account-sessions';

const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: { functions: { invoke: (...args: unknown[]) => invoke(...args) } },
}));

const { SessionsCard } = await import('./sessions-card');

const now = new Date().toISOString();
const here: AccountSession = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  kind: 'web',
  device: 'Chrome on macOS',
  ip: '203.0.113.7',
  signed_in_at: now,
  last_active_at: now,
  current: true,
};
const plugin: AccountSession = {
  ...here,
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  kind: 'plugin',
  device: 'Figma desktop app on macOS',
  current: false,
  last_active_at: '2026-11-20T10:00:00Z',
};

function renderCard(onSignOutEverywhere = vi.fn(async () => undefined)) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionsCard userId="u-1" onSignOutEverywhere={onSignOutEverywhere} />
    </QueryClientProvider>,
  );
  return onSignOutEverywhere;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SessionsCard', () => {
  it('lists this browser and the plugin, and signs the plugin out', async () => {
    let listed = [here, plugin];
    invoke.mockImplementation(
      async (_name: string, options: { method: string; body?: { session_id: string } }) => {
        if (options.method === 'GET')
          return { data: { sessions: listed, total: listed.length }, error: null };
        listed = listed.filter((s) => s.id !== options.body?.session_id);
        return { data: { success: true }, error: null };
      },
    );
    const user = userEvent.setup();
    renderCard();
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Current')).toBeTruthy();
    expect(within(items[0]!).getByText(/This browser · Active now/)).toBeTruthy();
    expect(within(items[1]!).getByText('Figma plugin')).toBeTruthy();
    expect(within(items[1]!).getByText(/Figma desktop app on macOS · Last active/)).toBeTruthy();
    expect(within(items[0]!).queryByRole('button')).toBeNull();

    await user.click(within(items[1]!).getByRole('button', { name: /^Sign out Figma plugin/ }));
    expect(invoke).toHaveBeenCalledWith('account-sessions', {
      method: 'POST',
      body: { session_id: plugin.id },
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('Sign out everywhere is its own action, and says so when nothing could be ended', async () => {
    invoke.mockResolvedValue({ data: { sessions: [here], total: 1 }, error: null });
    const failing = vi.fn(async () => {
      throw new Error('Failed to fetch');
    });
    const user = userEvent.setup();
    renderCard(failing);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Nothing was signed out: Failed to fetch')).toBeTruthy();
  });
});
