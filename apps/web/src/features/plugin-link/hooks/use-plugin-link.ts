import { useEffect, useRef, useState } from 'react';
import {
  DESIGN_TOOL_LINK_MESSAGES,
  PLUGIN_AUTH_MESSAGES,
  PLUGIN_LINK,
} from '@app/shared/plugin-link';
import { supabase } from '@/lib/supabase';
import { completeFigmaAuth, updatePluginAuth } from '../api/plugin-auth';
import { figmaAuthorizeUrl, takeCodeVerifier } from '../utils/figma-authorize-url';
import {
  pluginOAuthState,
  readPluginAuthRequest,
  type PluginAuthRequest,
} from '../utils/plugin-auth-params';
import { clearStateCookie, readStateCookie, setStateCookie } from '../utils/state-cookie';

export type BusyText = 'Connecting to Figma...' | 'Completing Authentication...' | 'Processing...';

export type PluginLinkPhase =
  | { kind: 'invalid' }
  | { kind: 'sign-in'; request: PluginAuthRequest }
  | { kind: 'busy'; text: BusyText }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The signed-in user's id, checking up to 10 times while the session is restored. */
async function waitForUserId(): Promise<string | null> {
  for (let attempt = 0; attempt < PLUGIN_LINK.userCheckRetries; attempt++) {
    const { data } = await supabase.auth.getSession();
    if (data.session?.user) return data.session.user.id;
    await sleep(PLUGIN_LINK.userCheckIntervalMs);
  }
  return null;
}

const messageOf = (err: unknown) =>
  err instanceof Error && err.message ? err.message : DESIGN_TOOL_LINK_MESSAGES.unexpected;

/**
 * The plugin link flow of /plugin-auth: login (wait for the user, else
 * offer sign-in), figma_oauth (plugin-auth-update, cookie, redirect to Figma), complete
 * (Figma's code checked against the cookie and sent to figma-oauth-callback).
 */
export function usePluginLink(search: string, goTo: (url: string) => void): PluginLinkPhase {
  const [phase, setPhase] = useState<PluginLinkPhase>(() =>
    readPluginAuthRequest(search) ? { kind: 'busy', text: 'Processing...' } : { kind: 'invalid' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const request = readPluginAuthRequest(search);
    if (!request) return;

    const run = async (): Promise<PluginLinkPhase | null> => {
      if (request.error)
        return { kind: 'error', message: DESIGN_TOOL_LINK_MESSAGES.oauthError(request.error) };
      if (request.code) {
        setPhase({ kind: 'busy', text: 'Completing Authentication...' });
        const expected = pluginOAuthState(request);
        if (readStateCookie() !== expected || request.state !== expected) {
          clearStateCookie();
          return { kind: 'error', message: PLUGIN_AUTH_MESSAGES.stateMismatch };
        }
        try {
          await completeFigmaAuth({
            code: request.code,
            writeKey: request.writeKey,
            cookieState: request.cookieState,
            codeVerifier: takeCodeVerifier(expected),
          });
        } finally {
          clearStateCookie();
        }
        return { kind: 'done' };
      }
      const userId = await waitForUserId();
      if (!userId) return { kind: 'sign-in', request };
      setPhase({ kind: 'busy', text: 'Connecting to Figma...' });
      await updatePluginAuth(request.writeKey, userId);
      const state = pluginOAuthState(request);
      setStateCookie(state);
      goTo(await figmaAuthorizeUrl('/plugin-auth', state));
      return null;
    };
    run()
      .then((next) => next && setPhase(next))
      .catch((err: unknown) => setPhase({ kind: 'error', message: messageOf(err) }));
  }, [search, goTo]);

  useEffect(() => {
    if (phase.kind !== 'done') return;
    const timer = setTimeout(() => window.close(), PLUGIN_LINK.windowCloseMs);
    return () => clearTimeout(timer);
  }, [phase.kind]);

  return phase;
}
