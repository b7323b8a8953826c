import { describe, expect, it } from 'vitest';
import { additionalGenerationsNote, LOW_USAGE_WARNING, overageNote, planUsage } from './plan-usage';

const now = new Date('2026-11-21T12:00:00Z');
const future = '2027-01-01T00:00:00Z';
const past = '2026-10-01T00:00:00Z';

describe('planUsage (dashboard reading)', () => {
  it('warns a starter user from 8 used, not at 7', () => {
    const at8 = planUsage({
      tier: 'starter',
      cycle: { included_generations: 8, extra_generations: 0 },
      additional: [],
      now,
    });
    const at7 = planUsage({
      tier: 'starter',
      cycle: { included_generations: 7, extra_generations: 0 },
      additional: [],
      now,
    });
    expect(at8.warning).toBe('Running low on free generations');
    expect(LOW_USAGE_WARNING).toBe('Running low on free generations');
    expect(at7.warning).toBeNull();
  });

  it('never warns a paid tier', () => {
    expect(
      planUsage({
        tier: 'pro',
        cycle: { included_generations: 199, extra_generations: 0 },
        additional: [],
        now,
      }).warning,
    ).toBeNull();
  });

  it('uses the 10-a-month starter allowance and included generations only', () => {
    const usage = planUsage({
      tier: 'starter',
      cycle: { included_generations: 4, extra_generations: 3 },
      additional: [],
      now,
    });
    expect(usage.tierName).toBe('Starter');
    expect(usage.used).toBe(4);
    expect(usage.total).toBe(10);
    expect(usage.remaining).toBe(6);
    expect(usage.usedText).toBe('4 / 10');
    expect(usage.percent).toBe(40);
  });

  it('adds unused, unexpired additional generations to the total and the remaining count', () => {
    const usage = planUsage({
      tier: 'pro',
      cycle: { included_generations: 150, extra_generations: 0 },
      additional: [
        { amount: 200, used: 40, expires_at: future },
        { amount: 200, used: 0, expires_at: past },
      ],
      now,
    });
    expect(usage.tierName).toBe('Pro');
    expect(usage.unusedAdditional).toBe(160);
    expect(usage.total).toBe(360);
    expect(usage.remaining).toBe(210);
    expect(usage.additionalNote).toBe('160 additional generations available');
    // The card counts against the plan only: the 160 are in the note, not in "used / total".
    expect(usage.usedText).toBe('150 / 200');
    expect(usage.percent).toBe(75);
  });

  it('says how many generations were billed beyond the allowance and packs', () => {
    const usage = planUsage({
      tier: 'starter',
      cycle: { included_generations: 10, extra_generations: 3 },
      additional: [],
      now,
    });
    expect(usage.usedText).toBe('10 / 10');
    expect(usage.remaining).toBe(0);
    expect(usage.overageNote).toBe('3 extra generations billed this month at $0.40 each');
    expect(overageNote('starter', 1)).toBe('1 extra generation billed this month at $0.40 each');
    expect(overageNote('pro', 0)).toBeNull();
  });

  it('reads a missing profile or cycle as starter with nothing used', () => {
    const usage = planUsage({ tier: null, cycle: null, additional: [], now });
    expect(usage.tierName).toBe('Starter');
    expect(usage.usedText).toBe('0 / 10');
    expect(usage.remaining).toBe(10);
    expect(usage.additionalNote).toBeNull();
    expect(usage.warning).toBeNull();
  });

  it('never shows a negative remaining count', () => {
    expect(
      planUsage({
        tier: 'starter',
        cycle: { included_generations: 14, extra_generations: 0 },
        additional: [],
        now,
      }).remaining,
    ).toBe(0);
  });
});

describe('additionalGenerationsNote', () => {
  it.each([
    [0, null],
    [1, '1 additional generation available'],
    [40, '40 additional generations available'],
    [1200, '1,200 additional generations available'],
  ])('%d → %j', (unused, note) => {
    expect(additionalGenerationsNote(unused)).toBe(note);
  });
});
