import type Stripe from 'stripe';
import { PACK_SIZE } from '@app/shared/plans';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { subscriptionOwner, writeSubscriptionState } from './subscriptions';

/**
 * How long a purchased pack lasts. The spec says packs roll over (they are not tied to the
 * month they were bought in); the schema needs an expiry, so a pack is usable for one year,
 * the usual lifetime of prepaid credits, and the oldest expiry is spent first.
 */
export const PACK_LIFETIME_DAYS = 365;

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

type Effect = (tx: Queryable) => Promise<void>;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

async function retrieveSubscription(
  stripe: Stripe,
  id: string,
): Promise<Stripe.Subscription | null> {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (err) {
    if ((err as { code?: string }).code === 'resource_missing') return null;
    throw err;
  }
}

function subscriptionEffect(sub: Stripe.Subscription | null): Effect {
  return async (tx) => {
    if (!sub) return;
    const userId = await subscriptionOwner(tx, sub);
    if (userId) await writeSubscriptionState(tx, userId, sub);
  };
}

/**
 * A paid pack checkout: one additional_generations row, keyed by its payment so it is added
 * once. The buyer's auth.users row is locked (FOR KEY SHARE) as subscriptionOwner locks it, so
 * an account deletion under way is waited for, and then there is no one to add the pack to.
 */
function packEffect(session: Stripe.Checkout.Session): Effect {
  return async (tx) => {
    const userId = session.metadata?.user_id ?? session.client_reference_id;
    if (!userId || session.payment_status !== 'paid') return;
    await tx.query(
      `insert into public.additional_generations
         (user_id, amount, used, expires_at, stripe_payment_intent_id, stripe_checkout_session_id)
       select $1, $2, 0, now() + make_interval(days => $3), $4, $5
        where exists (
          select 1 from public.profiles p join auth.users u on u.id = p.id
           where p.id = $1
             for key share of u
        )
       on conflict do nothing`,
      [
        userId,
        PACK_SIZE,
        PACK_LIFETIME_DAYS,
        idOf(session.payment_intent) ?? session.id,
        session.id,
      ],
    );
  };
}

/**
 * Reads what an event is about, from Stripe (never trusting the event's own snapshot, which
 * may be stale when events arrive late, twice or out of order), and returns the database
 * effect. The Stripe calls happen here, outside the transaction.
 */
async function effectOf(stripe: Stripe, event: Stripe.Event): Promise<Effect | null> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = await stripe.checkout.sessions.retrieve(event.data.object.id);
      const kind = session.metadata?.kind;
      if (session.mode === 'subscription') {
        const subId = idOf(session.subscription);
        return subId ? subscriptionEffect(await retrieveSubscription(stripe, subId)) : null;
      }
      if (session.mode === 'payment' && kind === 'pack') return packEffect(session);
      if (session.mode === 'setup') {
        const setupId = idOf(session.setup_intent);
        if (!setupId) return null;
        const setup = await stripe.setupIntents.retrieve(setupId);
        const pm = idOf(setup.payment_method);
        const customer = idOf(session.customer);
        if (!pm || !customer || setup.status !== 'succeeded') return null;
        // The card becomes the customer's default, so the monthly close can charge it.
        await stripe.customers.update(customer, {
          invoice_settings: { default_payment_method: pm },
        });
        return async (tx) => {
          await tx.query(
            'update public.profiles set overage_payment_method_id = $2, updated_at = now() where stripe_customer_id = $1',
            [customer, pm],
          );
        };
      }
      return null;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionEffect(await retrieveSubscription(stripe, event.data.object.id));
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = await stripe.invoices.retrieve(event.data.object.id!);
      const subId = idOf(invoice.parent?.subscription_details?.subscription);
      const sub = subId ? await retrieveSubscription(stripe, subId) : null;
      const cycleId = invoice.metadata?.billing_cycle_id;
      return async (tx) => {
        await subscriptionEffect(sub)(tx);
        if (cycleId) {
          // A monthly-close invoice: the cycle follows the invoice's present state.
          const status =
            invoice.status === 'paid'
              ? 'paid'
              : invoice.status === 'open' && invoice.attempted
                ? 'failed'
                : null;
          if (status) {
            await tx.query(
              "update public.billing_cycles set status = $2, updated_at = now() where id = $1 and stripe_invoice_id = $3 and status <> 'paid'",
              [cycleId, status, invoice.id],
            );
          }
        }
      };
    }
    default:
      return null;
  }
}

/**
 * Processes one verified Stripe event exactly once: its id goes into stripe_events in the same
 * transaction as its effect, so a replay (or two deliveries at once) finds it and does nothing.
 * Returns false for an event seen before.
 */
export async function processStripeEvent(
  ctx: AppContext,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<boolean> {
  const seen = await ctx.db.query('select 1 from public.stripe_events where id = $1', [event.id]);
  if (seen.rows.length > 0) return false;
  const effect = await effectOf(stripe, event);
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx.query(
      'insert into public.stripe_events (id, type) values ($1, $2) on conflict (id) do nothing returning id',
      [event.id, event.type],
    );
    if (claimed.rows.length === 0) return false;
    if (effect) await effect(tx);
    return true;
  });
}
