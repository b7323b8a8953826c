import { createClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '@/config/runtime';

const config = getRuntimeConfig();

/**
 * The one supabase-js client of the web app. It uses the public anon key; the signed-in
 * user's session (persisted in local storage, refreshed automatically, and picked up from
 * OAuth and email links) is attached to every request by the client itself.
 */
export const supabase = createClient(config.supabaseUrl, config.anonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
});
