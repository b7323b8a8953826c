import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForNewBuild } from './chunk-reload';

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('chunk reload', () => {
  it('recognises the browsers’ failed dynamic import errors only', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/docs-1.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once in 30 seconds', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    expect(reloadForNewBuild(100_000)).toBe(true);
    expect(reloadForNewBuild(110_000)).toBe(false);
    expect(reloadForNewBuild(131_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
