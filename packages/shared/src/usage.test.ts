import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canBuyGenerationPack,
  countedAdditional,
  currentCycleMonth,
  daysUntilReset,
  monthlyAllowance,
  remainingGenerations,
  showLowUsageWarning,
  STARTER_UPGRADE_PAGE_ALLOWANCE_TEXT,
  unusedAdditional,
  usagePercent,
  usageSummary,
  usedThisCycle,
} from './usage';

const now = new Date('2026-11-21T12:00:00Z');
const later = '2026-12-15T00:00:00Z';
const earlier = '2026-11-01T00:00:00Z';

describe('monthlyAllowance', () => {
  it.each([
    ['starter', 'dashboard', 10],
    ['starter', 'billing', 10],
    ['starter', 'upgrade', 10],
    ['pro', 'dashboard', 200],
    ['pro', 'upgrade', 200],
    ['custom', 'billing', 500],
    ['custom', 'upgrade', 500],
    ['gold', 'dashboard', 10],
    ['gold', 'upgrade', 10],
    [null, 'dashboard', 10],
    [undefined, 'upgrade', 10],
  ] as const)('%s on %s → %i', (tier, context, allowance) => {
    expect(monthlyAllowance(tier, context)).toBe(allowance);
  });
});

describe('usedThisCycle', () => {
  const cycle = { included_generations: 7, extra_generations: 3 };
  it('counts included only on the dashboard and billing', () => {
    expect(usedThisCycle(cycle, 'dashboard')).toBe(7);
    expect(usedThisCycle(cycle, 'billing')).toBe(7);
  });
  it('counts included plus extra on the upgrade page', () => {
    expect(usedThisCycle(cycle, 'upgrade')).toBe(10);
  });
  it('is 0 without a cycle row', () => {
    expect(usedThisCycle(null, 'upgrade')).toBe(0);
  });
});

describe('additional generations', () => {
  const rows = [
    { amount: 200, used: 50, expires_at: later },
    { amount: 200, used: 200, expires_at: later },
    { amount: 200, used: 0, expires_at: earlier },
    { amount: 200, used: 250, expires_at: later },
    { amount: 200, used: 0, expires_at: now.toISOString() },
  ];
  it('counts only unexpired rows; expiry exactly now has expired', () => {
    expect(countedAdditional(rows, now, 'dashboard')).toHaveLength(3);
  });
  it('on the upgrade page also requires used < amount', () => {
    expect(countedAdditional(rows, now, 'upgrade')).toEqual([rows[0]]);
  });
  it('sums amount - used, never negative per row', () => {
    expect(unusedAdditional(rows, now, 'dashboard')).toBe(150);
    expect(unusedAdditional(rows, now, 'upgrade')).toBe(150);
    expect(unusedAdditional([], now, 'upgrade')).toBe(0);
  });
});

describe('remainingGenerations', () => {
  it('is allowance + unused - used', () => {
    expect(remainingGenerations(200, 150, 30)).toBe(320);
  });
  it('never goes below 0', () => {
    expect(remainingGenerations(10, 0, 12)).toBe(0);
  });
  it('still counts the purchased generations when more was used than the plan now allows (a downgrade)', () => {
    // The server serves the 40 from the pack once the allowance is spent, whatever the count.
    expect(remainingGenerations(10, 40, 150)).toBe(40);
  });
});

describe('pack eligibility and low-usage warning', () => {
  it('offers the pack to pro under 1000 total only', () => {
    expect(canBuyGenerationPack('pro', 999)).toBe(true);
    expect(canBuyGenerationPack('pro', 1000)).toBe(false);
    expect(canBuyGenerationPack('starter', 10)).toBe(false);
    expect(canBuyGenerationPack('custom', 500)).toBe(false);
  });
  it('warns starter users at 8 or more used', () => {
    expect(showLowUsageWarning('starter', 7)).toBe(false);
    expect(showLowUsageWarning('starter', 8)).toBe(true);
    expect(showLowUsageWarning('pro', 150)).toBe(false);
    expect(showLowUsageWarning(null, 9)).toBe(false);
  });
});

describe('usagePercent', () => {
  it.each([
    [5, 10, 50],
    [0, 10, 0],
    [15, 10, 100],
    [-1, 10, 0],
    [0, 0, 0],
    [3, 0, 100],
  ])('%i of %i → %i%%', (used, total, percent) => {
    expect(usagePercent(used, total)).toBe(percent);
  });
});

