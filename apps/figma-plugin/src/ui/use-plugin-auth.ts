import { useCallback, useEffect, useRef, useState } from 'react';
import { PluginAuthClient, type PluginSession } from '@app/plugin-client';
import { NETWORK_ERROR_MESSAGE } from '@app/shared/network-messages';
import { figmaStorage, send } from './bridge';
import { API_ORIGIN, getAnonKey } from './config';
import { failureOf, loadAccount, type AccountSummary } from './api';

export type Auth =
  | { state: 'loading' }
  | { state: 'signed-out'; message?: string }
  | { state: 'signing-in'; linkUrl: string | null }
  | {
      state: 'signed-in';
      session: PluginSession;
      account: AccountSummary | null;
      accountError?: string;
    };

/**
 * The plugin's account: the stored session on start (refreshed by @app/plugin-client), the
 * sign-in through the browser, the account line, and signing out (also on a 401).
 */
export function usePluginAuth() {
  const [auth, setAuth] = useState<Auth>({ state: 'loading' });
  const [startError, setStartError] = useState<string | null>(null);
  const client = useRef<PluginAuthClient | null>(null);
  const signIn = useRef<AbortController | null>(null);

  const signOut = useCallback(async (message?: string) => {
    signIn.current?.abort();
    await client.current?.signOut();
    setAuth({ state: 'signed-out', ...(message ? { message } : {}) });
  }, []);

  const showAccount = useCallback(
    async (session: PluginSession) => {
      setAuth({ state: 'signed-in', session, account: null });
      try {
        const anonKey = await getAnonKey();
        const account = await loadAccount(API_ORIGIN, anonKey, session.access_token, session.user);
        setAuth({ state: 'signed-in', session, account });
      } catch (err) {
        const failure = failureOf(err);
        if (failure.kind === 'signed-out') await signOut(failure.message);
        else setAuth({ state: 'signed-in', session, account: null, accountError: failure.message });
      }
    },
    [signOut],
  );

  const start = useCallback(async () => {
    setStartError(null);
    setAuth({ state: 'loading' });
    try {
      const anonKey = await getAnonKey();
      client.current ??= new PluginAuthClient({
        apiUrl: API_ORIGIN,
        anonKey,
        storage: figmaStorage,
      });
      const session = await client.current.getSession();
      if (session) await showAccount(session);
      else setAuth({ state: 'signed-out' });
    } catch (err) {
      const failure = failureOf(err);
      if (failure.kind === 'signed-out') await signOut(failure.message);
      else {
        setStartError(failure.kind === 'offline' ? NETWORK_ERROR_MESSAGE : failure.message);
        setAuth({ state: 'signed-out' });
      }
    }
  }, [showAccount, signOut]);

  useEffect(() => {
    void start();
  }, [start]);

  async function beginSignIn(): Promise<void> {
    if (!client.current) return void start();
    const controller = new AbortController();
    signIn.current = controller;
    setAuth({ state: 'signing-in', linkUrl: null });
    try {
      const session = await client.current.signIn(
        (url) => {
          setAuth({ state: 'signing-in', linkUrl: url });
          send({ type: 'open-external', url });
        },
        { signal: controller.signal },
      );
      await showAccount(session);
    } catch (err) {
      if (controller.signal.aborted) return;
      const failure = failureOf(err);
      setAuth({ state: 'signed-out', message: failure.message });
    }
  }

  /** Reads the account line again (after the user finished something in the browser). */
  const refreshAccount = useCallback(async () => {
    const session = await client.current?.getSession();
    if (session) await showAccount(session);
  }, [showAccount]);

  /**
   * Opens the page that connects a Figma account to this plugin session's account
   * (/figma-auth/initiate with a state from the server); the browser need not be signed in.
   */
  async function connectFigma(): Promise<void> {
    if (!client.current) return;
    const url = await client.current.figmaConnectUrl();
    send({ type: 'open-external', url });
  }

  /** Headers for an API call as the user, or null when signed out. */
  const authHeaders = () => client.current?.authHeaders() ?? Promise.resolve(null);

  return {
    auth,
    setAuth,
    startError,
    start,
    beginSignIn,
    signOut,
    authHeaders,
    connectFigma,
    refreshAccount,
  };
}
