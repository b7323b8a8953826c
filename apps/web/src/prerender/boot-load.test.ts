import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';
import { renderPage } from './pages';

describe('the boot script on a page whose app loads at once', () => {
  it('starts by itself and loads the runtime config, then the app', async () => {
    document.body.innerHTML = `<div id="root" data-app-entry="/assets/index-test.js" data-app-boot="load">${renderPage('/docs', DEFAULT_FEATURE_FLAGS).markup}</div>`;
    expect(document.head.querySelector('script[src="/runtime-config.js"]')).toBeNull();
    await import('./boot');
    expect(document.head.querySelector('script[src="/runtime-config.js"]')).not.toBeNull();
  });
});
