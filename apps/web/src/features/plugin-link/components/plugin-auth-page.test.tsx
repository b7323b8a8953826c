// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';

const getSession = vi.fn();
const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: { getSession: () => getSession() },
    functions: { invoke: (...args: unknown[]) => invoke(...args) },
  },
}));

const { usePluginLink } = await import('../hooks/use-plugin-link');
const { PluginAuthView } = await import('./plugin-auth-view');

const W = 'w'.repeat(43);
const C = 'c'.repeat(43);

function Page({ search, goTo }: { search: string; goTo: (url: string) => void }) {
  const phase = usePluginLink(search, goTo);
  return <PluginAuthView phase={phase} search={search} />;
}

const renderPage = (search: string, goTo = vi.fn()) => {
  render(
    <MemoryRouter>
      <Page search={search} goTo={goTo} />
    </MemoryRouter>,
  );
  return goTo;
};

beforeEach(() => {
  window.__APP_CONFIG__ = {
    supabaseUrl: 'http://localhost:3000',
    anonKey: 'anon',
    siteUrl: 'http://localhost:3000',
    appEnv: 'local',
    flags: DEFAULT_FEATURE_FLAGS,
    figma: {
      clientId: 'figma-client',
      authorizeUrl: 'http://localhost:3000/_dev/oauth/figma/oauth',
      scopes: ['current_user:read', 'file_content:read'],
    },
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  getSession.mockReset();
  invoke.mockReset();
  document.cookie = 'figma_oauth_state=; Max-Age=0; Path=/';
});

describe('/plugin-auth', () => {
  it('without both keys shows Invalid Request with an expandable debug panel', () => {
    renderPage(`?write_key=${W}`);
    expect(screen.getByRole('heading', { name: 'Invalid Request' })).toBeTruthy();
    expect(
      screen.getByText(
        'This page can only be accessed from the Figma plugin with valid authentication keys. Please try again from within Figma.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Debug information').tagName).toBe('SUMMARY');
    expect(
      screen.getByText('Invalid authentication request. Please try again from the Figma plugin.'),
    ).toBeTruthy();
  });

  it('signed out: offers Sign In and Create Account returning to /plugin-auth with both parameters', async () => {
    getSession.mockResolvedValue({ data: { session: null }, error: null });
    renderPage(`?write_key=${W}&cookie_state=${C}`);
    expect(screen.getByText('Processing...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Figma Plugin Authentication' }, { timeout: 4000 });
    expect(getSession).toHaveBeenCalledTimes(10);
    const back = encodeURIComponent(`/plugin-auth?write_key=${W}&cookie_state=${C}`);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      `/login?return_to=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe(
      `/signup?return_to=${back}`,
    );
  });

  it('signed in: updates the link, sets the state cookie and goes to Figma with the state', async () => {
    getSession.mockResolvedValue({ data: { session: { user: { id: 'user-1' } } }, error: null });
    invoke.mockResolvedValue({ data: { success: true }, error: null });
    const goTo = renderPage(`?write_key=${W}&cookie_state=${C}`);
    await waitFor(() => expect(goTo).toHaveBeenCalledOnce());
    expect(invoke).toHaveBeenCalledWith('plugin-auth-update', {
      method: 'POST',
      body: { writeKey: W, userId: 'user-1' },
    });
    const url = new URL(goTo.mock.calls[0]![0] as string);
    expect(url.searchParams.get('state')).toBe(`${W}:${C}`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/plugin-auth`);
    expect(url.searchParams.get('client_id')).toBe('figma-client');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(document.cookie).toContain(`figma_oauth_state=${encodeURIComponent(`${W}:${C}`)}`);
  });

  it('a returned state that is not the cookie’s fails verification', async () => {
    renderPage(`?code=abc&state=${W}:${C}`);
    expect(await screen.findByText('State verification failed - please try again')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('completes: Completing Authentication..., then Authentication Complete, and closes after 3 s', async () => {
    document.cookie = `figma_oauth_state=${encodeURIComponent(`${W}:${C}`)}; Path=/`;
    getSession.mockResolvedValue({
      data: { session: { access_token: 'user-token', user: { id: 'user-1' } } },
      error: null,
    });
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderPage(`?code=abc&state=${W}:${C}`);
    expect(screen.getByText('Completing Authentication...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Authentication Complete' });
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/functions/v1/figma-oauth-callback');
    expect(JSON.parse(init.body as string)).toMatchObject({
      code: 'abc',
      writeKey: W,
      cookieState: C,
    });
    expect(document.cookie).not.toContain('figma_oauth_state=w');
    expect(close).not.toHaveBeenCalled();
    await act(() => new Promise((r) => setTimeout(r, 3100)));
    expect(close).toHaveBeenCalledOnce();
  });

  it('shows the server’s error, or the status, when the completion fails', async () => {
    document.cookie = `figma_oauth_state=${encodeURIComponent(`${W}:${C}`)}; Path=/`;
    getSession.mockResolvedValue({
      data: { session: { access_token: 't', user: { id: 'u' } } },
      error: null,
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('oops', { status: 500 })));
    renderPage(`?code=abc&state=${W}:${C}`);
    expect(await screen.findByText('API call failed with status 500')).toBeTruthy();
  });

  it('without a session at completion: No active session found', async () => {
    document.cookie = `figma_oauth_state=${encodeURIComponent(`${W}:${C}`)}; Path=/`;
    getSession.mockResolvedValue({ data: { session: null }, error: null });
    renderPage(`?code=abc&state=${W}:${C}`);
    expect(await screen.findByText('No active session found')).toBeTruthy();
  });

  it('when the session cannot be read at completion: Failed to get current session', async () => {
    document.cookie = `figma_oauth_state=${encodeURIComponent(`${W}:${C}`)}; Path=/`;
    getSession.mockResolvedValue({
      data: { session: null },
      error: new Error('storage unavailable'),
    });
    renderPage(`?code=abc&state=${W}:${C}`);
    expect(
      await screen.findByText('Failed to get current session. Please try signing in again.'),
    ).toBeTruthy();
  });

  it('shows the server’s words when the link is refused', async () => {
    document.cookie = `figma_oauth_state=${encodeURIComponent(`${W}:${C}`)}; Path=/`;
    getSession.mockResolvedValue({
      data: { session: { access_token: 't', user: { id: 'u' } } },
      error: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(
          JSON.stringify({
            code: 'upstream_failed',
            error: 'Failed to complete Figma authentication',
          }),
          { status: 502 },
        ),
      ),
    );
    renderPage(`?code=abc&state=${W}:${C}`);
    expect(await screen.findByText('Failed to complete Figma authentication')).toBeTruthy();
  });
});
