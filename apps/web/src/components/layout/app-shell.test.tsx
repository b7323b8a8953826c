// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';

const signOutTo = vi.fn(async () => undefined);
let flags = { ...DEFAULT_FEATURE_FLAGS };
vi.mock('@/config/use-feature-flags', () => ({ useFeatureFlags: () => flags }));
vi.mock('@/lib/auth/auth-context', () => ({
  useAuth: () => ({ user: { email: 'ada@example.com' }, signOutTo }),
}));

const { AppShell } = await import('./app-shell');

function renderShell(path = '/dashboard') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppShell>
        <h1>Page</h1>
      </AppShell>
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Account' });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  flags = { ...DEFAULT_FEATURE_FLAGS };
});

describe('AppShell', () => {
  it("shows the user's email in the header", () => {
    renderShell();
    expect(within(screen.getByRole('banner')).getByText('ada@example.com').textContent).toBe(
      'Signed in as ada@example.com',
    );
  });

  it('lists Dashboard, Account and Support, and Billing only when SHOW_PRICING is on', () => {
    let nav = renderShell();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Account', 'Support']);
    cleanup();
    flags = { ...DEFAULT_FEATURE_FLAGS, showPricing: true };
    nav = renderShell();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard', '/account', '/billing', '/support']);
  });

  it('marks the current page', () => {
    const nav = renderShell('/account');
    expect(within(nav).getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('signs out to /login from Logout', async () => {
    const user = userEvent.setup();
    const nav = renderShell();
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(signOutTo).toHaveBeenCalledWith('/login');
    expect(
      within(nav).getByRole<HTMLButtonElement>('button', { name: 'Logging out...' }).disabled,
    ).toBe(true);
  });

  it('opens the narrow-screen menu, and Escape closes it with focus back on the button', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('app-sidebar')?.className).toContain('app-sidebar--open');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
