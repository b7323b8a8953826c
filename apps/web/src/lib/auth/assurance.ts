import type { Session } from '@supabase/supabase-js';

/** The `aal` claim of an access token ('aal1', 'aal2'), or null when it cannot be read. */
export function tokenAal(accessToken: string): string | null {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

/**
 * True when the session has a verified second factor it has not passed yet (signed in with
 * the password only): the guard then asks for the authenticator code before any signed-in page.
 */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  const verified = (session.user.factors ?? []).some((f) => f.status === 'verified');
  return verified && tokenAal(session.access_token) !== 'aal2';
}
