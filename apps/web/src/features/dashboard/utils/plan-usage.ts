import { tierDisplayName } from '@app/shared/plans';
import {
  usageSummary,
  type AdditionalGenerations,
  type BillingCycleUsage,
  type UsageSummary,
} from '@app/shared/usage';

/** What the dashboard's Current Plan and Remaining Generations cards show. */
export interface PlanUsage extends UsageSummary {
  tierName: string;
  /** "8 / 10": generations used this month against the month's total. */
  usedText: string;
  /** 'Running low on free generations' (starter, 8 or more used), else null. */
  warning: string | null;
  /** "N additional generations available" when purchased generations are unused, else null. */
  additionalNote: string | null;
}

export const LOW_USAGE_WARNING = 'Running low on free generations';

/** "1 additional generation available", "40 additional generations available". */
export function additionalGenerationsNote(unused: number): string | null {
  if (unused <= 0) return null;
  return `${unused.toLocaleString('en-US')} additional ${unused === 1 ? 'generation' : 'generations'} available`;
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
    usedText: `${summary.used.toLocaleString('en-US')} / ${summary.total.toLocaleString('en-US')}`,
    warning: summary.lowUsageWarning ? LOW_USAGE_WARNING : null,
    additionalNote: additionalGenerationsNote(summary.unusedAdditional),
  };
}
