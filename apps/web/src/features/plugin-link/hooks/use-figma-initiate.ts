import { useEffect, useRef, useState } from 'react';
import { DESIGN_TOOL_LINK_MESSAGES, PLUGIN_LINK } from '@app/shared/plugin-link';
import { storeOAuthState } from '../api/figma-oauth-state';
import { figmaAuthorizeUrl } from '../utils/figma-authorize-url';

export type InitiatePhase =
  { kind: 'loading' } | { kind: 'redirecting'; url: string } | { kind: 'error'; message: string };

/**
 * /figma-auth/initiate: stores the state (figma_oauth_state), then
 * redirects to Figma 1.5 s later; the page offers the same URL as a manual fallback.
 */
export function useFigmaInitiate(search: string, goTo: (url: string) => void): InitiatePhase {
  const [phase, setPhase] = useState<InitiatePhase>({ kind: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const q = new URLSearchParams(search);
    const state = q.get('state');
    if (!state) {
      setPhase({ kind: 'error', message: DESIGN_TOOL_LINK_MESSAGES.stateRequired });
      return;
    }
    const run = async () => {
      try {
        await storeOAuthState(state, q.get('session_id') || 'web');
      } catch (err) {
        throw new Error(
          DESIGN_TOOL_LINK_MESSAGES.storeFailed(err instanceof Error ? err.message : String(err)),
          { cause: err },
        );
      }
      setPhase({ kind: 'redirecting', url: await figmaAuthorizeUrl('/auth', state) });
    };
    run().catch((err: unknown) =>
      setPhase({
        kind: 'error',
        message:
          err instanceof Error && err.message ? err.message : DESIGN_TOOL_LINK_MESSAGES.unexpected,
      }),
    );
  }, [search]);

  useEffect(() => {
    if (phase.kind !== 'redirecting') return;
    const timer = setTimeout(() => goTo(phase.url), PLUGIN_LINK.designToolRedirectMs);
    return () => clearTimeout(timer);
  }, [phase, goTo]);

  return phase;
}
