import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';

export interface AuthState {
  /** True until the first session read (and any OAuth return in the URL) has finished. */
  loading: boolean;
  user: User | null;
  session: Session | null;
  /**
   * Signs this browser out (supabase-js scope `local`: the Figma plugin and other devices
   * stay signed in), then goes to `path` (optionally leaving a notice for /login or /signup, and
   * `state` for the page there, e.g. a confirmation). Signed-in pages stay on their loading
   * state meanwhile instead of bouncing to /login. `endedOnServer` only forgets the session
   * in this browser, for when the server has already ended it (a deleted account), where
   * asking the server to sign out would only be refused.
   */
  signOutTo: (
    path: string,
    notice?: string,
    state?: unknown,
    endedOnServer?: boolean,
  ) => Promise<void>;
  /**
   * Ends every session of the account on the server (scope `global`: other browsers and the
   * Figma plugin too), then goes to /login. Throws, leaving the user signed in, when the
   * server could not be told: nothing is ended then, and the page says so.
   */
  signOutEverywhere: () => Promise<void>;
  /**
   * Where the auth layer is sending the user (a sign-out, or an OAuth return with an
   * error), until they get there; the guard waits instead of redirecting to /login.
   */
  redirectingTo: string | null;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The session of the signed-in user, from anywhere under the root layout. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.');
  return value;
}
