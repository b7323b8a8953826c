import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Session } from '@supabase/supabase-js';
import {
  STORED_NOTICES,
  noticeForAuthUrlError,
  noticeForEmailLinkError,
} from '@app/shared/auth-messages';
import { PROFILE_CHECK_DELAY_MS } from '@app/shared/timings';
import { supabase } from '@/lib/supabase';
import { AuthContext, type AuthState } from './auth-context';
import { storeAuthNotice, takeOAuthStart } from './auth-notice';
import { checkProfile } from './check-profile';
import { sessionReadFirst } from './session-first';
import {
  forgetStoredSession,
  hasUrlAuthParams,
  initialUrlAuthParams,
  pathWithoutAuthParams,
} from './url-auth-params';

/**
 * Owns the session for the whole app: fed by supabase-js auth events,
 * finishes OAuth returns (implicit hash or PKCE code), turns an error in the return URL
 * into a stored notice, and checks the profile one second after each sign-in (or a
 * session restored from storage).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Read before the first render on a prerendered signed-in page (session-first.ts); the
  // INITIAL_SESSION event below then brings the same session.
  const [session, setSession] = useState<Session | null>(() => sessionReadFirst()?.session ?? null);
  const [initialSessionRead, setInitialSessionRead] = useState(() => sessionReadFirst() !== null);
  const [urlHandled, setUrlHandled] = useState(!hasUrlAuthParams(initialUrlAuthParams));
  const [redirectingTo, setRedirectingTo] = useState<string | null>(null);
  const checkedUserId = useRef<string | null>(null);
  const navigateRef = useRef(navigate);

  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const signOutTo = useCallback(
    async (path: string, notice?: string, state?: unknown, endedOnServer = false) => {
      setRedirectingTo(path);
      if (notice) storeAuthNotice(notice);
      // supabase-js revokes any session it finds stored, even for scope 'local'; one the
      // server already ended is removed first, so signing out only clears this browser.
      if (endedOnServer) forgetStoredSession();
      // Scope local ends this browser's session only: the plugin and other devices stay signed
      // in (Sign out everywhere is its own action below).
      const { error } = await supabase.auth.signOut({ scope: 'local' });
      if (error) {
        // The server could not be told (offline, say): still end the session in this browser.
        console.warn('Sign-out failed, signing out locally:', error.message);
        await supabase.auth.signOut({ scope: 'local' });
      }
      await navigateRef.current(path, { replace: true, state });
    },
    [],
  );

  const signOutEverywhere = useCallback(async () => {
    setRedirectingTo('/login');
    const { error } = await supabase.auth.signOut({ scope: 'global' });
    if (error) {
      setRedirectingTo(null);
      throw new Error(error.message);
    }
    await navigateRef.current('/login', { replace: true });
  }, []);

  // The guard waits while redirectingTo is set, until the destination is reached.
  if (redirectingTo && location.pathname === redirectingTo) setRedirectingTo(null);

  const signOutToRef = useRef(signOutTo);
  useEffect(() => {
    signOutToRef.current = signOutTo;
  }, [signOutTo]);

  useEffect(() => {
    let profileTimer: ReturnType<typeof setTimeout> | undefined;

    const scheduleProfileCheck = (userId: string) => {
      if (checkedUserId.current === userId) return;
      checkedUserId.current = userId;
      clearTimeout(profileTimer);
      profileTimer = setTimeout(() => {
        void checkProfile(userId).then((result) => {
          if (result === 'created') window.location.reload();
          else if (result === 'setup-failed')
            void signOutToRef.current('/signup', STORED_NOTICES.accountSetupFailed);
          else if (result === 'inactive')
            void signOutToRef.current('/login', STORED_NOTICES.accountExists);
        });
      }, PROFILE_CHECK_DELAY_MS);
    };

    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      // No awaiting supabase calls in here: the client holds its lock while notifying.
      switch (event) {
        case 'INITIAL_SESSION':
          setSession(next);
          setInitialSessionRead(true);
          // A stored session counts as a sign-in: supabase-js v2 no longer sends SIGNED_IN
          // for it on page load, and a deactivated account must not stay in by reloading.
          if (next) scheduleProfileCheck(next.user.id);
          break;
        case 'SIGNED_IN':
          setSession(next);
          if (next) scheduleProfileCheck(next.user.id);
          break;
        case 'SIGNED_OUT':
          checkedUserId.current = null;
          clearTimeout(profileTimer);
          setSession(null);
          break;
        default:
          // TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED
          setSession(next);
      }
    });
    return () => {
      clearTimeout(profileTimer);
      checkedUserId.current = null;
      data.subscription.unsubscribe();
    };
  }, []);

  useEffect(() => {
    const params = initialUrlAuthParams;
    if (!hasUrlAuthParams(params)) return;
    let cancelled = false;
    void (async () => {
      const clean = pathWithoutAuthParams(window.location.href);
      const startedOn = takeOAuthStart();
      if (params.error) {
        // An email link (reset, confirmation, email change) that failed says so in its own
        // words on its own page. Otherwise: an existing account goes to /login,
        // anything else to /signup, except that a sign-in started on /login goes back there.
        const { notice, redirectTo } =
          noticeForEmailLinkError(
            { code: params.errorCode, description: params.errorDescription },
            params.pathname,
          ) ?? noticeForAuthUrlError(params.error, startedOn);
        setRedirectingTo(redirectTo);
        if (notice) storeAuthNotice(notice);
        await navigateRef.current(redirectTo, { replace: true });
      } else {
        // supabase-js reads the return itself; when it could not, finish it by hand.
        const { data } = await supabase.auth.getSession();
        if (!data.session && params.accessToken && params.refreshToken) {
          const { error } = await supabase.auth.setSession({
            access_token: params.accessToken,
            refresh_token: params.refreshToken,
          });
          if (error) console.warn('Could not set the session from the URL:', error.message);
        } else if (!data.session && params.code) {
          const { error } = await supabase.auth.exchangeCodeForSession(params.code);
          if (error) console.warn('Could not exchange the sign-in code:', error.message);
        }
        if (clean !== null && !cancelled) await navigateRef.current(clean, { replace: true });
      }
      if (!cancelled) setUrlHandled(true);
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      loading: !initialSessionRead || !urlHandled,
      user: session?.user ?? null,
      session,
      signOutTo,
      signOutEverywhere,
      redirectingTo,
    }),
    [initialSessionRead, urlHandled, session, signOutTo, signOutEverywhere, redirectingTo],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
