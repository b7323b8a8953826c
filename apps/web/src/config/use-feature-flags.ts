import type { FeatureFlags } from '@app/shared/flags';
import { getRuntimeConfig } from './runtime';

/**
 * Feature flags come from the runtime config, so they are fixed for the life of the page:
 * an operator flips one with a backend restart and the next page load picks it up.
 */
export function useFeatureFlags(): FeatureFlags {
  return getRuntimeConfig().flags;
}
