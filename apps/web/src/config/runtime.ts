import type { RuntimeConfig } from '@app/shared/runtime-config';

/**
 * The runtime config is set by `/runtime-config.js`, which the backend serves and
 * index.html loads before the bundle. Nothing environment-specific is baked in at build time.
 */
export function getRuntimeConfig(): RuntimeConfig {
  const config = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  if (!config) {
    throw new Error(
      'FrameToCode runtime configuration is missing: window.__APP_CONFIG__ is not set. ' +
        'The page must load /runtime-config.js (served by the backend) before the app bundle.',
    );
  }
  if (!config.supabaseUrl || !config.anonKey) {
    throw new Error(
      'FrameToCode runtime configuration is incomplete: supabaseUrl and anonKey are required.',
    );
  }
  return config;
}
