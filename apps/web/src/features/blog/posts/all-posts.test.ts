import { describe, expect, it } from 'vitest';
import { BLOG_SLUGS } from '@app/shared/app-paths';
import { ALL_POSTS, findPost, visiblePosts } from './all-posts';

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

describe('blog posts', () => {
  it('has the three known slugs, the AI post first', () => {
    expect(ALL_POSTS.map((post) => post.slug)).toEqual([
      'future-of-mobile-development',
      'best-practices-for-mobile-ui-design',
      'figma-to-production-guide',
    ]);
    expect(ALL_POSTS[0]?.aiTopic).toBe(true);
    // The server answers 404 for any other slug.
    expect(ALL_POSTS.map((post) => post.slug)).toEqual([...BLOG_SLUGS]);
  });

  it.each(ALL_POSTS.map((post) => [post.slug, post] as const))(
    '%s has at least 800 words of prose',
    (_slug, post) => {
      const prose = post.content
        .map((block) =>
          'text' in block ? block.text : 'items' in block ? block.items.join(' ') : '',
        )
        .join(' ');
      expect(words(prose)).toBeGreaterThanOrEqual(800);
    },
  );

  it('shows the AI post only with the flag, and redirects its URL without it', () => {
    expect(visiblePosts(false).map((post) => post.slug)).not.toContain(
      'future-of-mobile-development',
    );
    expect(visiblePosts(true)[0]?.slug).toBe('future-of-mobile-development');
    expect(findPost('future-of-mobile-development', false)).toEqual({ kind: 'hidden' });
    expect(findPost('future-of-mobile-development', true).kind).toBe('found');
    expect(findPost('figma-to-production-guide', false).kind).toBe('found');
    expect(findPost('nope', true)).toEqual({ kind: 'unknown' });
    expect(findPost(undefined, true)).toEqual({ kind: 'unknown' });
  });
});
