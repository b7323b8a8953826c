import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';
import { renderPage } from './pages';

/** A prerendered page whose app loads at once, then the boot script as the page runs it. */
async function openPage(path: '/docs' | '/login', imports: string[], routeChunk: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" data-app-entry="/assets/index-test.js" data-app-imports="${imports.join(' ')}" data-route-chunks="${routeChunk}" data-app-boot="load">${renderPage(path, DEFAULT_FEATURE_FLAGS).markup}</div>`;
  expect(document.head.querySelector('script[src="/runtime-config.js"]')).toBeNull();
  vi.resetModules();
  await import('./boot');
}

/** The runtime config is requested, with the app's chunks and the page's route alongside. */
async function expectAppLoading(preloads: string[]) {
  await vi.waitFor(() =>
    expect(document.head.querySelector('script[src="/runtime-config.js"]')).not.toBeNull(),
  );
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  expect(links.map((l) => l.getAttribute('href'))).toEqual(preloads);
}

describe('the boot script on a page whose app loads at once', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts by itself after the first frame and loads the runtime config, then the app', async () => {
    await openPage('/docs', ['/assets/react-a.js', '/assets/supabase-b.js'], '/assets/docs-c.js');
    await expectAppLoading([
      '/assets/react-a.js',
      '/assets/supabase-b.js',
      '/assets/docs-c.js',
      '/assets/index-test.js',
    ]);
  });

  it('in a background tab, loads the app at once, without waiting for a frame a hidden tab never gets', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await openPage('/login', ['/assets/react-a.js'], '/assets/login-c.js');
    await expectAppLoading(['/assets/react-a.js', '/assets/login-c.js', '/assets/index-test.js']);
  });
});
