import type { TestBackend } from '../support/harness';
import { FIGMA_STAND_IN_CLIENT } from '../../src/plugin-link/figma-provider';

/**
 * Walks the Figma stand-in's consent page as a browser would: GET the authorize page, post
 * the form with the chosen decision, and return the redirect back to the product.
 */
export async function figmaConsent(
  b: TestBackend,
  opts: {
    page: '/plugin-auth' | '/auth';
    state: string;
    email?: string;
    deny?: boolean;
    codeChallenge?: string;
  },
): Promise<URL> {
  const params = new URLSearchParams({
    client_id: FIGMA_STAND_IN_CLIENT.clientId,
    redirect_uri: `${b.url}${opts.page}`,
    scope: 'current_user:read file_content:read',
    state: opts.state,
    response_type: 'code',
    ...(opts.codeChallenge
      ? { code_challenge: opts.codeChallenge, code_challenge_method: 'S256' }
      : {}),
  });
  const consent = await fetch(`${b.url}/_dev/oauth/figma/oauth?${params.toString()}`);
  if (consent.status !== 200) throw new Error(`consent page answered ${consent.status}`);
  params.set('email', opts.email ?? 'designer@example.com');
  params.set('handle', 'ada-designs');
  params.set('action', opts.deny ? 'deny' : 'allow');
  const decided = await fetch(`${b.url}/_dev/oauth/figma/oauth`, {
    method: 'POST',
    body: params,
    redirect: 'manual',
  });
  return new URL(decided.headers.get('location')!);
}
