/**
 * Payment settings (README, "Payments"). In production every one is required; in local mode,
 * without STRIPE_SECRET_KEY, they default to the built-in Stripe stand-in (src/dev/stripe),
 * which the same `stripe` SDK reaches on the app's own port.
 */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  prices: {
    proMonthly: string;
    proAnnual: string;
    generationPack: string;
  };
  /** Where the SDK sends its calls; null means Stripe itself. */
  apiBase: string | null;
  /** True when the local stand-in answers (no keys set, not production). */
  standIn: boolean;
}

/** The stand-in's fixed test values: they only ever mean something to the stand-in. */
export const STAND_IN_STRIPE = {
  secretKey: 'sk_test_frametocode_stand_in',
  webhookSecret: 'whsec_frametocode_stand_in',
  publishableKey: 'pk_test_frametocode_stand_in',
  prices: {
    proMonthly: 'price_pro_monthly',
    proAnnual: 'price_pro_annual',
    generationPack: 'price_additional_200',
  },
} as const;

const REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_ANNUAL',
  'STRIPE_PRICE_GENERATION_PACK',
] as const;

/** Reads the payment settings; `missing` names what production lacks (empty locally). */
export function readStripeConfig(
  env: NodeJS.ProcessEnv,
  appEnv: 'local' | 'production',
): { stripe: StripeConfig; missing: string[] } {
  const standIn = appEnv !== 'production' && !env.STRIPE_SECRET_KEY;
  if (standIn) {
    return {
      stripe: {
        ...STAND_IN_STRIPE,
        prices: { ...STAND_IN_STRIPE.prices },
        apiBase: null,
        standIn: true,
      },
      missing: [],
    };
  }
  const missing = appEnv === 'production' ? REQUIRED.filter((name) => !env[name]) : [];
  return {
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY ?? '',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
      prices: {
        proMonthly: env.STRIPE_PRICE_PRO_MONTHLY ?? '',
        proAnnual: env.STRIPE_PRICE_PRO_ANNUAL ?? '',
        generationPack: env.STRIPE_PRICE_GENERATION_PACK ?? '',
      },
      apiBase: env.STRIPE_API_BASE?.replace(/\/$/, '') || null,
      standIn: false,
    },
    missing,
  };
}
