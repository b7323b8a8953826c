import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';
import { renderPage } from './pages';

/** A prerendered page whose app loads at once, then the boot script as the page runs it. */
async function openPage(
  path: '/docs' | '/login' | '/dashboard',
  imports: string[],
  routeChunk: string,
) {
  document.head.innerHTML = '';
  const signedIn = path === '/dashboard' ? ' data-needs-session' : '';
  document.body.innerHTML = `<div id="root" data-app-entry="/assets/index-test.js" data-app-imports="${imports.join(' ')}" data-route-chunks="${routeChunk}" data-app-boot="load"${signedIn}>${renderPage(path, DEFAULT_FEATURE_FLAGS).markup}</div>`;
  expect(document.head.querySelector('script[src="/runtime-config.js"]')).toBeNull();
  vi.resetModules();
  await import('./boot');
}

/**
 * The runtime config is requested, with the app's chunks and its entry alongside, then the
 * page's route chunks.
 */
async function expectAppLoading(preloads: string[]) {
  await vi.waitFor(() =>
    expect(document.head.querySelector('script[src="/runtime-config.js"]')).not.toBeNull(),
  );
  await vi.waitFor(() => {
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(preloads);
  });
}

describe('the boot script on a page whose app loads at once', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('on the signed-in /dashboard with a stored session, loads the app and its route chunks, a few per task', async () => {
    window.localStorage.setItem('sb-127-auth-token', '{"access_token":"a"}');
    const routeChunks = Array.from({ length: 11 }, (_, i) => `/assets/route-${i}.js`);
    await openPage('/dashboard', ['/assets/react-a.js'], routeChunks.join(' '));
    await expectAppLoading(['/assets/react-a.js', '/assets/index-test.js', ...routeChunks]);
  });

  it('on the signed-in /dashboard with no stored session, leaves the app unloaded (the page goes to /login)', async () => {
    const frame = vi.fn((callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    vi.stubGlobal('requestAnimationFrame', frame);
    // jsdom does not navigate to /login; where the page goes is checked in a real browser
    // (e2e/tests/app-dashboard.spec.ts) and by loginAddress's test (boot.test.ts).
    await openPage('/dashboard', ['/assets/react-a.js'], '/assets/dashboard-c.js');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frame).not.toHaveBeenCalled();
    expect(document.head.querySelector('script[src="/runtime-config.js"]')).toBeNull();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('on the signed-in /dashboard opened by an auth return, loads the app to finish it', async () => {
    window.history.replaceState(null, '', '/dashboard#access_token=a&refresh_token=b');
    try {
      await openPage('/dashboard', ['/assets/react-a.js'], '/assets/dashboard-c.js');
      await expectAppLoading([
        '/assets/react-a.js',
        '/assets/index-test.js',
        '/assets/dashboard-c.js',
      ]);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('starts by itself after the first frame and loads the runtime config, then the app', async () => {
    await openPage('/docs', ['/assets/react-a.js', '/assets/supabase-b.js'], '/assets/docs-c.js');
    await expectAppLoading([
      '/assets/react-a.js',
      '/assets/supabase-b.js',
      '/assets/index-test.js',
      '/assets/docs-c.js',
    ]);
  });

  it('in a background tab, loads the app at once, without waiting for a frame a hidden tab never gets', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await openPage('/login', ['/assets/react-a.js'], '/assets/login-c.js');
    await expectAppLoading(['/assets/react-a.js', '/assets/index-test.js', '/assets/login-c.js']);
  });
});
