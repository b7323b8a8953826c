import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';
import { renderPage } from './pages';

describe('the boot script on a page opened in a background tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the app at once, without waiting for a frame a hidden tab never gets', async () => {
    // A hidden tab gets no animation frames until it is shown.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.body.innerHTML = `<div id="root" data-app-entry="/assets/index-test.js" data-app-imports="/assets/react-a.js" data-route-chunks="/assets/login-c.js" data-app-boot="load">${renderPage('/login', DEFAULT_FEATURE_FLAGS).markup}</div>`;
    await import('./boot');
    await vi.waitFor(() =>
      expect(document.head.querySelector('script[src="/runtime-config.js"]')).not.toBeNull(),
    );
    const preloads = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    ];
    expect(preloads.map((l) => l.getAttribute('href'))).toEqual([
      '/assets/react-a.js',
      '/assets/login-c.js',
      '/assets/index-test.js',
    ]);
  });
});
