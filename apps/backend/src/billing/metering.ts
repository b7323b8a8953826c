import {
  currentCycleMonth,
  monthlyAllowance,
  usageSummary,
  type AdditionalGenerations,
  type BillingCycleUsage,
} from '@app/shared/usage';
import type { GenerationUsageAnswer } from '@app/shared/generate';
import type { Queryable } from '../db/database';

/**
 * Overage for starter users with a payment method, implemented by the billing module
 * (billing/overage.ts). Both calls run inside the metering transaction.
 */
export interface OverageBilling {
  hasOveragePaymentMethod(tx: Queryable, userId: string): Promise<boolean>;
  recordOverageGeneration(
    tx: Queryable,
    userId: string,
    cycleMonth: string,
  ): Promise<{ extraGenerations: number; extraChargeCents: number }>;
}

/** No overage: nobody has a payment method on file, so past the allowance and packs is 402. */
export const noOverage: OverageBilling = {
  hasOveragePaymentMethod: () => Promise.resolve(false),
  recordOverageGeneration: () => Promise.reject(new Error('Overage billing is not configured')),
};

/** Where a metered generation was counted. */
export type MeteredSource = 'allowance' | 'pack' | 'overage';

export type MeteringResult =
  | { ok: true; charged: boolean; source: MeteredSource; usage: GenerationUsageAnswer }
  | { ok: false; usage: GenerationUsageAnswer };

/**
 * Takes the user's metering lock for the rest of the transaction: every generation of one
 * user, on any server instance, waits here for the one before it, so the counts below are
 * read and written by one transaction at a time. Returns the user's tier.
 */
export async function lockUserForMetering(tx: Queryable, userId: string): Promise<string | null> {
  await tx.query('insert into public.profiles (id) values ($1) on conflict (id) do nothing', [
    userId,
  ]);
  const found = await tx.query<{ subscription_tier: string | null }>(
    'select subscription_tier from public.profiles where id = $1 for update',
    [userId],
  );
  return found.rows[0]?.subscription_tier ?? null;
}

/** The usage the dashboard shows after this transaction: the same rule as the web app. */
export async function currentUsage(
  tx: Queryable,
  userId: string,
  tier: string | null,
  now: Date,
): Promise<GenerationUsageAnswer> {
  const cycle = await tx.query<BillingCycleUsage>(
    'select included_generations, extra_generations from public.billing_cycles where user_id = $1 and cycle_month = $2',
    [userId, currentCycleMonth(now)],
  );
  const packs = await tx.query<AdditionalGenerations>(
    'select amount, used, expires_at from public.additional_generations where user_id = $1',
    [userId],
  );
  const summary = usageSummary({
    tier,
    context: 'dashboard',
    cycle: cycle.rows[0] ?? null,
    additional: packs.rows,
    now,
  });
  return {
    used: summary.used,
    allowance: summary.allowance,
    additional: summary.unusedAdditional,
    remaining: summary.remaining,
  };
}

/**
 * Counts one generation, the one place this happens. Must run in the transaction that
 * inserts the generation, after lockUserForMetering. In order: free within the month's
 * allowance; charged to the unexpired purchased pack that expires first; charged as
 * overage for starter users with a payment method; otherwise refused, recording nothing.
 */
export async function meterGeneration(
  tx: Queryable,
  userId: string,
  tier: string | null,
  options: { now: Date; overage: OverageBilling },
): Promise<MeteringResult> {
  const { now, overage } = options;
  const cycleMonth = currentCycleMonth(now);
  await tx.query(
    `insert into public.billing_cycles (user_id, cycle_month) values ($1, $2)
     on conflict (user_id, cycle_month) do nothing`,
    [userId, cycleMonth],
  );
  const cycle = await tx.query<{ id: string; included_generations: number }>(
    'select id, included_generations from public.billing_cycles where user_id = $1 and cycle_month = $2 for update',
    [userId, cycleMonth],
  );
  const row = cycle.rows[0];
  if (!row) throw new Error('The billing cycle row vanished inside its transaction');

  let source: MeteredSource | null = null;
  if (row.included_generations < monthlyAllowance(tier, 'dashboard')) {
    await tx.query(
      'update public.billing_cycles set included_generations = included_generations + 1, updated_at = now() where id = $1',
      [row.id],
    );
    source = 'allowance';
  } else {
    const pack = await tx.query<{ id: string }>(
      `select id from public.additional_generations
       where user_id = $1 and expires_at > $2 and used < amount
       order by expires_at, created_at, id limit 1 for update`,
      [userId, now.toISOString()],
    );
    if (pack.rows[0]) {
      await tx.query('update public.additional_generations set used = used + 1 where id = $1', [
        pack.rows[0].id,
      ]);
      source = 'pack';
    } else if (isStarter(tier) && (await overage.hasOveragePaymentMethod(tx, userId))) {
      await overage.recordOverageGeneration(tx, userId, cycleMonth);
      source = 'overage';
    }
  }
  const usage = await currentUsage(tx, userId, tier, now);
  if (!source) return { ok: false, usage };
  return { ok: true, charged: source !== 'allowance', source, usage };
}

/** Overage is a starter feature; an unknown tier reads as starter, as everywhere else. */
function isStarter(tier: string | null): boolean {
  return tier !== 'pro' && tier !== 'custom';
}
