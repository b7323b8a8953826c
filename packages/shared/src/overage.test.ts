import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OVERAGE_CAP_CENTS,
  describeOverageCap,
  MAX_OVERAGE_CAP_CENTS,
  nextGenerationCharge,
  overageCapReached,
  overageGenerationsLeft,
  overageGenerationsWithinCap,
  parseOverageCapDollars,
  type ChargeFacts,
} from './overage';
import { STARTER_EXTRA_GENERATION_CENTS } from './plans';
import { GENERATE_MESSAGES } from './generate';

describe('the monthly overage cap', () => {
  it('defaults to $20, 50 extra generations at the spec’s $0.40', () => {
    expect(STARTER_EXTRA_GENERATION_CENTS).toBe(40);
    expect(DEFAULT_OVERAGE_CAP_CENTS).toBe(2000);
    expect(overageGenerationsWithinCap(DEFAULT_OVERAGE_CAP_CENTS)).toBe(50);
    expect(describeOverageCap(DEFAULT_OVERAGE_CAP_CENTS)).toBe('$20.00 (50 extra generations)');
    expect(describeOverageCap(40)).toBe('$0.40 (1 extra generation)');
    expect(describeOverageCap(0)).toBe('$0.00 (0 extra generations)');
    expect(describeOverageCap(MAX_OVERAGE_CAP_CENTS)).toBe('$500.00 (1,250 extra generations)');
  });

  it('counts what is left under the cap; a cap that is not a multiple of $0.40 rounds down', () => {
    expect(overageGenerationsLeft(0, 2000)).toBe(50);
    expect(overageGenerationsLeft(1960, 2000)).toBe(1);
    expect(overageCapReached(1960, 2000)).toBe(false);
    expect(overageCapReached(2000, 2000)).toBe(true);
    // $1 pays for two generations ($0.80), not a third that would pass it.
    expect(overageGenerationsLeft(0, 100)).toBe(2);
    expect(overageCapReached(80, 100)).toBe(true);
    // Lowered below what is already charged: nothing more, never negative.
    expect(overageGenerationsLeft(2000, 500)).toBe(0);
  });

  it('reads the /billing field as whole dollars from 0 to 500', () => {
    expect(parseOverageCapDollars('20')).toEqual({ ok: true, cents: 2000 });
    expect(parseOverageCapDollars(' $35 ')).toEqual({ ok: true, cents: 3500 });
    expect(parseOverageCapDollars('0')).toEqual({ ok: true, cents: 0 });
    expect(parseOverageCapDollars('500')).toEqual({ ok: true, cents: MAX_OVERAGE_CAP_CENTS });
    for (const bad of ['', '12.50', '-5', 'twenty', '1e3', '20 dollars'])
      expect(parseOverageCapDollars(bad)).toEqual({
        ok: false,
        message: 'Enter a whole number of dollars from 0 to 500.',
      });
    expect(parseOverageCapDollars('501')).toMatchObject({ ok: false, message: /at most \$500/ });
  });

  it('names the cap in the generate refusal', () => {
    expect(GENERATE_MESSAGES.overageCapReached(2000)).toBe(
      "You've reached your monthly limit for extra generations, $20.00 (50 extra generations). Raise the limit on /billing, or wait for next month's free generations.",
    );
  });
});

describe('nextGenerationCharge', () => {
  const starter: ChargeFacts = {
    tier: 'starter',
    includedGenerations: 10,
    packAvailable: false,
    cardOnFile: true,
    extraChargeCents: 0,
    capCents: DEFAULT_OVERAGE_CAP_CENTS,
    consent: 'ok',
  };

  it('takes the allowance first and a pack next, whoever the session is', () => {
    for (const consent of ['ok', 'second_factor', 'plugin'] as const) {
      expect(nextGenerationCharge({ ...starter, includedGenerations: 9, consent })).toEqual({
        kind: 'allowance',
      });
      expect(nextGenerationCharge({ ...starter, packAvailable: true, consent })).toEqual({
        kind: 'pack',
      });
    }
  });

  it('charges overage to a starter with a card, under the cap, from a session that may', () => {
    expect(nextGenerationCharge(starter)).toEqual({ kind: 'overage' });
    expect(nextGenerationCharge({ ...starter, extraChargeCents: 1960 })).toEqual({
      kind: 'overage',
    });
    expect(nextGenerationCharge({ ...starter, tier: null })).toEqual({ kind: 'overage' });
  });

  it('refuses past the cap, without a card, for paid tiers, and for sessions that may not charge', () => {
    const refused = (reason: string) => ({ kind: 'refused', reason });
    expect(nextGenerationCharge({ ...starter, extraChargeCents: 2000 })).toEqual(refused('cap'));
    expect(nextGenerationCharge({ ...starter, capCents: 0 })).toEqual(refused('cap'));
    expect(nextGenerationCharge({ ...starter, cardOnFile: false })).toEqual(refused('limit'));
    expect(nextGenerationCharge({ ...starter, tier: 'pro', includedGenerations: 200 })).toEqual(
      refused('limit'),
    );
    expect(nextGenerationCharge({ ...starter, consent: 'second_factor' })).toEqual(
      refused('second_factor'),
    );
    expect(nextGenerationCharge({ ...starter, consent: 'plugin' })).toEqual(refused('plugin'));
  });
});
