import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';
import { renderPage } from './pages';

describe('the boot script on a page whose app loads at once', () => {
  it('starts by itself and loads the runtime config, then the app', async () => {
    document.body.innerHTML = `<div id="root" data-app-entry="/assets/index-test.js" data-app-imports="/assets/react-a.js /assets/supabase-b.js" data-route-chunks="/assets/docs-c.js" data-app-boot="load">${renderPage('/docs', DEFAULT_FEATURE_FLAGS).markup}</div>`;
    expect(document.head.querySelector('script[src="/runtime-config.js"]')).toBeNull();
    await import('./boot');
    // After the first frame.
    await vi.waitFor(() =>
      expect(document.head.querySelector('script[src="/runtime-config.js"]')).not.toBeNull(),
    );
    // The app's chunks and the page's route are fetched at once, alongside the config.
    const preloads = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    ];
    expect(preloads.map((l) => l.getAttribute('href'))).toEqual([
      '/assets/react-a.js',
      '/assets/supabase-b.js',
      '/assets/docs-c.js',
      '/assets/index-test.js',
    ]);
  });
});
