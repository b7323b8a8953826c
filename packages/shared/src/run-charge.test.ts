import { describe, expect, it } from 'vitest';
import {
  chargeForRun,
  nextGenerationCharge,
  type ChargeConsent,
  type RunChargeFacts,
} from './overage';
import {
  describeFlowRun,
  FLOW_MAX_SCREENS,
  GENERATE_MESSAGES,
  generateRequestSchema,
} from './generate';

const base: RunChargeFacts = {
  tier: 'starter',
  includedGenerations: 0,
  packGenerationsLeft: 0,
  cardOnFile: false,
  extraChargeCents: 0,
  capCents: 2000,
  consent: 'ok',
};

describe('a run of several generations (a flow)', () => {
  it('for one generation decides exactly as nextGenerationCharge', () => {
    const consents: ChargeConsent[] = ['ok', 'plugin', 'second_factor'];
    for (const tier of ['starter', 'pro', 'custom', null])
      for (const includedGenerations of [0, 9, 10, 199, 200, 500])
        for (const packGenerationsLeft of [0, 3])
          for (const cardOnFile of [false, true])
            for (const extraChargeCents of [0, 1960, 2000])
              for (const consent of consents) {
                const facts = {
                  ...base,
                  tier,
                  includedGenerations,
                  packGenerationsLeft,
                  cardOnFile,
                  extraChargeCents,
                  consent,
                };
                const one = nextGenerationCharge({
                  ...facts,
                  packAvailable: packGenerationsLeft > 0,
                });
                const run = chargeForRun(facts, 1);
                if (one.kind === 'refused')
                  expect(run).toMatchObject({ kind: 'refused', reason: one.reason, needed: 1 });
                else
                  expect(run).toEqual({
                    kind: 'ok',
                    allowance: one.kind === 'allowance' ? 1 : 0,
                    pack: one.kind === 'pack' ? 1 : 0,
                    overage: one.kind === 'overage' ? 1 : 0,
                  });
              }
  });

  it('uses N generations for N screens: the free ones first, then packs, then overage', () => {
    expect(chargeForRun({ ...base, includedGenerations: 8 }, 2)).toEqual({
      kind: 'ok',
      allowance: 2,
      pack: 0,
      overage: 0,
    });
    expect(
      chargeForRun({ ...base, tier: 'pro', includedGenerations: 198, packGenerationsLeft: 5 }, 4),
    ).toEqual({ kind: 'ok', allowance: 2, pack: 2, overage: 0 });
    expect(chargeForRun({ ...base, includedGenerations: 9, cardOnFile: true }, 3)).toEqual({
      kind: 'ok',
      allowance: 1,
      pack: 0,
      overage: 2,
    });
  });

  it('refuses the whole run when one generation short, naming how many it needs and how many are available', () => {
    expect(chargeForRun({ ...base, includedGenerations: 8 }, 3)).toEqual({
      kind: 'refused',
      reason: 'limit',
      needed: 3,
      available: 2,
    });
    expect(
      chargeForRun(
        { ...base, includedGenerations: 10, cardOnFile: true, extraChargeCents: 1920 },
        3,
      ),
    ).toEqual({ kind: 'refused', reason: 'cap', needed: 3, available: 2 });
    expect(
      chargeForRun({ ...base, includedGenerations: 9, cardOnFile: true, consent: 'plugin' }, 2),
    ).toEqual({ kind: 'refused', reason: 'plugin', needed: 2, available: 1 });
  });

  it("says so in the product's words", () => {
    expect(
      GENERATE_MESSAGES.flowNeedsMore(
        { kind: 'refused', reason: 'limit', needed: 3, available: 2 },
        2000,
      ),
    ).toBe(
      'This flow has 3 screens, so it needs 3 generations, and 2 are available. Nothing was generated or counted. Select fewer screens, or upgrade your plan at /upgrade or buy more generations.',
    );
    expect(
      GENERATE_MESSAGES.flowNeedsMore(
        { kind: 'refused', reason: 'cap', needed: 4, available: 1 },
        2000,
      ),
    ).toContain('is available');
    expect(describeFlowRun(3)).toBe('3 screens · 3 generations');
    expect(describeFlowRun(1)).toBe('1 screen · 1 generation');
  });

  it('takes a flow of at most FLOW_MAX_SCREENS ids, never with nodeId', () => {
    const request = { name: 'Checkout', platform: 'android', figma: { nodes: {} } };
    expect(generateRequestSchema.safeParse({ ...request, flow: ['1:2', '1:3'] }).success).toBe(
      true,
    );
    expect(generateRequestSchema.safeParse({ ...request, flow: [] }).success).toBe(false);
    expect(
      generateRequestSchema.safeParse({
        ...request,
        flow: Array.from({ length: FLOW_MAX_SCREENS + 1 }, (_, i) => `1:${i}`),
      }).success,
    ).toBe(false);
    const both = generateRequestSchema.safeParse({ ...request, flow: ['1:2'], nodeId: '1:2' });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toBe(
      'Give either nodeId (one frame) or flow (several frames), not both.',
    );
  });
});
