import { MAX_GENERATIONS_PER_MONTH } from './plans';

/**
 * Allowance and usage rules of spec section 9.
 *
 * Time zone: a cycle month is reckoned in UTC. The backend writes billing_cycles rows
 * and the browser reads them; if each used its own local zone, a user west of UTC would
 * see January's row go missing on the evening of 31 December. Every date here is
 * therefore taken with the getUTC* methods, never the local ones.
 */

/**
 * Where the allowance is shown. The spec keeps two readings of the starter allowance:
 * 10 a month on the dashboard and billing page, '50 one-time free generations' as the upgrade
 * page's Plan Allowance text. The metering rule counts one allowance per tier per calendar
 * month, so every figure computed (remaining, total, progress) uses 10 in every context; the
 * 50 survives only as that label (STARTER_UPGRADE_PAGE_ALLOWANCE), so the page's numbers add up
 * with what the server charges.
 */
export type AllowanceContext = 'dashboard' | 'billing' | 'upgrade';

export const TIER_ALLOWANCE = { starter: 10, pro: 200, custom: 500 } as const;
/** The number in the upgrade page's starter Plan Allowance text; never used in arithmetic. */
export const STARTER_UPGRADE_PAGE_ALLOWANCE = 50;
export const STARTER_UPGRADE_PAGE_ALLOWANCE_TEXT = `${STARTER_UPGRADE_PAGE_ALLOWANCE} one-time free generations`;
export const LOW_USAGE_WARNING_AT = 8;

/**
 * The base monthly allowance of a tier, the same in every context (the metering rule);
 * unknown or missing tiers read as starter. `context` stays for the callers' symmetry.
 */
export function monthlyAllowance(
  tier: string | null | undefined,
  _context?: AllowanceContext,
): number {
  if (tier === 'pro') return TIER_ALLOWANCE.pro;
  if (tier === 'custom') return TIER_ALLOWANCE.custom;
  return TIER_ALLOWANCE.starter;
}

/** The columns of a billing_cycles row that usage reads. */
export interface BillingCycleUsage {
  included_generations: number;
  extra_generations: number;
}

/** Used this cycle: included only on the dashboard and billing; included + extra on upgrade. */
export function usedThisCycle(cycle: BillingCycleUsage | null, context: AllowanceContext): number {
  if (!cycle) return 0;
  return context === 'upgrade'
    ? cycle.included_generations + cycle.extra_generations
    : cycle.included_generations;
}

/** An additional_generations row (a purchased pack, which rolls over until it expires). */
export interface AdditionalGenerations {
  amount: number;
  used: number;
  expires_at: string | Date;
}

/** Rows that count: unexpired (expires_at > now); on the upgrade page also used < amount. */
export function countedAdditional<T extends AdditionalGenerations>(
  rows: readonly T[],
  now: Date,
  context: AllowanceContext,
): T[] {
  return rows.filter(
    (row) =>
      new Date(row.expires_at).getTime() > now.getTime() &&
      (context !== 'upgrade' || row.used < row.amount),
  );
}

/** Sum of amount - used over the counted rows, never negative per row. */
export function unusedAdditional(
  rows: readonly AdditionalGenerations[],
  now: Date,
  context: AllowanceContext,
): number {
  return countedAdditional(rows, now, context).reduce(
    (sum, row) => sum + Math.max(0, row.amount - row.used),
    0,
  );
}

/**
 * What the server will still serve before overage or a refusal (billing/metering.ts): the
 * rest of the month's allowance, then every unused purchased generation. This is the spec's
 * max(0, allowance + unused additional - used) with `used` the generations counted against the
 * allowance (included_generations), which never exceed it while the tier stays the same; after
 * a mid-month downgrade they can, and the purchased generations are still served then, so the
 * allowance part alone is floored at 0. Overage (extra_generations) is billed beyond this and
 * never takes from it, so every page shows the same number whatever it calls "used".
 */
export function remainingGenerations(
  allowance: number,
  unused: number,
  usedOfAllowance: number,
): number {
  return Math.max(0, allowance - usedOfAllowance) + Math.max(0, unused);
}

/** The 200-pack is offered to pro users whose total (allowance + unused additional) is under 1000. */
export function canBuyGenerationPack(tier: string | null | undefined, total: number): boolean {
  return tier === 'pro' && total < MAX_GENERATIONS_PER_MONTH;
}

/** 'Running low on free generations' shows for starter at 8 or more used. */
export function showLowUsageWarning(tier: string | null | undefined, used: number): boolean {
  return tier === 'starter' && used >= LOW_USAGE_WARNING_AT;
}

/** The cycle month ('YYYY-MM', UTC) that `now` falls in. */
export function currentCycleMonth(now: Date = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 UTC on the 1st of the month after `now`: when the base allowance resets. */
export function nextCycleStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Whole days until `until`, a part day counting as one, never below 0. */
function daysUntil(now: Date, until: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY_MS));
}

/**
 * Days until the allowance resets. Starter: to the 1st of next month. Paid tiers: to the
 * subscription's end_date (at least 0) when there is one, else to month end, which is
 * the same instant as the start of the next cycle.
 */
export function daysUntilReset(
  tier: string | null | undefined,
  now: Date,
  subscriptionEndDate?: string | Date | null,
): number {
  const paid = tier === 'pro' || tier === 'custom';
  if (paid && subscriptionEndDate) {
    const end = new Date(subscriptionEndDate);
    if (!Number.isNaN(end.getTime())) return daysUntil(now, end);
  }
  return daysUntil(now, nextCycleStart(now));
}

/** Progress bar width: used / total as a percent, clamped to 0..100 (0 when total is 0). */
export function usagePercent(used: number, total: number): number {
  if (total <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / total) * 100));
}

export interface UsageSummary {
  /** The plan's monthly total: what the dashboard's "used / total" is out of. */
  allowance: number;
  /** Purchased generations still unused: shown in a note of their own, never in "used / total". */
  unusedAdditional: number;
  /** allowance + unused additional: the upgrade page's and the plugin's 'of N total' figure. */
  total: number;
  /** The spec's "used" for the context (see usedThisCycle). */
  used: number;
  /** Generations counted against the plan's allowance this month (included_generations). */
  usedOfAllowance: number;
  /** Generations billed as overage this month (extra_generations), beyond allowance and packs. */
  overage: number;
  remaining: number;
  /** The progress bar: used of the plan's allowance. */
  percent: number;
  canBuyPack: boolean;
  lowUsageWarning: boolean;
}

/** Everything a usage card needs, from the profile tier, the cycle row and the pack rows. */
export function usageSummary(input: {
  tier: string | null | undefined;
  context: AllowanceContext;
  cycle: BillingCycleUsage | null;
  additional: readonly AdditionalGenerations[];
  now: Date;
}): UsageSummary {
  const allowance = monthlyAllowance(input.tier, input.context);
  const unused = unusedAdditional(input.additional, input.now, input.context);
  const used = usedThisCycle(input.cycle, input.context);
  const usedOfAllowance = usedThisCycle(input.cycle, 'dashboard');
  const total = allowance + unused;
  return {
    allowance,
    unusedAdditional: unused,
    total,
    used,
    usedOfAllowance,
    overage: input.cycle?.extra_generations ?? 0,
    remaining: remainingGenerations(allowance, unused, usedOfAllowance),
    percent: usagePercent(usedOfAllowance, allowance),
    canBuyPack: canBuyGenerationPack(input.tier, total),
    lowUsageWarning: showLowUsageWarning(input.tier, usedOfAllowance),
  };
}
