import { anonKeyFromRuntimeConfig, resolveApiOrigin } from './origin';

// Replaced at build time (scripts/build.ts): PLUGIN_API_ORIGIN and PLUGIN_ANON_KEY.
declare const __PLUGIN_API_ORIGIN__: string;
declare const __PLUGIN_ANON_KEY__: string;

export const API_ORIGIN = resolveApiOrigin(
  window.location,
  __PLUGIN_API_ORIGIN__,
  window.__FRAMETOCODE_API_ORIGIN__,
);

let anonKey: Promise<string> | null = null;

/** The anon key: built in with PLUGIN_ANON_KEY, else fetched once from the server. */
export function getAnonKey(): Promise<string> {
  if (__PLUGIN_ANON_KEY__) return Promise.resolve(__PLUGIN_ANON_KEY__);
  anonKey ??= fetch(`${API_ORIGIN}/runtime-config.js`, { cache: 'no-store' })
    .then(async (res) => {
      const key = res.ok ? anonKeyFromRuntimeConfig(await res.text()) : null;
      if (!key)
        throw new Error(`The server at ${API_ORIGIN} did not give the plugin its configuration.`);
      return key;
    })
    .catch((err: unknown) => {
      anonKey = null;
      throw err;
    });
  return anonKey;
}
