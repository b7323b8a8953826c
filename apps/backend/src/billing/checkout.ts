import type Stripe from 'stripe';
import { currentCycleMonth, usageSummary } from '@app/shared/usage';
import type { AppContext } from '../context';
import { ensureCustomer } from './customers';
import { BILLING_ERRORS, BillingError } from './errors';

export type CheckoutMode = 'subscription' | 'payment' | 'setup';
/** What a checkout buys; carried in the session's metadata to the webhook. */
export type CheckoutKind = 'subscription' | 'pack' | 'card';

/** The configured prices and the one mode each may be bought in. */
export function priceKind(
  ctx: AppContext,
  priceId: string,
): { kind: CheckoutKind; mode: CheckoutMode } | null {
  const { prices } = ctx.config.stripe;
  if (priceId === prices.proMonthly || priceId === prices.proAnnual)
    return { kind: 'subscription', mode: 'subscription' };
  if (priceId === prices.generationPack) return { kind: 'pack', mode: 'payment' };
  return null;
}

interface Profile {
  subscription_tier: string;
}

/** Total this month on the upgrade page's reading (allowance + unused unexpired packs). */
async function monthTotal(ctx: AppContext, userId: string, tier: string): Promise<number> {
  const now = new Date();
  const [cycle, packs] = await Promise.all([
    ctx.db.query<{ included_generations: number; extra_generations: number }>(
      'select included_generations, extra_generations from public.billing_cycles where user_id = $1 and cycle_month = $2',
      [userId, currentCycleMonth(now)],
    ),
    ctx.db.query<{ amount: number; used: number; expires_at: Date }>(
      'select amount, used, expires_at from public.additional_generations where user_id = $1 and expires_at > now()',
      [userId],
    ),
  ]);
  return usageSummary({
    tier,
    context: 'upgrade',
    cycle: cycle.rows[0] ?? null,
    additional: packs.rows,
    now,
  }).total;
}

async function hasLiveSubscription(ctx: AppContext, userId: string): Promise<boolean> {
  const { rows } = await ctx.db.query(
    "select 1 from public.subscriptions where user_id = $1 and status in ('active', 'past_due') limit 1",
    [userId],
  );
  return rows.length > 0;
}

/**
 * Starts a Stripe Checkout session for the caller: a Pro subscription (monthly or annual), a
 * 200-generation pack (pro under the 1,000 ceiling), or, with mode 'setup' and no price, a card
 * saved for starter overage. Answers the session id and its hosted URL.
 */
export async function createCheckoutSession(
  ctx: AppContext,
  stripe: Stripe,
  userId: string,
  input: { priceId: string | null; mode: string; returnOrigin?: string },
): Promise<{ sessionId: string; url: string }> {
  const profile = (
    await ctx.db.query<Profile>('select subscription_tier from public.profiles where id = $1', [
      userId,
    ])
  ).rows[0];
  if (!profile) throw new BillingError(BILLING_ERRORS.noSession, 401);
  const site = input.returnOrigin ?? ctx.config.siteUrl;
  let kind: CheckoutKind;
  if (input.mode === 'setup' && !input.priceId) {
    if (profile.subscription_tier !== 'starter')
      throw new BillingError(BILLING_ERRORS.setupNotStarter);
    kind = 'card';
  } else {
    const price = input.priceId ? priceKind(ctx, input.priceId) : null;
    if (!price) throw new BillingError(BILLING_ERRORS.unknownPrice);
    if (price.mode !== input.mode) throw new BillingError(BILLING_ERRORS.modeMismatch);
    kind = price.kind;
    if (kind === 'subscription' && (await hasLiveSubscription(ctx, userId)))
      throw new BillingError(BILLING_ERRORS.alreadyPro, 409);
    if (kind === 'pack') {
      if (profile.subscription_tier !== 'pro')
        throw new BillingError(BILLING_ERRORS.packNotPro, 403);
      if ((await monthTotal(ctx, userId, 'pro')) >= 1000)
        throw new BillingError(BILLING_ERRORS.packCeiling, 403);
    }
  }
  const customer = await ensureCustomer(ctx, stripe, userId);
  const metadata = { user_id: userId, kind };
  const successUrl = `${site}/checkout/success?session_id={CHECKOUT_SESSION_ID}${kind === 'subscription' ? '' : `&purchase=${kind}`}`;
  const common = {
    customer,
    client_reference_id: userId,
    metadata,
    success_url: successUrl,
    cancel_url: `${site}/upgrade`,
  };
  const session =
    kind === 'card'
      ? await stripe.checkout.sessions.create({ ...common, mode: 'setup', currency: 'usd' })
      : kind === 'pack'
        ? await stripe.checkout.sessions.create({
            ...common,
            mode: 'payment',
            line_items: [{ price: input.priceId!, quantity: 1 }],
            invoice_creation: { enabled: true, invoice_data: { metadata } },
            payment_intent_data: { metadata },
          })
        : await stripe.checkout.sessions.create({
            ...common,
            mode: 'subscription',
            line_items: [{ price: input.priceId!, quantity: 1 }],
            subscription_data: { metadata },
          });
  if (!session.url) throw new BillingError(BILLING_ERRORS.checkoutFallback, 502);
  return { sessionId: session.id, url: session.url };
}
