// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { planUsage } from '../utils/plan-usage';
import { PlanUsageCards } from './plan-usage-cards';

afterEach(cleanup);

const now = new Date('2026-11-21T12:00:00Z');

describe('PlanUsageCards', () => {
  it('shows tier, usage, warning, additional note, lifetime and remaining counts', () => {
    const usage = planUsage({
      tier: 'starter',
      cycle: { included_generations: 8, extra_generations: 0 },
      additional: [{ amount: 40, used: 0, expires_at: '2027-02-01T00:00:00Z' }],
      now,
    });
    render(
      <MemoryRouter>
        <PlanUsageCards usage={usage} totalGenerations={37} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Current Plan' })).toBeTruthy();
    expect(screen.getByText('Starter')).toBeTruthy();
    // Used of the plan's 10; the pack's 40 are in their own note, not in the total as well.
    expect(screen.getByText('8 / 10')).toBeTruthy();
    expect(screen.queryByText('8 / 50')).toBeNull();
    expect(
      screen
        .getByRole('progressbar', { name: 'Generations used this month' })
        .getAttribute('aria-valuenow'),
    ).toBe('80');
    expect(screen.getByRole('alert').textContent).toBe('Running low on free generations');
    expect(screen.getByText('40 additional generations available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe(
      '/upgrade',
    );
    expect(
      screen.getByRole('heading', { name: 'Total Generations' }).parentElement?.textContent,
    ).toContain('37');
    expect(
      screen.getByRole('heading', { name: 'Remaining Generations' }).parentElement?.textContent,
    ).toContain('42');
  });
});

describe('PlanUsageCards without the upgrade page', () => {
  it('leaves out the Upgrade Plan link', () => {
    const usage = planUsage({ tier: 'pro', cycle: null, additional: [], now });
    render(
      <MemoryRouter>
        <PlanUsageCards usage={usage} totalGenerations={0} showUpgrade={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
  });
});
