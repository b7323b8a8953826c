// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Generation } from '../api/generation';
import { RecentGenerations } from './recent-generations';

afterEach(cleanup);

const generation = (over: Partial<Generation>): Generation => ({
  id: crypto.randomUUID(),
  name: 'Onboarding / Welcome',
  type: 'full_screen',
  created_at: '2026-11-20T10:00:00Z',
  charged: false,
  screens: 1,
  ...over,
});

function renderCard(generations: Generation[]) {
  return render(
    <MemoryRouter>
      <RecentGenerations generations={generations} />
    </MemoryRouter>,
  );
}

describe('RecentGenerations', () => {
  it('disables View All and says so when there is nothing yet', () => {
    renderCard([]);
    expect(screen.getByText('No recent generations')).toBeTruthy();
    const viewAll = screen.getByRole('button', { name: 'View All' }) as HTMLButtonElement;
    expect(viewAll.disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'View All' })).toBeNull();
  });

  it('lists name, type and badge of each generation, with View All linking to the history', () => {
    renderCard([
      generation({ name: 'Checkout – Payment', charged: true }),
      generation({ name: 'Profile / Edit', type: 'component' }),
    ]);
    const items = within(screen.getByRole('list', { name: 'Recent generations' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Checkout – Payment');
    expect(items[0]!.textContent).toContain('Full screen');
    expect(items[0]!.textContent).toContain('Charged');
    expect(items[1]!.textContent).toContain('Component');
    expect(items[1]!.textContent).toContain('Free');
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/generations',
    );
    expect(screen.queryByText('No recent generations')).toBeNull();
  });

  it('shows a flow once, with its screens and the generations it used', () => {
    renderCard([
      generation({ name: 'Sign-in flow', screens: 3 }),
      generation({ name: 'Profile / Edit' }),
    ]);
    const items = within(screen.getByRole('list', { name: 'Recent generations' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Flow of 3 screens · 3 generations');
    expect(items[1]!.textContent).not.toContain('Flow of');
  });
});
