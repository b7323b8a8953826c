import { getRuntimeConfig } from '@/config/runtime';

/**
 * Figma's authorize URL (a browser redirect): the public client id,
 * redirect_uri on this origin, the configured scopes, the state and response_type code,
 * plus a PKCE S256 challenge whose verifier waits in sessionStorage for the exchange.
 */
const VERIFIER_KEY = 'ftc:figma-pkce:';

function randomVerifier(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
  );
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function figmaAuthorizeUrl(
  returnPath: '/plugin-auth' | '/auth',
  state: string,
): Promise<string> {
  const figma = getRuntimeConfig().figma;
  if (!figma) throw new Error('Figma sign-in is not available on this server.');
  const verifier = randomVerifier();
  try {
    window.sessionStorage.setItem(VERIFIER_KEY + state, verifier);
  } catch {
    // No storage: the exchange goes without PKCE, as the client secret still protects it.
  }
  const url = new URL(figma.authorizeUrl);
  url.searchParams.set('client_id', figma.clientId);
  url.searchParams.set('redirect_uri', window.location.origin + returnPath);
  url.searchParams.set('scope', figma.scopes.join(' '));
  url.searchParams.set('state', state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('code_challenge', await s256(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** The PKCE verifier kept for `state`, removed as it is read. */
export function takeCodeVerifier(state: string): string | null {
  try {
    const verifier = window.sessionStorage.getItem(VERIFIER_KEY + state);
    window.sessionStorage.removeItem(VERIFIER_KEY + state);
    return verifier;
  } catch {
    return null;
  }
}
