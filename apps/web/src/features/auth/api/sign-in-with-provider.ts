import { supabase } from '@/lib/supabase';
import { oauthOptions, type OAuthProvider } from '../utils/oauth-options';

/** Starts the provider's sign-in; on success supabase-js sends the browser to data.url. */
export async function signInWithProvider(provider: OAuthProvider, returnTo: string | null): Promise<{ error: string | null }> {
  const { error } = await supabase.auth.signInWithOAuth({ provider, options: oauthOptions(provider, window.location.origin, returnTo) });
  return { error: error ? error.message : null };
}
