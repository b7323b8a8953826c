// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';

const tables: Record<string, unknown> = {};
const calls: string[] = [];
vi.mock('@/lib/supabase', () => ({
  supabase: {
    from: (table: string) => {
      const chain = {
        select: () => chain,
        eq: (col: string, value: string) => {
          calls.push(`${table}.${col}=${value}`);
          return chain;
        },
        maybeSingle: async () => ({ data: tables[table], error: null }),
        delete: () => ({
          eq: async () => {
            calls.push(`delete ${table}`);
            tables[table] = null;
            return { error: null };
          },
        }),
      };
      return chain;
    },
  },
}));

const { FigmaAccountCard } = await import('./figma-account-card');

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe('Figma account', () => {
  it('shows the connected Figma user and disconnects it', async () => {
    tables.figma_accounts = {
      figma_user_id: '42',
      handle: 'ada-designs',
      email: 'ada@example.com',
      img_url: null,
      connected_at: '2026-11-20T10:00:00Z',
    };
    wrap(<FigmaAccountCard userId="u-1" sessionId="sess" />);
    expect(await screen.findByText('ada-designs')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(calls).toContain('delete figma_accounts'));
    const connect = await screen.findByRole('link', { name: 'Connect Figma' });
    const href = new URL(connect.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/figma-auth/initiate');
    expect(href.searchParams.get('state')).toMatch(/^[0-9a-f]{64}$/);
    expect(href.searchParams.get('session_id')).toBe('sess');
  });
});
