import { useEffect, useRef, useState } from 'react';
import { DESIGN_TOOL_LINK_MESSAGES } from '@app/shared/plugin-link';
import { deleteOAuthState, findOAuthState } from '../api/figma-oauth-state';
import { exchangeFigmaCode, fetchFigmaUserInfo } from '../api/figma-exchange';
import { takeCodeVerifier } from '../utils/figma-authorize-url';

export type ReturnPhase =
  { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * /auth, the return page from Figma: checks the parameters and the stored
 * state, exchanges the code and reads the Figma user on the server, and on either outcome
 * deletes the stored state record.
 */
export function useFigmaReturn(search: string): ReturnPhase {
  const [phase, setPhase] = useState<ReturnPhase>({ kind: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const q = new URLSearchParams(search);
    const code = q.get('code');
    const state = q.get('state');
    const error = q.get('error');
    const run = async () => {
      if (error) throw new Error(DESIGN_TOOL_LINK_MESSAGES.oauthError(error));
      if (!code || !state) throw new Error(DESIGN_TOOL_LINK_MESSAGES.missingCodeOrState);
      if (!(await findOAuthState(state))) throw new Error(DESIGN_TOOL_LINK_MESSAGES.invalidState);
      const handles = await exchangeFigmaCode(code, state, takeCodeVerifier(state));
      await fetchFigmaUserInfo(handles.accessToken, handles.refreshToken, state);
    };
    run()
      .then(() => setPhase({ kind: 'success' }))
      .catch((err: unknown) =>
        setPhase({
          kind: 'error',
          message:
            err instanceof Error && err.message
              ? err.message
              : DESIGN_TOOL_LINK_MESSAGES.unexpected,
        }),
      )
      .finally(() => {
        if (state) void deleteOAuthState(state);
      });
  }, [search]);

  return phase;
}
