import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { PRODUCTION_ENV, STRIPE_ENV } from '../test/support/production-env';

describe('loadConfig', () => {
  it('starts in production when every setting is there', () => {
    expect(loadConfig(PRODUCTION_ENV).stripe.standIn).toBe(false);
  });

  it('uses the local Stripe stand-in when no Stripe key is set outside production', () => {
    const { stripe } = loadConfig({});
    expect(stripe.standIn).toBe(true);
    expect(stripe.apiBase).toBeNull();
    expect(stripe.secretKey).toMatch(/^sk_test_/);
    expect(stripe.prices.generationPack).toBe('price_additional_200');
  });

  it('uses real Stripe settings when a secret key is set, and STRIPE_API_BASE when given', () => {
    const { stripe } = loadConfig({ ...STRIPE_ENV, STRIPE_API_BASE: 'http://127.0.0.1:12111/' });
    expect(stripe).toMatchObject({
      standIn: false,
      secretKey: 'sk_live_x',
      apiBase: 'http://127.0.0.1:12111',
      prices: { proMonthly: 'price_m', proAnnual: 'price_a', generationPack: 'price_p' },
    });
  });

  it('names only the missing Stripe settings in production', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, STRIPE_PRICE_PRO_ANNUAL: '' })).toThrow(
      'APP_ENV=production needs these settings: STRIPE_PRICE_PRO_ANNUAL',
    );
  });

  it('defaults to local mode on port 3000 with data in ./.data', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      appEnv: 'local',
      port: 3000,
      siteUrl: 'http://localhost:3000',
      dataDir: '/srv/app/.data',
      databaseUrl: null,
      smtpUrl: null,
      rateLimits: true,
    });
    expect(config.flags.showPricing).toBe(false);
    expect(config.flags.documentation).toBe(true);
  });

  it('reads every feature flag from the variable named after it', () => {
    const config = loadConfig({
      SHOW_PRICING: 'true',
      SHOW_AI_BLOG_POSTS: '1',
      SHOW_SUPPORT: 'false',
    });
    expect(config.flags).toMatchObject({
      showPricing: true,
      showAiBlogPosts: true,
      support: false,
      billing: true,
    });
  });

  it('refuses to start in production without the outside services, naming each missing setting', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      'APP_ENV=production needs these settings: DATABASE_URL, JWT_SECRET, MFA_ENCRYPTION_KEY, SMTP_URL, SITE_URL, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET, FIGMA_CLIENT_ID and FIGMA_CLIENT_SECRET, FIGMA_TOKEN_ENCRYPTION_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_PRO_MONTHLY, STRIPE_PRICE_PRO_ANNUAL, STRIPE_PRICE_GENERATION_PACK',
    );
  });

  it('refuses a short JWT secret in production', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET must be at least 32 characters in production',
    );
  });

  it('refuses a short MFA encryption key in production', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, MFA_ENCRYPTION_KEY: 'short' })).toThrow(
      'MFA_ENCRYPTION_KEY must be at least 32 characters in production',
    );
  });

  it('reads the operations settings: JSON logs in production, pretty locally, a 10 s shutdown grace', () => {
    expect(loadConfig({})).toMatchObject({
      logFormat: 'pretty',
      logLevel: 'info',
      shutdownGraceMs: 10_000,
      instanceId: null,
    });
    expect(loadConfig(PRODUCTION_ENV).logFormat).toBe('json');
    expect(
      loadConfig({
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'warn',
        SHUTDOWN_GRACE_MS: '2500',
        INSTANCE_ID: 'web-1',
      }),
    ).toMatchObject({
      logFormat: 'json',
      logLevel: 'warn',
      shutdownGraceMs: 2500,
      instanceId: 'web-1',
    });
  });

  it('refuses operations settings it cannot use, naming them', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(
      'LOG_FORMAT must be json or pretty, got "xml"',
    );
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(
      'SHUTDOWN_GRACE_MS must be a number of milliseconds',
    );
    expect(() => loadConfig({ INSTANCE_ID: 'web 1; drop' })).toThrow(
      'INSTANCE_ID may hold letters',
    );
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number');
  });

  it('refuses render settings out of range, in words that name the setting', () => {
    expect(() => loadConfig({ RENDERS: 'maybe' })).toThrow(
      'RENDERS must be on or off, got "maybe"',
    );
    expect(() => loadConfig({ RENDER_WORKERS: '17' })).toThrow(
      'RENDER_WORKERS must be a whole number from 0 to 16',
    );
    expect(() => loadConfig({ RENDER_NICENESS: '20' })).toThrow(
      'RENDER_NICENESS must be a whole number from 0 to 19',
    );
    expect(() => loadConfig({ RENDER_RETRY_DELAY_SECONDS: '0' })).toThrow(
      'RENDER_RETRY_DELAY_SECONDS must be a whole number of seconds from 1 to 3600',
    );
    expect(loadConfig({})).toMatchObject({
      rendersEnabled: true,
      renderWorkers: 1,
      renderRetryDelaySeconds: 10,
    });
  });
});
