import { supabase } from '@/lib/supabase';

/** What the initiate page says when its state was stored by another start of the link. */
export const STATE_TAKEN_MESSAGE =
  'this Figma link was already started elsewhere. Start again from the Figma plugin.';

/**
 * figma_oauth_state insert (state, session_id, user_id null), as the initiate page stores it.
 * Opening the same link again (a reload, a second tab) finds its own record and goes on; a
 * state held for another plugin session is refused in words, never with the database's text.
 */
export async function storeOAuthState(state: string, sessionId: string): Promise<void> {
  const { error } = await supabase
    .from('figma_oauth_state')
    .insert({ state, session_id: sessionId, user_id: null });
  if (!error) return;
  if (error.code === '23505') {
    const held = await findOAuthState(state);
    if (held?.session_id === sessionId) return;
    throw new Error(STATE_TAKEN_MESSAGE);
  }
  throw new Error(error.message);
}

/** The stored record of a state this visitor holds, or null (unknown or expired). */
export async function findOAuthState(
  state: string,
): Promise<{ state: string; session_id: string } | null> {
  const { data, error } = await supabase.rpc('get_figma_oauth_state', { oauth_state: state });
  if (error) throw new Error(error.message);
  // The function answers the record as a JSON object, or null.
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { state: stored, session_id: sessionId } = data;
  return typeof stored === 'string' && typeof sessionId === 'string'
    ? { state: stored, session_id: sessionId }
    : null;
}

/** Deletes the stored record of a state; the return page always does, whatever the outcome. */
export async function deleteOAuthState(state: string): Promise<void> {
  try {
    const { error } = await supabase.rpc('delete_figma_oauth_state', { oauth_state: state });
    if (error) console.warn('Could not delete the stored Figma state:', error.message);
  } catch (err) {
    // The record expires within 10 minutes and the scheduled cleanup removes it.
    console.warn('Could not delete the stored Figma state:', err);
  }
}
