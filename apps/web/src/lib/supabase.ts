import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '@/config/runtime';
import type { Database } from './database.types';
import { withNetworkErrors } from './network-fetch';

/** The client typed by the schema the migrations make (database.types.ts, generated). */
export type AppSupabaseClient = SupabaseClient<Database>;

let client: AppSupabaseClient | null = null;

function getClient(): AppSupabaseClient {
  if (!client) {
    const config = getRuntimeConfig();
    client = createClient<Database>(config.supabaseUrl, config.anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
      },
      // Read at call time, so a test (or an extension) that replaces window.fetch is honoured.
      global: { fetch: withNetworkErrors((input, init) => fetch(input, init)) },
    });
  }
  return client;
}

/**
 * The one supabase-js client of the web app. It uses the public anon key; the signed-in
 * user's session (persisted in local storage, refreshed automatically, and picked up from
 * OAuth and email links) is attached to every request by the client itself.
 *
 * It is created on first use rather than when this module is imported, so a page served
 * without /runtime-config.js shows main.tsx's clear error instead of failing to start blank.
 */
export const supabase: AppSupabaseClient = new Proxy({} as AppSupabaseClient, {
  get(_target, property) {
    const real = getClient();
    const value: unknown = Reflect.get(real, property, real);
    return typeof value === 'function' ? value.bind(real) : value;
  },
});
