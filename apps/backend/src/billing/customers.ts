import type Stripe from 'stripe';
import type { AppContext } from '../context';

/**
 * The caller's Stripe customer id, created on first use and stored on the profile. A
 * transaction-level advisory lock per user makes two simultaneous first checkouts share
 * one customer instead of creating two.
 */
export async function ensureCustomer(
  ctx: AppContext,
  stripe: Stripe,
  userId: string,
): Promise<string> {
  const existing = await ctx.db.query<{ stripe_customer_id: string | null }>(
    'select stripe_customer_id from public.profiles where id = $1',
    [userId],
  );
  const known = existing.rows[0]?.stripe_customer_id;
  if (known) return known;
  const user = await ctx.db.query<{ email: string | null }>(
    'select email from auth.users where id = $1',
    [userId],
  );
  // Idempotency: a retry of the same first checkout gets the same customer back from Stripe.
  const customer = await stripe.customers.create(
    { email: user.rows[0]?.email ?? undefined, metadata: { user_id: userId } },
    { idempotencyKey: `customer-for-${userId}` },
  );
  return ctx.db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('stripe-customer:' || $1))", [userId]);
    const updated = await tx.query<{ stripe_customer_id: string }>(
      `update public.profiles set stripe_customer_id = coalesce(stripe_customer_id, $2), updated_at = now()
        where id = $1 returning stripe_customer_id`,
      [userId, customer.id],
    );
    return updated.rows[0]?.stripe_customer_id ?? customer.id;
  });
}

/** The stored customer id, or null when the user never started a checkout. */
export async function storedCustomer(ctx: AppContext, userId: string): Promise<string | null> {
  const { rows } = await ctx.db.query<{ stripe_customer_id: string | null }>(
    'select stripe_customer_id from public.profiles where id = $1',
    [userId],
  );
  return rows[0]?.stripe_customer_id ?? null;
}
