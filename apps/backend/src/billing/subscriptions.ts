import type Stripe from 'stripe';
import type { Queryable } from '../db/database';
import { log } from '../log/logger';

/** Our subscriptions.status for Stripe's: pro while active or past_due. */
export function localStatus(
  status: Stripe.Subscription.Status,
): 'active' | 'past_due' | 'canceled' | 'incomplete' | 'unpaid' {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'unpaid':
      return 'unpaid';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'canceled';
  }
}

/**
 * The user a Stripe subscription belongs to: its metadata, else the customer on a profile.
 * Their auth.users row stays locked (FOR KEY SHARE) until the caller's transaction ends, so an
 * account deletion either waits for it or has already happened and there is no owner: the
 * customer.subscription.deleted webhook that delete-account's own cancellation sends may
 * arrive while the account is being deleted, and must not write a row for a user who is gone.
 */
export async function subscriptionOwner(
  tx: Queryable,
  sub: Stripe.Subscription,
): Promise<string | null> {
  const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  const { rows } = await tx.query<{ id: string }>(
    `select p.id from public.profiles p join auth.users u on u.id = p.id
      where p.id::text = $1 or p.stripe_customer_id = $2
      order by (p.stripe_customer_id = $2) desc limit 1
      for key share of u`,
    [sub.metadata?.user_id ?? '', customer],
  );
  return rows[0]?.id ?? null;
}

/**
 * Writes a subscription's current state, as just read from Stripe, and the profile tier that
 * follows from all the user's subscriptions: pro while one is active or past_due, starter when
 * none is (a custom tier, set by sales, is left alone). Order of events never matters because
 * the input is always Stripe's present state.
 */
export async function writeSubscriptionState(
  tx: Queryable,
  userId: string,
  sub: Stripe.Subscription,
): Promise<void> {
  const item = sub.items.data[0];
  const start = item?.current_period_start ?? sub.start_date;
  const end = sub.ended_at ?? item?.current_period_end ?? null;
  const plan = item?.price.recurring?.interval === 'year' ? 'pro_annual' : 'pro_monthly';
  await tx.query(
    `insert into public.subscriptions (user_id, plan, status, start_date, end_date, stripe_subscription_id)
     values ($1, $2, $3, to_timestamp($4), to_timestamp($5), $6)
     on conflict (stripe_subscription_id) do update
       set plan = excluded.plan, status = excluded.status, start_date = excluded.start_date,
           end_date = excluded.end_date, updated_at = now()`,
    [userId, plan, localStatus(sub.status), start, end, sub.id],
  );
  await tx.query(
    `update public.profiles p
        set subscription_tier = case
              when exists (select 1 from public.subscriptions s where s.user_id = p.id and s.status in ('active', 'past_due')) then 'pro'
              else 'starter' end,
            updated_at = now()
      where p.id = $1 and p.subscription_tier <> 'custom'`,
    [userId],
  );
}

/** Subscription states that may still bill the user. */
const BILLABLE_STATUSES = ['active', 'past_due', 'incomplete', 'unpaid'];

/**
 * Stops any subscription that could still bill the user (the account is about to be deleted),
 * with the payment provider the rest of billing uses (Stripe, or the local stand-in; a
 * subscription it no longer knows counts as cancelled), then in the database. Returns false
 * when the provider refused: the caller keeps the account rather than leave a paying
 * subscription without an owner.
 */
export async function cancelBillableSubscriptions(
  db: Queryable,
  stripe: Stripe,
  userId: string,
): Promise<boolean> {
  const open = await db.query<{ id: string; stripe_subscription_id: string | null }>(
    'select id, stripe_subscription_id from public.subscriptions where user_id = $1 and status = any($2::text[])',
    [userId, BILLABLE_STATUSES],
  );
  for (const sub of open.rows) {
    if (!sub.stripe_subscription_id) continue;
    try {
      await stripe.subscriptions.cancel(sub.stripe_subscription_id);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'resource_missing') continue;
      log.error(
        { err, userId, subscription: sub.stripe_subscription_id },
        'cancelling the subscription failed: the account is kept',
      );
      return false;
    }
  }
  if (open.rows.length > 0) {
    await db.query(
      `update public.subscriptions set status = 'canceled', end_date = least(coalesce(end_date, now()), now()), updated_at = now()
       where user_id = $1 and status = any($2::text[])`,
      [userId, BILLABLE_STATUSES],
    );
  }
  return true;
}
