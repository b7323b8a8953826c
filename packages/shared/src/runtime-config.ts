import type { FeatureFlags } from './flags';

/**
 * What the backend hands the web app at run time (GET /runtime-config.js sets
 * `window.__APP_CONFIG__`), so nothing environment-specific is baked into the bundle.
 */
export interface RuntimeConfig {
  /** Base URL of the Supabase-compatible API (same origin by default). */
  supabaseUrl: string;
  /** The public anon key (a JWT with role anon). */
  anonKey: string;
  /** The public origin of the site, e.g. http://localhost:3000. */
  siteUrl: string;
  /** 'local' when the stand-ins (dev mailbox, OAuth, payments) are on; 'production' otherwise. */
  appEnv: 'local' | 'production';
  flags: FeatureFlags;
  /**
   * Figma's OAuth authorize page as the link pages need it (public values only): the real
   * www.figma.com/oauth with FIGMA_CLIENT_ID, or the local stand-in. Null when unavailable.
   */
  figma?: { clientId: string; authorizeUrl: string; scopes: string[] } | null;
  /** Payments: the public key and the configured price ids (absent from older servers). */
  stripe?: StripeRuntimeConfig;
}

export interface StripeRuntimeConfig {
  publishableKey: string;
  prices: { proMonthly: string; proAnnual: string; generationPack: string };
  /** True when the local Stripe stand-in takes the payments (Stripe.js is not loaded then). */
  standIn: boolean;
}

declare global {
  interface Window {
    __APP_CONFIG__?: RuntimeConfig;
  }
}
