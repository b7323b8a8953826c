import { formatUsdCompact } from '@app/shared/money';
import { STARTER_EXTRA_GENERATION_CENTS, tierDisplayName } from '@app/shared/plans';
import {
  usageSummary,
  type AdditionalGenerations,
  type BillingCycleUsage,
  type UsageSummary,
} from '@app/shared/usage';

/** What the dashboard's Current Plan and Remaining Generations cards show. */
export interface PlanUsage extends UsageSummary {
  tierName: string;
  /**
   * "8 / 10": generations counted against the plan this month, out of the plan's monthly
   * total. Purchased generations are not in it: they have their own note (additionalNote), so
   * they are never counted twice, and the remaining count adds both.
   */
  usedText: string;
  /** 'Running low on free generations' (starter, 8 or more used), else null. */
  warning: string | null;
  /** "N additional generations available" when purchased generations are unused, else null. */
  additionalNote: string | null;
  /** "3 extra generations billed this month at $0.40 each" once past allowance and packs, else null. */
  overageNote: string | null;
}

export const LOW_USAGE_WARNING = 'Running low on free generations';

/** "1 additional generation available", "40 additional generations available". */
export function additionalGenerationsNote(unused: number): string | null {
  if (unused <= 0) return null;
  return `${unused.toLocaleString('en-US')} additional ${unused === 1 ? 'generation' : 'generations'} available`;
}

/** Generations billed as overage this month (starter, with a card on file). */
export function overageNote(tier: string | null | undefined, extra: number): string | null {
  if (extra <= 0) return null;
  const count = `${extra.toLocaleString('en-US')} extra ${extra === 1 ? 'generation' : 'generations'} billed this month`;
  const starter = tier !== 'pro' && tier !== 'custom';
  return starter ? `${count} at ${formatUsdCompact(STARTER_EXTRA_GENERATION_CENTS)} each` : count;
}

/** The dashboard reading of the usage rules (starter allowance 10, used = included generations). */
export function planUsage(input: {
  tier: string | null | undefined;
  cycle: BillingCycleUsage | null;
  additional: readonly AdditionalGenerations[];
  now: Date;
}): PlanUsage {
  const summary = usageSummary({ ...input, context: 'dashboard' });
  return {
    ...summary,
    tierName: tierDisplayName(input.tier),
    usedText: `${summary.usedOfAllowance.toLocaleString('en-US')} / ${summary.allowance.toLocaleString('en-US')}`,
    warning: summary.lowUsageWarning ? LOW_USAGE_WARNING : null,
    additionalNote: additionalGenerationsNote(summary.unusedAdditional),
    overageNote: overageNote(input.tier, summary.overage),
  };
}
