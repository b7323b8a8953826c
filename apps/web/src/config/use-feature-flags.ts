import { createContext, useContext } from 'react';
import type { FeatureFlags } from '@app/shared/flags';
import { getRuntimeConfig } from './runtime';

/**
 * Flags given by the build-time prerender of the landing page, which runs where no runtime
 * config exists; in the browser nothing provides it and the runtime config is read.
 */
export const PrerenderFlagsContext = createContext<FeatureFlags | null>(null);

/**
 * Feature flags come from the runtime config, so they are fixed for the life of the page:
 * an operator flips one with a backend restart and the next page load picks it up.
 */
export function useFeatureFlags(): FeatureFlags {
  return useContext(PrerenderFlagsContext) ?? getRuntimeConfig().flags;
}
