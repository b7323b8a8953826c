import { supabase } from '@/lib/supabase';
import { oauthRedirectTo } from '../utils/auth-redirects';

export type OAuthProvider = 'google' | 'github';

/**
 * The OAuth options of spec section 7, per provider. auth_provider travels as a query
 * parameter of the authorize URL, where the auth service stores it in the user's metadata.
 */
export interface OAuthStartOptions {
  redirectTo: string;
  scopes?: string;
  queryParams: Record<string, string>;
}

export function oauthOptions(provider: OAuthProvider, origin: string, returnTo: string | null): OAuthStartOptions {
  const redirectTo = oauthRedirectTo(origin, returnTo);
  return provider === 'google'
    ? { redirectTo, queryParams: { auth_provider: 'google', access_type: 'offline', prompt: 'consent' } }
    : { redirectTo, scopes: 'user:email', queryParams: { auth_provider: 'github' } };
}

/** Starts the provider's sign-in; on success supabase-js sends the browser to data.url. */
export async function signInWithProvider(provider: OAuthProvider, returnTo: string | null): Promise<{ error: string | null }> {
  const { error } = await supabase.auth.signInWithOAuth({ provider, options: oauthOptions(provider, window.location.origin, returnTo) });
  return { error: error ? error.message : null };
}
