// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { AUTH_NOTICE_STORAGE_KEY, LOGIN_MESSAGES, STORED_NOTICES } from '@app/shared/auth-messages';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

const listeners: Listener[] = [];
const auth = {
  onAuthStateChange: vi.fn((listener: Listener) => {
    listeners.push(listener);
    return { data: { subscription: { unsubscribe: vi.fn() } } };
  }),
  getSession: vi.fn(),
  setSession: vi.fn(),
  exchangeCodeForSession: vi.fn(),
  signOut: vi.fn(),
};
const maybeSingle = vi.fn();
const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth,
    from: () => ({ select: () => ({ eq: () => ({ maybeSingle }) }) }),
    rpc: (...args: unknown[]) => rpc(...args),
  },
}));

const session = {
  access_token: 'a',
  refresh_token: 'r',
  user: { id: 'u1', email: 'ada@example.com' },
} as unknown as Session;

function emit(event: AuthChangeEvent, next: Session | null) {
  act(() => listeners.forEach((listener) => listener(event, next)));
}

/** Renders the provider at `url` (also set as the window's address, which it reads at import). */
async function renderAt(url: string, { readSessionFirst = false } = {}) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  // As main.tsx does on the prerendered /dashboard, before the first render.
  if (readSessionFirst) await (await import('./session-first')).readSessionFirst();
  const { AuthProvider } = await import('./auth-provider');
  const { useAuth } = await import('./auth-context');
  function Probe() {
    const location = useLocation();
    const state = useAuth();
    return (
      <>
        <p data-testid="probe">
          {location.pathname + location.search + location.hash}{' '}
          {state.loading ? 'loading' : 'ready'} {state.user?.email ?? 'signed-out'}
        </p>
        <button type="button" onClick={() => void state.signOutTo('/', undefined, undefined, true)}>
          Deleted on the server
        </button>
        <button type="button" onClick={() => void state.signOutTo('/login')}>
          Logout
        </button>
        <button
          type="button"
          onClick={() =>
            void state.signOutEverywhere().catch((err: Error) => {
              document.title = err.message;
            })
          }
        >
          Sign out everywhere
        </button>
      </>
    );
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </MemoryRouter>,
  );
}

const probe = () => screen.getByTestId('probe').textContent;

