import { formatCount, formatUsd } from './money';
import { STARTER_EXTRA_GENERATION_CENTS } from './plans';
import { monthlyAllowance } from './usage';

/**
 * Starter overage and its monthly cap: the rules the server records by (apps/backend's
 * billing/metering.ts decides every generation with `nextGenerationCharge`) and the pages
 * show (/billing sets the cap, /upgrade shows it). Amounts are cents.
 *
 * The spec prices an extra starter generation at $0.40 and sets no ceiling. A card on file
 * with no ceiling lets one stolen or careless session spend without end, so each account has
 * a monthly cap on overage: $20 by default, 50 extra generations at $0.40, the price of a
 * Pro pack of 200, which is where a heavy starter is better off anyway. The owner changes it
 * on /billing, in whole dollars from $0 (no extra generations at all) to $500.
 */
export const DEFAULT_OVERAGE_CAP_CENTS = 2000;
export const MAX_OVERAGE_CAP_CENTS = 50_000;

/** How many extra generations a cap pays for: $20 → 50. */
export function overageGenerationsWithinCap(capCents: number): number {
  return Math.max(0, Math.floor(capCents / STARTER_EXTRA_GENERATION_CENTS));
}

/** Extra generations still possible this month under the cap, given what is charged so far. */
export function overageGenerationsLeft(extraChargeCents: number, capCents: number): number {
  return Math.max(0, Math.floor((capCents - extraChargeCents) / STARTER_EXTRA_GENERATION_CENTS));
}

/** True once one more extra generation would pass the cap. */
export function overageCapReached(extraChargeCents: number, capCents: number): boolean {
  return overageGenerationsLeft(extraChargeCents, capCents) === 0;
}

/** '$20.00 (50 extra generations)': the cap as every page and message names it. */
export function describeOverageCap(capCents: number): string {
  const n = overageGenerationsWithinCap(capCents);
  return `${formatUsd(capCents)} (${formatCount(n)} extra generation${n === 1 ? '' : 's'})`;
}

export type OverageCapInput = { ok: true; cents: number } | { ok: false; message: string };

/** The /billing field: whole dollars, 0 to 500; '$25' and ' 25 ' read as 25. */
export function parseOverageCapDollars(input: string): OverageCapInput {
  const text = input.trim().replace(/^\$\s*/, '');
  const max = MAX_OVERAGE_CAP_CENTS / 100;
  if (!/^\d{1,6}$/.test(text)) {
    return { ok: false, message: `Enter a whole number of dollars from 0 to ${max}.` };
  }
  const dollars = Number(text);
  if (dollars > max) {
    return {
      ok: false,
      message: `The monthly limit can be at most $${max}. For more generations, Pro is cheaper: see /upgrade.`,
    };
  }
  return { ok: true, cents: dollars * 100 };
}

/** What a session may do about charging the card (see billing/charge-consent.ts). */
export type ChargeConsent = 'ok' | 'second_factor' | 'plugin';

/** Everything that decides how the next generation of a user is paid for. */
export interface ChargeFacts {
  tier: string | null | undefined;
  /** This month's free generations counted so far (billing_cycles.included_generations). */
  includedGenerations: number;
  /** An unexpired purchased pack with generations left. */
  packAvailable: boolean;
  /** A card saved for overage (starter only has overage). */
  cardOnFile: boolean;
  /** Overage charged this month so far (billing_cycles.extra_charge). */
  extraChargeCents: number;
  capCents: number;
  /** Whether this session may put a new charge on the card. */
  consent: ChargeConsent;
}

export type GenerationCharge =
  | { kind: 'allowance' }
  | { kind: 'pack' }
  | { kind: 'overage' }
  | { kind: 'refused'; reason: 'limit' | 'cap' | ChargeConsent };

/** Overage is a starter feature; an unknown tier reads as starter, as everywhere else. */
export function isStarterTier(tier: string | null | undefined): boolean {
  return tier !== 'pro' && tier !== 'custom';
}

/**
 * How the next generation is paid for, in order: free within the month's allowance; a
 * purchased pack (already paid, so any session may use it); then, for starter with a card,
 * overage, unless it would pass the monthly cap or this session may not charge the card
 * (a password-only session of an account with two-factor on, or a plugin session the owner
 * has not allowed to charge). Otherwise refused.
 */
export function nextGenerationCharge(f: ChargeFacts): GenerationCharge {
  if (f.includedGenerations < monthlyAllowance(f.tier)) return { kind: 'allowance' };
  if (f.packAvailable) return { kind: 'pack' };
  if (!isStarterTier(f.tier) || !f.cardOnFile) return { kind: 'refused', reason: 'limit' };
  if (overageCapReached(f.extraChargeCents, f.capCents)) return { kind: 'refused', reason: 'cap' };
  if (f.consent !== 'ok') return { kind: 'refused', reason: f.consent };
  return { kind: 'overage' };
}

/** What decides how a run of several generations (a flow of N screens) is paid for. */
export interface RunChargeFacts {
  tier: string | null | undefined;
  /** This month's free generations counted so far. */
  includedGenerations: number;
  /** Generations left in the user's unexpired purchased packs, all of them together. */
  packGenerationsLeft: number;
  cardOnFile: boolean;
  extraChargeCents: number;
  capCents: number;
  consent: ChargeConsent;
}

export type RunCharge =
  | { kind: 'ok'; allowance: number; pack: number; overage: number }
  | {
      kind: 'refused';
      reason: 'limit' | 'cap' | ChargeConsent;
      /** How many generations the run needs, and how many the user could pay for now. */
      needed: number;
      available: number;
    };

/**
 * How a run of `count` generations is paid for: each screen of a flow is one generation, so a
 * run of N screens uses N, in the same order as one generation (the month's free generations
 * first, then purchased packs, then for starter with a card overage under the cap, from a
 * session that may charge the card). All or nothing: a run the user cannot pay for in full
 * is refused whole, naming how many it needs and how many are available, and nothing is
 * counted. For one generation this is exactly nextGenerationCharge.
 */
export function chargeForRun(f: RunChargeFacts, count: number): RunCharge {
  const allowance = Math.min(count, Math.max(0, monthlyAllowance(f.tier) - f.includedGenerations));
  const pack = Math.min(count - allowance, Math.max(0, f.packGenerationsLeft));
  const rest = count - allowance - pack;
  if (rest === 0) return { kind: 'ok', allowance, pack, overage: 0 };
  const paid = allowance + pack;
  if (!isStarterTier(f.tier) || !f.cardOnFile)
    return { kind: 'refused', reason: 'limit', needed: count, available: paid };
  const overageLeft = overageGenerationsLeft(f.extraChargeCents, f.capCents);
  if (overageLeft < rest)
    return { kind: 'refused', reason: 'cap', needed: count, available: paid + overageLeft };
  if (f.consent !== 'ok')
    return { kind: 'refused', reason: f.consent, needed: count, available: paid };
  return { kind: 'ok', allowance, pack, overage: rest };
}