describe('currentCycleMonth (UTC)', () => {
  it.each([
    ['2026-11-21T12:00:00Z', '2026-11'],
    ['2026-01-01T00:00:00Z', '2026-01'],
    ['2026-01-31T23:59:59.999Z', '2026-01'],
    ['2026-02-01T00:00:00Z', '2026-02'],
    ['2026-12-31T23:59:59.999Z', '2026-12'],
    ['2027-01-01T00:00:00Z', '2027-01'],
  ])('%s → %s', (iso, month) => {
    expect(currentCycleMonth(new Date(iso))).toBe(month);
  });

  describe('with the process in a negative-offset zone', () => {
    const saved = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'America/Los_Angeles';
    });
    afterAll(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });

    it('still reckons just before midnight UTC on 31 December as December', () => {
      const date = new Date('2026-12-31T23:59:00Z');
      expect(currentCycleMonth(date)).toBe('2026-12');
    });
    it('reckons just after midnight UTC as January although the local date is 31 December', () => {
      const date = new Date('2027-01-01T00:30:00Z');
      // Proves the zone took effect: local time is still the old year.
      expect(date.getFullYear()).toBe(2026);
      expect(currentCycleMonth(date)).toBe('2027-01');
    });
  });
});

describe('daysUntilReset', () => {
  it('starter: days to the 1st of next month, a part day counting as one', () => {
    expect(daysUntilReset('starter', new Date('2026-11-21T12:00:00Z'))).toBe(10);
    expect(daysUntilReset('starter', new Date('2026-11-30T23:00:00Z'))).toBe(1);
    expect(daysUntilReset('starter', new Date('2026-12-01T00:00:00Z'))).toBe(31);
  });
  it('starter crosses the year end', () => {
    expect(daysUntilReset('starter', new Date('2026-12-31T00:00:00Z'))).toBe(1);
  });
  it('starter ignores a subscription end date', () => {
    expect(daysUntilReset('starter', now, '2026-11-22T12:00:00Z')).toBe(10);
  });
  it('paid: days to the subscription end date, at least 0', () => {
    expect(daysUntilReset('pro', now, '2026-11-26T12:00:00Z')).toBe(5);
    expect(daysUntilReset('custom', now, new Date('2026-11-23T00:00:00Z'))).toBe(2);
    expect(daysUntilReset('pro', now, '2026-11-01T00:00:00Z')).toBe(0);
  });
  it('paid without an end date: to month end', () => {
    expect(daysUntilReset('pro', now, null)).toBe(10);
    expect(daysUntilReset('pro', now, 'garbage')).toBe(10);
  });
});

describe('the metering rule on the upgrade page', () => {
  it('keeps the 50 as the starter Plan Allowance text only', () => {
    expect(STARTER_UPGRADE_PAGE_ALLOWANCE_TEXT).toBe('50 one-time free generations');
  });
  it('adds up for a starter past the allowance with overage: 10 free + 3 charged, 0 remaining', () => {
    const summary = usageSummary({
      tier: 'starter',
      context: 'upgrade',
      cycle: { included_generations: 10, extra_generations: 3 },
      additional: [],
      now,
    });
    expect(summary).toMatchObject({ allowance: 10, total: 10, used: 13, remaining: 0 });
  });
});

describe('usageSummary', () => {
  const additional = [{ amount: 200, used: 20, expires_at: later }];
  it('gives the pro upgrade page its figures', () => {
    expect(
      usageSummary({
        tier: 'pro',
        context: 'upgrade',
        cycle: { included_generations: 100, extra_generations: 10 },
        additional,
        now,
      }),
    ).toEqual({
      allowance: 200,
      unusedAdditional: 180,
      total: 380,
      used: 110,
      usedOfAllowance: 100,
      overage: 10,
      // 100 of the allowance left and 180 in the pack: what the server would still serve.
      remaining: 280,
      percent: 50,
      canBuyPack: true,
      lowUsageWarning: false,
    });
  });
  it('gives every page the same remaining count, whatever the page calls used', () => {
    const input = {
      tier: 'starter',
      cycle: { included_generations: 10, extra_generations: 3 },
      additional: [{ amount: 40, used: 0, expires_at: later }],
      now,
    };
    const pages = (['dashboard', 'billing', 'upgrade'] as const).map(
      (context) => usageSummary({ ...input, context }).remaining,
    );
    expect(pages).toEqual([40, 40, 40]);
  });
  it('reads the dashboard card as used of the plan, with the pack apart: 8 / 10, 40 more, 42 left', () => {
    const summary = usageSummary({
      tier: 'starter',
      context: 'dashboard',
      cycle: { included_generations: 8, extra_generations: 0 },
      additional: [{ amount: 40, used: 0, expires_at: later }],
      now,
    });
    expect(summary).toMatchObject({
      usedOfAllowance: 8,
      allowance: 10,
      percent: 80,
      unusedAdditional: 40,
      total: 50,
      remaining: 42,
    });
  });
  it('gives the starter dashboard a warning at 8 used of 10', () => {
    const summary = usageSummary({
      tier: 'starter',
      context: 'dashboard',
      cycle: { included_generations: 8, extra_generations: 5 },
      additional: [],
      now,
    });
    expect(summary).toMatchObject({ allowance: 10, used: 8, remaining: 2, percent: 80 });
    expect(summary.lowUsageWarning).toBe(true);
    expect(summary.canBuyPack).toBe(false);
  });
});
