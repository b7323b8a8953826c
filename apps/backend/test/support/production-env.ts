/** Stripe settings production requires, each valid (tests of the configuration only). */
export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_PRICE_PRO_MONTHLY: 'price_m',
  STRIPE_PRICE_PRO_ANNUAL: 'price_a',
  STRIPE_PRICE_GENERATION_PACK: 'price_p',
};

/** Every setting production requires, each valid; configuration tests blank or shorten one. */
export const PRODUCTION_ENV = {
  APP_ENV: 'production',
  DATABASE_URL: 'postgres://db/app',
  JWT_SECRET: 'j'.repeat(40),
  MFA_ENCRYPTION_KEY: 'm'.repeat(40),
  SMTP_URL: 'smtp://mail',
  SITE_URL: 'https://frametocode.app',
  GOOGLE_CLIENT_ID: 'g',
  GOOGLE_CLIENT_SECRET: 'g',
  GITHUB_CLIENT_ID: 'h',
  GITHUB_CLIENT_SECRET: 'h',
  FIGMA_CLIENT_ID: 'f',
  FIGMA_CLIENT_SECRET: 'f',
  FIGMA_TOKEN_ENCRYPTION_KEY: 'k'.repeat(44),
  ...STRIPE_ENV,
};
