import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, readFeatureFlags } from './flags';

describe('feature flags', () => {
  it('defaults: pricing, demo, AI chip, AI posts and iOS off; the rest on', () => {
    expect(DEFAULT_FEATURE_FLAGS).toEqual({
      showPricing: false,
      showDemoButton: false,
      showAiChip: false,
      showAiBlogPosts: false,
      iosSupport: false,
      documentation: true,
      support: true,
      billing: true,
      upgrade: true,
    });
  });
  it('reads true and false words, case and space insensitive', () => {
    const flags = readFeatureFlags({
      SHOW_PRICING: ' TRUE ',
      SHOW_BILLING: 'off',
      SHOW_AI_CHIP: '1',
    });
    expect(flags.showPricing).toBe(true);
    expect(flags.billing).toBe(false);
    expect(flags.showAiChip).toBe(true);
  });
  it('keeps the default for an unrecognised value', () => {
    expect(readFeatureFlags({ SHOW_PRICING: 'maybe', SHOW_SUPPORT: '' })).toMatchObject({
      showPricing: false,
      support: true,
    });
  });
});
