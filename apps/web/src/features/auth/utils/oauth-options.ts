import { oauthRedirectTo } from './auth-redirects';

export type OAuthProvider = 'google' | 'github';

export interface OAuthStartOptions {
  redirectTo: string;
  scopes?: string;
  queryParams: Record<string, string>;
}

/**
 * The OAuth options supabase-js sends, per provider. auth_provider travels as a query
 * parameter of the authorize URL, where the auth service stores it in the user's metadata.
 */
export function oauthOptions(
  provider: OAuthProvider,
  origin: string,
  returnTo: string | null,
): OAuthStartOptions {
  const redirectTo = oauthRedirectTo(origin, returnTo);
  return provider === 'google'
    ? {
        redirectTo,
        queryParams: { auth_provider: 'google', access_type: 'offline', prompt: 'consent' },
      }
    : { redirectTo, scopes: 'user:email', queryParams: { auth_provider: 'github' } };
}
