import type { OAuthStartPage } from '@app/shared/auth-messages';
import { rememberOAuthStart } from '@/lib/auth/auth-notice';
import { supabase } from '@/lib/supabase';
import { oauthOptions, type OAuthProvider } from '../utils/oauth-options';

/**
 * Starts the provider's sign-in; on success supabase-js sends the browser to data.url.
 * The page it starts from is remembered for the way back (see noticeForAuthUrlError).
 */
export async function signInWithProvider(
  provider: OAuthProvider,
  returnTo: string | null,
  startedOn: OAuthStartPage,
): Promise<{ error: string | null }> {
  rememberOAuthStart(startedOn);
  const { error } = await supabase.auth.signInWithOAuth({
    provider,
    options: oauthOptions(provider, window.location.origin, returnTo),
  });
  return { error: error ? error.message : null };
}
