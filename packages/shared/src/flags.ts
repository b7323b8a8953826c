/**
 * The product's feature flags. Each is read at run time by the backend from an
 * environment variable named after it, and handed to the web app in its runtime config,
 * so an operator flips one with a restart, not a rebuild.
 */
export const FEATURE_FLAGS = {
  showPricing: { env: 'SHOW_PRICING', default: false },
  showDemoButton: { env: 'SHOW_DEMO_BUTTON', default: false },
  showAiChip: { env: 'SHOW_AI_CHIP', default: false },
  showAiBlogPosts: { env: 'SHOW_AI_BLOG_POSTS', default: false },
  iosSupport: { env: 'SHOW_IOS_SUPPORT', default: false },
  documentation: { env: 'SHOW_DOCUMENTATION', default: true },
  support: { env: 'SHOW_SUPPORT', default: true },
  billing: { env: 'SHOW_BILLING', default: true },
  upgrade: { env: 'SHOW_UPGRADE', default: true },
} as const;

export type FeatureFlagName = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlagName, boolean>;

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

/** Reads every flag from an environment map; an unset or unrecognised value keeps the default. */
export function readFeatureFlags(env: Record<string, string | undefined>): FeatureFlags {
  const flags = {} as FeatureFlags;
  for (const [name, def] of Object.entries(FEATURE_FLAGS) as [
    FeatureFlagName,
    (typeof FEATURE_FLAGS)[FeatureFlagName],
  ][]) {
    const raw = env[def.env]?.trim().toLowerCase();
    flags[name] =
      raw && TRUE_WORDS.has(raw) ? true : raw && FALSE_WORDS.has(raw) ? false : def.default;
  }
  return flags;
}

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = readFeatureFlags({});
