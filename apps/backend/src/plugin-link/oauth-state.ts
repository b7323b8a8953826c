import type { AppContext } from '../context';

export interface StoredOAuthState {
  state: string;
  sessionId: string;
  userId: string | null;
}

/** The unexpired figma_oauth_state record of a state, read by the server for the /auth functions. */
export async function findOAuthState(
  ctx: AppContext,
  state: string,
): Promise<StoredOAuthState | null> {
  const res = await ctx.db.query<{ state: string; session_id: string; user_id: string | null }>(
    'select state, session_id, user_id from public.figma_oauth_state where state = $1 and expires_at > now()',
    [state],
  );
  const row = res.rows[0];
  return row ? { state: row.state, sessionId: row.session_id, userId: row.user_id } : null;
}

/** Purposes of the opaque token handles the return page carries from one function to the next. */
export const handlePurpose = (state: string, kind: 'access' | 'refresh') =>
  `figma-handle-${kind}:${state}`;
