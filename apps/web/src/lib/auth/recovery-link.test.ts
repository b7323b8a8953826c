import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitResetLink } from './recovery-link';

describe('splitResetLink', () => {
  it('takes the tokens out of a reset link, keeping any other parameter', () => {
    expect(
      splitResetLink(
        'https://app.example/reset-password?access_token=a&refresh_token=r&expires_in=3600&token_type=bearer&type=recovery&lang=en',
      ),
    ).toEqual({
      tokens: { accessToken: 'a', refreshToken: 'r' },
      cleaned: '/reset-password?lang=en',
    });
  });

  it('takes the tokens out of the fragment, where the auth server puts them', () => {
    expect(
      splitResetLink(
        'https://app.example/reset-password?lang=en#access_token=a&expires_at=1&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery&sb=',
      ),
    ).toEqual({
      tokens: { accessToken: 'a', refreshToken: 'r' },
      cleaned: '/reset-password?lang=en',
    });
  });

  it('takes a lone token too, so a broken link leaves nothing behind either', () => {
    expect(splitResetLink('https://app.example/reset-password?access_token=a')).toEqual({
      tokens: { accessToken: 'a', refreshToken: null },
      cleaned: '/reset-password',
    });
  });

  it('leaves other pages and a reset page without tokens alone', () => {
    expect(splitResetLink('https://app.example/dashboard?access_token=a')).toBeNull();
    expect(splitResetLink('https://app.example/reset-password')).toBeNull();
  });
});

describe('opening the app with a reset link', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.resetModules();
  });

  it('removes the tokens from the address bar as soon as the module loads, and keeps them in memory', async () => {
    window.history.replaceState(
      null,
      '',
      '/reset-password?access_token=secret-a&refresh_token=secret-r&type=recovery',
    );
    const replaceState = vi.spyOn(window.history, 'replaceState');
    vi.resetModules();
    const { resetLinkTokens } = await import('./recovery-link');
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(window.location.pathname + window.location.search).toBe('/reset-password');
    expect(window.location.href).not.toContain('secret');
    expect(resetLinkTokens()).toEqual({ accessToken: 'secret-a', refreshToken: 'secret-r' });
    replaceState.mockRestore();

    // A reload of the cleaned address still has the link, until the password is changed.
    vi.resetModules();
    const reloaded = await import('./recovery-link');
    expect(reloaded.resetLinkTokens()).toEqual({
      accessToken: 'secret-a',
      refreshToken: 'secret-r',
    });
    reloaded.forgetResetLinkTokens();
    expect(reloaded.resetLinkTokens()).toBeNull();
  });

  it('removes tokens sent in the fragment the same way, before the auth client can see them', async () => {
    window.history.replaceState(
      null,
      '',
      '/reset-password#access_token=secret-a&refresh_token=secret-r&expires_in=3600&token_type=bearer&type=recovery&sb=',
    );
    vi.resetModules();
    const { resetLinkTokens } = await import('./recovery-link');
    expect(window.location.href).not.toContain('secret');
    expect(window.location.hash).toBe('');
    expect(resetLinkTokens()).toEqual({ accessToken: 'secret-a', refreshToken: 'secret-r' });
  });
});
