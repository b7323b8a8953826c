import { formatCount, formatUsdCompact } from './money';

/**
 * Plans as shown on the landing pricing section and the upgrade page (each plan's card).
 * Prices are kept in cents; the display text is
 * derived from them so the two never drift apart.
 */

/** Tiers as stored in profiles.subscription_tier. */
export const SUBSCRIPTION_TIERS = ['starter', 'pro', 'custom'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Plan ids on the signup-facing list; the Team plan is stored as the custom tier. */
export type PlanId = 'starter' | 'pro' | 'team';
export type BillingPeriod = 'monthly' | 'annual';

export const PRO_MONTHLY_CENTS = 1200;
export const PRO_ANNUAL_CENTS = 10800;
export const PRO_ORIGINAL_ANNUAL_CENTS = 14400;
export const ANNUAL_DISCOUNT_PERCENT = 25;
export const STARTER_EXTRA_GENERATION_CENTS = 40;
export const PACK_SIZE = 200;
export const PACK_PRICE_CENTS = 2000;
/** A pro user may top up with packs until the month's total reaches this. */
export const MAX_GENERATIONS_PER_MONTH = 1000;

/** Fixed payment-provider price ids (the stand-in and the real account both use these). */
export const PRICE_IDS = {
  proMonthly: 'price_pro_monthly',
  additionalGenerations: 'price_additional_200',
} as const;

export const PRO_ANNUAL_PRICING = {
  monthly: PRO_MONTHLY_CENTS,
  annual: PRO_ANNUAL_CENTS,
  originalAnnual: PRO_ORIGINAL_ANNUAL_CENTS,
} as const;

/** The upgrade page's one-time purchase button. */
export const PACK_BUTTON_TEXT = `Purchase ${PACK_SIZE} More for ${formatUsdCompact(PACK_PRICE_CENTS)}`;

/**
 * A feature line. When `was` is set the UI shows it struck through, then `now`, then
 * `text` (e.g. ~~10~~ 50 free generations); `planFeatureText` gives the plain reading.
 */
export interface PlanFeature {
  text: string;
  was?: string;
  now?: string;
}

export function planFeatureText(feature: PlanFeature): string {
  return feature.now ? `${feature.now} ${feature.text}` : feature.text;
}

export interface PlanCard {
  id: PlanId;
  name: string;
  /** Display price, e.g. '$12', 'Free', 'Custom'. */
  price: string;
  /** Shown after the price, e.g. '/month'; null when the price stands alone. */
  period: string | null;
  /** Struck-through price, only on the pro annual card. */
  originalPrice?: string;
  description: string;
  features: readonly PlanFeature[];
  popular: boolean;
  ctaText: string;
  ctaAction: 'signup' | 'contact';
}

const extraCost = formatUsdCompact(STARTER_EXTRA_GENERATION_CENTS);
const packPrice = formatUsdCompact(PACK_PRICE_CENTS);
const maxPerMonth = formatCount(MAX_GENERATIONS_PER_MONTH);

const STARTER: PlanCard = {
  id: 'starter',
  name: 'Starter',
  price: 'Free',
  period: null,
  description: 'Try the plugin on your own designs.',
  features: [
    { text: 'free generations', was: '10', now: '50' },
    { text: `${extraCost} per extra generation` },
    { text: 'Basic code generation' },
    { text: 'Community support' },
  ],
  popular: false,
  ctaText: 'Get Started',
  ctaAction: 'signup',
};

const PRO_FEATURES: readonly PlanFeature[] = [
  { text: '200 generations per month' },
  { text: `Add ${PACK_SIZE} more for ${packPrice}, up to ${maxPerMonth} per month` },
  { text: 'Advanced code settings' },
  { text: 'Priority email support' },
  { text: 'Early feature access' },
];

const TEAM: PlanCard = {
  id: 'team',
  name: 'Team',
  price: 'Custom',
  period: null,
  description: 'For teams shipping apps at volume.',
  features: [
    { text: '500+ generations per month' },
    { text: 'Bulk volume' },
    { text: 'Priority support and onboarding' },
    { text: 'Multi-user seats and team billing' },
  ],
  popular: false,
  ctaText: 'Contact Sales',
  ctaAction: 'contact',
};

function proCard(period: BillingPeriod): PlanCard {
  const base = {
    id: 'pro',
    name: 'Pro',
    description: 'For developers and designers shipping every week.',
    features: PRO_FEATURES,
    popular: true,
    ctaText: 'Get Started',
    ctaAction: 'signup',
  } as const;
  return period === 'annual'
    ? {
        ...base,
        price: formatUsdCompact(PRO_ANNUAL_CENTS),
        period: '/year',
        originalPrice: formatUsdCompact(PRO_ORIGINAL_ANNUAL_CENTS),
      }
    : { ...base, price: formatUsdCompact(PRO_MONTHLY_CENTS), period: '/month' };
}

/** The three cards in display order; the annual view changes the pro card only. */
export function planCards(period: BillingPeriod): readonly PlanCard[] {
  return [STARTER, proCard(period), TEAM];
}

export const PROMOTION_BANNER = {
  title: 'Limited-time offer',
  subtitle: '50 free generations on the Starter plan',
  description: 'Sign up now and get 50 free generations instead of the usual 10.',
} as const;

export const PRICING_TOGGLE_LABELS = {
  monthly: 'Monthly',
  annual: 'Annual',
  annualDiscount: `Save ${ANNUAL_DISCOUNT_PERCENT}%`,
} as const;

export const TIER_DISPLAY_NAMES: Record<SubscriptionTier, string> = {
  starter: 'Starter',
  pro: 'Pro',
  custom: 'Custom',
};

export function isSubscriptionTier(value: unknown): value is SubscriptionTier {
  return typeof value === 'string' && (SUBSCRIPTION_TIERS as readonly string[]).includes(value);
}

/** A missing or unknown tier reads as starter, the free default. */
export function tierDisplayName(tier: string | null | undefined): string {
  return TIER_DISPLAY_NAMES[isSubscriptionTier(tier) ? tier : 'starter'];
}

/** The billing page's Current Plan feature list (uses the 10-a-month starter reading). */
export const BILLING_FEATURES: Record<SubscriptionTier, readonly string[]> = {
  starter: [
    '10 free generations per month',
    `${extraCost} per extra generation`,
    'Basic code generation',
    'Community support',
  ],
  pro: PRO_FEATURES.map(planFeatureText),
  custom: [
    '500+ generations per month',
    'Bulk volume',
    'Dedicated support and onboarding',
    'Multi-user seats and team billing',
  ],
};

export function billingFeatures(tier: string | null | undefined): readonly string[] {
  return BILLING_FEATURES[isSubscriptionTier(tier) ? tier : 'starter'];
}
