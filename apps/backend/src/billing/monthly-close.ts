import type Stripe from 'stripe';
import { currentCycleMonth } from '@app/shared/usage';
import type { AppContext } from '../context';
import { log } from '../log/logger';

/** A claim older than this is taken to be from a close that died half-way, and is resumed. */
const STALE_CLAIM_MINUTES = 10;

interface ClaimedCycle {
  id: string;
  user_id: string;
  cycle_month: string;
  extra_generations: number;
  extra_charge: number;
  stripe_customer_id: string | null;
}

export interface CloseResult {
  invoiced: number;
  closed: number;
  failed: number;
}

/**
 * Closes every ended month's billing cycle once: a cycle with starter overage is billed
 * through Stripe (one invoice with one line, charged to the card on file); a cycle with none
 * is marked closed. Each row is first claimed (pending → invoicing) by a conditional update,
 * so two closes running at once, on one server or two, never bill a cycle twice; every
 * Stripe call carries an idempotency key derived from the cycle, so a close that resumes a
 * stale claim reuses what the dead one created. The invoice's webhook then sets paid or failed.
 */
export async function closeEndedCycles(
  ctx: AppContext,
  stripe: Stripe,
  now = new Date(),
): Promise<CloseResult> {
  const result: CloseResult = { invoiced: 0, closed: 0, failed: 0 };
  const month = currentCycleMonth(now);
  for (;;) {
    const claimed = await ctx.db.query<ClaimedCycle>(
      `update public.billing_cycles c set status = 'invoicing', updated_at = now()
        from (select b.id from public.billing_cycles b
               where b.cycle_month < $1
                 and (b.status = 'pending' or (b.status = 'invoicing' and b.updated_at < now() - make_interval(mins => $2)))
               order by b.cycle_month limit 1 for update skip locked) pick
        where c.id = pick.id
        returning c.id, c.user_id, c.cycle_month, c.extra_generations, c.extra_charge,
          (select p.stripe_customer_id from public.profiles p where p.id = c.user_id) as stripe_customer_id`,
      [month, STALE_CLAIM_MINUTES],
    );
    const cycle = claimed.rows[0];
    if (!cycle) return result;
    if (cycle.extra_charge <= 0 || !cycle.stripe_customer_id) {
      await ctx.db.query(
        "update public.billing_cycles set status = 'closed', updated_at = now() where id = $1",
        [cycle.id],
      );
      result.closed++;
      continue;
    }
    try {
      const metadata = {
        billing_cycle_id: cycle.id,
        user_id: cycle.user_id,
        cycle_month: cycle.cycle_month,
      };
      const draft = await stripe.invoices.create(
        {
          customer: cycle.stripe_customer_id,
          collection_method: 'charge_automatically',
          auto_advance: false,
          metadata,
        },
        { idempotencyKey: `cycle-${cycle.id}-invoice` },
      );
      await stripe.invoiceItems.create(
        {
          customer: cycle.stripe_customer_id,
          invoice: draft.id,
          amount: cycle.extra_charge,
          currency: 'usd',
          description: `${cycle.extra_generations} extra generations in ${cycle.cycle_month} at $0.40 each`,
          metadata,
        },
        { idempotencyKey: `cycle-${cycle.id}-item` },
      );
      await stripe.invoices.finalizeInvoice(
        draft.id!,
        {},
        { idempotencyKey: `cycle-${cycle.id}-finalize` },
      );
      await ctx.db.query(
        "update public.billing_cycles set status = 'invoiced', stripe_invoice_id = $2, updated_at = now() where id = $1 and status = 'invoicing'",
        [cycle.id, draft.id],
      );
      const paid = await stripe.invoices
        .pay(draft.id!, {}, { idempotencyKey: `cycle-${cycle.id}-pay` })
        .catch((err: unknown) => {
          log.warn(
            { err, component: 'billing', cycleMonth: cycle.cycle_month, userId: cycle.user_id },
            `Charging ${cycle.cycle_month} overage of user ${cycle.user_id} failed`,
          );
          return null;
        });
      await ctx.db.query(
        "update public.billing_cycles set status = $2, updated_at = now() where id = $1 and status = 'invoiced'",
        [cycle.id, paid?.status === 'paid' ? 'paid' : 'failed'],
      );
      result.invoiced++;
    } catch (err) {
      // The claim stays; a later close resumes it with the same idempotency keys.
      log.error(
        { err, component: 'billing', cycleMonth: cycle.cycle_month, userId: cycle.user_id },
        `Closing ${cycle.cycle_month} of user ${cycle.user_id} failed`,
      );
      result.failed++;
      return result;
    }
  }
}
