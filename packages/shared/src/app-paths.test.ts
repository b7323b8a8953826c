import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths';

describe('isAppPath', () => {
  it('knows every page, as the router matches it', () => {
    for (const path of [
      '/',
      '/login',
      '/login/',
      '/LOGIN',
      '/dashboard',
      '/generations/abc-123',
      '/figma-auth/initiate',
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('knows the blog posts by slug, and no other', () => {
    expect(isAppPath('/blog/figma-to-production-guide')).toBe(true);
    expect(isAppPath('/blog/future-of-mobile-development')).toBe(true);
    expect(isAppPath('/blog/no-such-post')).toBe(false);
  });

  it('refuses unknown addresses, deeper ones and broken escapes', () => {
    for (const path of [
      '/nope',
      '/dashboard/extra',
      '/generations/a/b',
      '/wp-admin.php',
      '/%E0%A4%A',
      '/account/deletes',
    ]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
