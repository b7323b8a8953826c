import { STARTER_EXTRA_GENERATION_CENTS } from '@app/shared/plans';
import type { Queryable } from '../db/database';

/**
 * Starter overage ($0.40 per extra generation). A starter user past the month's
 * free allowance may generate on, one charge at a time, only with a card on file: saved by a
 * setup-mode checkout (create-checkout with mode 'setup'). The charges accumulate on the month's
 * billing_cycles row and are billed once by the monthly close (monthly-close.ts).
 */

/** Whether a profiles row has a card for overage: a payment method on a Stripe customer. */
export const CARD_ON_FILE =
  '(overage_payment_method_id is not null and stripe_customer_id is not null)';

/**
 * Records one charged overage generation on the (user, cycleMonth) billing cycle: creates the
 * row when missing and adds 1 generation and 40 cents in a single statement, so concurrent
 * generations never lose a count. Runs inside the caller's transaction (service role).
 */
export async function recordOverageGeneration(
  tx: Queryable,
  userId: string,
  cycleMonth: string,
): Promise<{ extraGenerations: number; extraChargeCents: number }> {
  const { rows } = await tx.query<{ extra_generations: number; extra_charge: number }>(
    `insert into public.billing_cycles (user_id, cycle_month, extra_generations, extra_charge)
     values ($1, $2, 1, $3)
     on conflict (user_id, cycle_month) do update
       set extra_generations = public.billing_cycles.extra_generations + 1,
           extra_charge = public.billing_cycles.extra_charge + excluded.extra_charge,
           updated_at = now()
     returning extra_generations, extra_charge`,
    [userId, cycleMonth, STARTER_EXTRA_GENERATION_CENTS],
  );
  const row = rows[0]!;
  return { extraGenerations: row.extra_generations, extraChargeCents: row.extra_charge };
}
