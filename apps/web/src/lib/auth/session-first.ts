import type { Session } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { hasUrlAuthParams, initialUrlAuthParams } from './url-auth-params';

let firstRead: { session: Session | null } | null = null;

/**
 * Reads the stored session before the app's first render (main.tsx does this for a
 * prerendered signed-in page, /dashboard): the AuthProvider then starts from it, so the first
 * thing the app paints over the prerendered layout is that page, not the guard's full-page
 * "Loading..." in between. A failed read leaves the provider to wait for supabase-js as usual,
 * and so does an auth return in the address (tokens, a code or an error), which the provider
 * finishes while the guard shows its loading state.
 */
export async function readSessionFirst(): Promise<void> {
  if (hasUrlAuthParams(initialUrlAuthParams)) return;
  try {
    const { data, error } = await supabase.auth.getSession();
    if (!error) firstRead = { session: data.session };
  } catch {
    firstRead = null;
  }
}

/** The session read by readSessionFirst, or null when it was not read (or not yet). */
export function sessionReadFirst(): { session: Session | null } | null {
  return firstRead;
}