beforeEach(() => {
  listeners.length = 0;
  window.sessionStorage.clear();
  auth.getSession.mockResolvedValue({ data: { session: null }, error: null });
  auth.setSession.mockResolvedValue({ data: { session }, error: null });
  auth.signOut.mockImplementation(async () => {
    listeners.forEach((listener) => listener('SIGNED_OUT', null));
    return { error: null };
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('AuthProvider', () => {
  it('is loading with no user until the initial session arrives', async () => {
    maybeSingle.mockResolvedValue({ data: { id: 'u1', is_active: true }, error: null });
    await renderAt('/dashboard');
    expect(probe()).toBe('/dashboard loading signed-out');
    emit('INITIAL_SESSION', session);
    expect(probe()).toBe('/dashboard ready ada@example.com');
  });

  it('starts from a session read before the first render: ready, with the user, no loading state', async () => {
    maybeSingle.mockResolvedValue({ data: { id: 'u1', is_active: true }, error: null });
    auth.getSession.mockResolvedValue({ data: { session }, error: null });
    await renderAt('/dashboard', { readSessionFirst: true });
    expect(probe()).toBe('/dashboard ready ada@example.com');
    emit('INITIAL_SESSION', session);
    expect(probe()).toBe('/dashboard ready ada@example.com');
  });

  it('starts signed out, not loading, when the session read first found none', async () => {
    await renderAt('/dashboard', { readSessionFirst: true });
    expect(probe()).toBe('/dashboard ready signed-out');
  });

  it('does not read first over an auth return in the address: it waits for it as before', async () => {
    await renderAt(
      '/dashboard#access_token=tok&refresh_token=ref&expires_in=3600&token_type=bearer',
      {
        readSessionFirst: true,
      },
    );
    expect((await import('./session-first')).sessionReadFirst()).toBeNull();
    expect(probe()).toMatch(/ loading signed-out$/);
  });

  it('sets the session from the hash tokens when supabase-js did not, then clears the hash', async () => {
    await renderAt(
      '/dashboard#access_token=tok&refresh_token=ref&expires_in=3600&token_type=bearer',
    );
    emit('INITIAL_SESSION', null);
    await waitFor(() =>
      expect(auth.setSession).toHaveBeenCalledWith({ access_token: 'tok', refresh_token: 'ref' }),
    );
    await waitFor(() => expect(probe()).toBe('/dashboard ready signed-out'));
  });

  it('turns an existing-account OAuth error into the stored notice and /login', async () => {
    await renderAt(
      '/dashboard#error=access_denied&error_code=user_already_exists&error_description=An+account+with+this+email+already+exists',
    );
    emit('INITIAL_SESSION', null);
    await waitFor(() => expect(probe()).toBe('/login ready signed-out'));
    expect(window.sessionStorage.getItem(AUTH_NOTICE_STORAGE_KEY)).toBe(
      STORED_NOTICES.accountExists,
    );
  });

  it('sends a sign-in cancelled at the provider back to /login when it started there', async () => {
    window.sessionStorage.setItem('oauth_started_on', 'login');
    await renderAt(
      '/dashboard#error=access_denied&error_code=bad_oauth_callback&error_description=The+sign-in+was+cancelled+at+the+provider',
    );
    emit('INITIAL_SESSION', null);
    await waitFor(() => expect(probe()).toBe('/login ready signed-out'));
    expect(window.sessionStorage.getItem(AUTH_NOTICE_STORAGE_KEY)).toBe(LOGIN_MESSAGES.oauthFailed);
    expect(window.sessionStorage.getItem('oauth_started_on')).toBeNull();
  });

  it('turns any other OAuth error into the account-creation notice and /signup', async () => {
    await renderAt(
      '/dashboard?error=server_error&error_description=Boom#error=server_error&error_description=Boom',
    );
    emit('INITIAL_SESSION', null);
    await waitFor(() => expect(probe()).toBe('/signup ready signed-out'));
    expect(window.sessionStorage.getItem(AUTH_NOTICE_STORAGE_KEY)).toBe(
      STORED_NOTICES.accountCreationFailed,
    );
  });

  it('signs an inactive profile out one second after sign-in, with the notice, to /login', async () => {
    maybeSingle.mockResolvedValue({ data: { id: 'u1', is_active: false }, error: null });
    await renderAt('/dashboard');
    emit('INITIAL_SESSION', null);
    emit('SIGNED_IN', session);
    expect(maybeSingle).not.toHaveBeenCalled();
    await waitFor(() => expect(probe()).toBe('/login ready signed-out'), { timeout: 3000 });
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(AUTH_NOTICE_STORAGE_KEY)).toBe(
      STORED_NOTICES.accountExists,
    );
  });

  it('creates a missing profile, and when that fails signs out to /signup with the setup notice', async () => {
    maybeSingle.mockResolvedValue({ data: null, error: null });
    rpc.mockResolvedValue({ data: null, error: { message: 'permission denied' } });
    await renderAt('/dashboard');
    emit('INITIAL_SESSION', null);
    emit('SIGNED_IN', session);
    await waitFor(() => expect(probe()).toBe('/signup ready signed-out'), { timeout: 3000 });
    expect(rpc).toHaveBeenCalledWith('create_missing_profile', { user_id: 'u1' });
    expect(window.sessionStorage.getItem(AUTH_NOTICE_STORAGE_KEY)).toBe(
      STORED_NOTICES.accountSetupFailed,
    );
  });

  it('still ends the session in this browser when the server sign-out fails', async () => {
    maybeSingle.mockResolvedValue({ data: { id: 'u1', is_active: false }, error: null });
    let calls = 0;
    auth.signOut.mockImplementation(async () => {
      calls += 1;
      if (calls === 1) return { error: { message: 'Failed to fetch' } };
      listeners.forEach((listener) => listener('SIGNED_OUT', null));
      return { error: null };
    });
    await renderAt('/dashboard');
    emit('INITIAL_SESSION', null);
    emit('SIGNED_IN', session);
    await waitFor(() => expect(probe()).toBe('/login ready signed-out'), { timeout: 3000 });
    expect(auth.signOut.mock.calls).toEqual([[{ scope: 'local' }], [{ scope: 'local' }]]);
  });

  it('Logout ends this browser’s session only (scope local), so the Figma plugin stays signed in', async () => {
    maybeSingle.mockResolvedValue({ data: { id: 'u1', is_active: true }, error: null });
    await renderAt('/dashboard');
    emit('INITIAL_SESSION', session);
    screen.getByRole('button', { name: 'Logout' }).click();
    await waitFor(() => expect(probe()).toBe('/login ready signed-out'));
    expect(auth.signOut.mock.calls).toEqual([[{ scope: 'local' }]]);
  });

  it('Sign out everywhere asks for scope global, and stays put with the reason when it fails', async () => {
    maybeSingle.mockResolvedValue({ data: { id: 'u1', is_active: true }, error: null });
    auth.signOut.mockResolvedValueOnce({ error: { message: 'Failed to fetch' } });
    await renderAt('/account');
    emit('INITIAL_SESSION', session);
    screen.getByRole('button', { name: 'Sign out everywhere' }).click();
    await waitFor(() => expect(document.title).toBe('Failed to fetch'));
    expect(probe()).toBe('/account ready ada@example.com');
    screen.getByRole('button', { name: 'Sign out everywhere' }).click();
    await waitFor(() => expect(probe()).toBe('/login ready signed-out'));
    expect(auth.signOut.mock.calls).toEqual([[{ scope: 'global' }], [{ scope: 'global' }]]);
  });

  it('forgets a session the server already ended without asking the server to revoke it', async () => {
    window.__APP_CONFIG__ = {
      supabaseUrl: 'http://localhost:3000',
      anonKey: 'k',
      siteUrl: 'http://localhost:3000',
      appEnv: 'local',
      flags: DEFAULT_FEATURE_FLAGS,
    };
    window.localStorage.setItem('sb-localhost-auth-token', JSON.stringify(session));
    const storedAtSignOut: (string | null)[] = [];
    auth.signOut.mockImplementation(async () => {
      // supabase-js calls the server only when it still finds a stored session.
      storedAtSignOut.push(window.localStorage.getItem('sb-localhost-auth-token'));
      listeners.forEach((listener) => listener('SIGNED_OUT', null));
      return { error: null };
    });
    maybeSingle.mockResolvedValue({ data: { id: 'u1', is_active: true }, error: null });
    await renderAt('/account/delete');
    emit('INITIAL_SESSION', session);
    screen.getByRole('button', { name: 'Deleted on the server' }).click();
    await waitFor(() => expect(probe()).toBe('/ ready signed-out'));
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(storedAtSignOut).toEqual([null]);
    delete window.__APP_CONFIG__;
  });

  it('checks a session restored from storage too', async () => {
    maybeSingle.mockResolvedValue({ data: { id: 'u1', is_active: false }, error: null });
    await renderAt('/dashboard');
    emit('INITIAL_SESSION', session);
    await waitFor(() => expect(probe()).toBe('/login ready signed-out'), { timeout: 3000 });
    expect(window.sessionStorage.getItem(AUTH_NOTICE_STORAGE_KEY)).toBe(
      STORED_NOTICES.accountExists,
    );
  });

  it('checks the profile once per user, not on every SIGNED_IN', async () => {
    maybeSingle.mockResolvedValue({ data: { id: 'u1', is_active: true }, error: null });
    await renderAt('/dashboard');
    emit('INITIAL_SESSION', session);
    emit('SIGNED_IN', session);
    await waitFor(() => expect(maybeSingle).toHaveBeenCalledTimes(1), { timeout: 3000 });
    emit('SIGNED_IN', session);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(maybeSingle).toHaveBeenCalledTimes(1);
  });

  it('leaves an active profile signed in', async () => {
    maybeSingle.mockResolvedValue({ data: { id: 'u1', is_active: true }, error: null });
    await renderAt('/dashboard');
    emit('INITIAL_SESSION', null);
    emit('SIGNED_IN', session);
    await waitFor(() => expect(maybeSingle).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(probe()).toBe('/dashboard ready ada@example.com');
  });
});
