// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';

const insert = vi.fn();
const rpc = vi.fn();
const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: {
    from: () => ({ insert: (row: unknown) => insert(row) }),
    rpc: (...args: unknown[]) => rpc(...args),
    functions: { invoke: (...args: unknown[]) => invoke(...args) },
  },
}));

const { useFigmaInitiate } = await import('../hooks/use-figma-initiate');
const { useFigmaReturn } = await import('../hooks/use-figma-return');
const { FigmaInitiateView } = await import('./figma-initiate-view');
const { FigmaReturnView } = await import('./figma-return-view');

function Initiate({ search, goTo }: { search: string; goTo: (url: string) => void }) {
  return <FigmaInitiateView phase={useFigmaInitiate(search, goTo)} />;
}
function Return({ search }: { search: string }) {
  return <FigmaReturnView phase={useFigmaReturn(search)} />;
}

beforeEach(() => {
  rpc.mockResolvedValue({ data: true, error: null });
  window.__APP_CONFIG__ = {
    supabaseUrl: 'http://localhost:3000',
    anonKey: 'anon',
    siteUrl: 'http://localhost:3000',
    appEnv: 'local',
    flags: DEFAULT_FEATURE_FLAGS,
    figma: {
      clientId: 'figma-client',
      authorizeUrl: 'https://www.figma.com/oauth',
      scopes: ['current_user:read', 'file_content:read'],
    },
  };
});
afterEach(() => {
  cleanup();
  insert.mockReset();
  rpc.mockReset();
  invoke.mockReset();
});

describe('/figma-auth/initiate', () => {
  it('requires the state parameter', async () => {
    render(<Initiate search="?session_id=s" goTo={vi.fn()} />);
    expect(await screen.findByText('State parameter is required')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close Tab' })).toBeTruthy();
  });

  it('reports a failed store in the spec’s words', async () => {
    insert.mockResolvedValue({ error: { message: 'permission denied' } });
    render(<Initiate search="?state=abcdefghijklmnop1234&session_id=s" goTo={vi.fn()} />);
    expect(await screen.findByText('Failed to store OAuth state: permission denied')).toBeTruthy();
  });

  it('Preparing Figma Connection, then Connecting to Figma with a manual link, then redirects after 1.5 s', async () => {
    insert.mockResolvedValue({ error: null });
    const goTo = vi.fn();
    render(<Initiate search="?state=abcdefghijklmnop1234&session_id=web-1" goTo={goTo} />);
    expect(screen.getByRole('heading', { name: 'Preparing Figma Connection' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Connecting to Figma' });
    expect(insert).toHaveBeenCalledWith({
      state: 'abcdefghijklmnop1234',
      session_id: 'web-1',
      user_id: null,
    });
    const manual = screen.getByRole('link', { name: 'continue to Figma' }).getAttribute('href')!;
    const url = new URL(manual);
    expect(url.origin + url.pathname).toBe('https://www.figma.com/oauth');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/auth`);
    expect(url.searchParams.get('state')).toBe('abcdefghijklmnop1234');
    await act(() => new Promise((r) => setTimeout(r, 1000)));
    expect(goTo).not.toHaveBeenCalled();
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(goTo).toHaveBeenCalledWith(manual);
  });
});

describe('/auth', () => {
  it('an error parameter fails with the Figma OAuth error and still deletes the state', async () => {
    render(<Return search="?error=access_denied&state=s-123" />);
    expect(await screen.findByText('Figma OAuth error: access_denied')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Authentication Failed' })).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('delete_figma_oauth_state', { oauth_state: 's-123' });
  });

  it('needs both code and state', async () => {
    render(<Return search="?code=abc" />);
    expect(await screen.findByText('Missing authorization code or state parameter')).toBeTruthy();
  });

  it('an unknown state is invalid or expired', async () => {
    rpc.mockResolvedValue({ data: null, error: null });
    render(<Return search="?code=abc&state=s-1" />);
    expect(await screen.findByText('Invalid or expired state parameter')).toBeTruthy();
  });

  it('shows the server’s text when the exchange fails', async () => {
    rpc.mockResolvedValue({ data: { state: 's-1', session_id: 'x' }, error: null });
    invoke.mockResolvedValue({
      data: {
        success: false,
        error: 'Token exchange failed: Figma did not accept the authorization code',
      },
      error: null,
    });
    render(<Return search="?code=abc&state=s-1" />);
    expect(
      await screen.findByText('Token exchange failed: Figma did not accept the authorization code'),
    ).toBeTruthy();
  });

  it('Completing Authentication, then Authentication Complete! with the spec’s text, and deletes the state', async () => {
    rpc.mockResolvedValue({ data: { state: 's-1', session_id: 'x' }, error: null });
    invoke
      .mockResolvedValueOnce({
        data: { success: true, access_token: 'v1.handle', refresh_token: 'v1.r' },
        error: null,
      })
      .mockResolvedValueOnce({ data: { success: true }, error: null });
    render(<Return search="?code=abc&state=s-1" />);
    expect(screen.getByRole('heading', { name: 'Completing Authentication' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Authentication Complete!' });
    expect(
      screen.getByText(
        'Your design-tool account has been successfully connected to the product. You can now close this tab and return to the plugin.',
      ),
    ).toBeTruthy();
    expect(invoke).toHaveBeenLastCalledWith('figma-user-info', {
      method: 'POST',
      body: { access_token: 'v1.handle', refresh_token: 'v1.r', state: 's-1' },
    });
    expect(rpc).toHaveBeenLastCalledWith('delete_figma_oauth_state', { oauth_state: 's-1' });
  });
});
