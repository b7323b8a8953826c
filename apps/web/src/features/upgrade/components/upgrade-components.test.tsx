// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { usageSummary } from '@app/shared/usage';
import { ExtraPurchases } from './extra-purchases';
import { PlanGrid } from './plan-grid';
import { UsageBlocks } from './usage-blocks';

afterEach(cleanup);

const now = new Date('2026-11-21T12:00:00Z');
const pack = (amount: number, used = 0) => ({ amount, used, expires_at: '2027-06-01T00:00:00Z' });

describe('UsageBlocks', () => {
  it('shows a starter 10 a month in the figures and the spec’s allowance text', () => {
    const usage = usageSummary({
      tier: 'starter',
      context: 'upgrade',
      cycle: { included_generations: 4, extra_generations: 0 },
      additional: [],
      now,
    });
    render(<UsageBlocks tier="starter" usage={usage} daysUntilReset={10} />);
    expect(screen.getByText('6')).toBeTruthy();
    expect(screen.getByText('of 10 total this month')).toBeTruthy();
    expect(screen.queryByText(/from your plan/)).toBeNull();
    expect(screen.getByText('50 one-time free generations')).toBeTruthy();
    expect(screen.getByText('days until reset')).toBeTruthy();
  });
  it('shows a pro user next month’s allowance and the packs that roll over', () => {
    const usage = usageSummary({
      tier: 'pro',
      context: 'upgrade',
      cycle: { included_generations: 50, extra_generations: 0 },
      additional: [pack(200, 20)],
      now,
    });
    render(<UsageBlocks tier="pro" usage={usage} daysUntilReset={1} />);
    expect(screen.getByText('of 380 total this month')).toBeTruthy();
    expect(screen.getByText('200 from your plan + 180 additional')).toBeTruthy();
    expect(screen.getByText('330')).toBeTruthy();
    expect(screen.getByText("Next Month's Allowance")).toBeTruthy();
    expect(screen.getByText('+180 additional generations will roll over')).toBeTruthy();
    expect(screen.getByText('day until reset')).toBeTruthy();
  });
});

describe('PlanGrid', () => {
  it('marks the current plan, offers Pro monthly or annual, and a Downgrade that does nothing', () => {
    const onUpgrade = vi.fn();
    render(
      <MemoryRouter>
        <PlanGrid tier="starter" busy={false} onUpgrade={onUpgrade} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Current Plan' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Downgrade' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Annual/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(onUpgrade).toHaveBeenCalledWith('annual');
    expect(screen.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe(
      '/contact-sales',
    );
    expect(screen.getByText('Popular')).toBeTruthy();
  });
  it('shows Processing... while the checkout starts, and Downgrade for a pro user', () => {
    render(
      <MemoryRouter>
        <PlanGrid tier="pro" busy onUpgrade={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Downgrade' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });
});

describe('ExtraPurchases', () => {
  const handlers = {
    busy: false,
    capCents: 2000,
    onBuyPack: () => undefined,
    onSaveCard: () => undefined,
  };
  it('offers the pack to pro under 1000 only', () => {
    const { rerender } = render(
      <ExtraPurchases tier="pro" canBuyPack hasCard={false} {...handlers} />,
    );
    expect(screen.getByRole('button', { name: 'Purchase 200 More for $20' })).toBeTruthy();
    rerender(<ExtraPurchases tier="pro" canBuyPack={false} hasCard={false} {...handlers} />);
    expect(screen.queryByRole('button', { name: 'Purchase 200 More for $20' })).toBeNull();
  });
  it('tells a starter without a card that generation stops at the allowance', () => {
    const onSaveCard = vi.fn();
    render(
      <MemoryRouter>
        <ExtraPurchases
          tier="starter"
          canBuyPack={false}
          hasCard={false}
          {...handlers}
          onSaveCard={onSaveCard}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(/Without a card on file, generation stops at your free allowance/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a card for extra generations' }));
    expect(onSaveCard).toHaveBeenCalled();
  });
  it('shows a starter the monthly limit on extra generations, with the way to change it', () => {
    render(
      <MemoryRouter>
        <ExtraPurchases tier="starter" canBuyPack={false} hasCard {...handlers} capCents={3500} />
      </MemoryRouter>,
    );
    const line = screen.getByText(/Your monthly limit for extra generations/);
    expect(line.textContent).toBe(
      'Your monthly limit for extra generations: $35.00 (87 extra generations). Change it on Billing.',
    );
    expect(screen.getByRole('link', { name: 'Change it on Billing' }).getAttribute('href')).toBe(
      '/billing',
    );
  });
});
