import { bestPracticesForMobileUiDesign } from './best-practices-for-mobile-ui-design';
import { figmaToProductionGuide } from './figma-to-production-guide';
import { futureOfMobileDevelopment } from './future-of-mobile-development';
import type { BlogPost } from './types';

/** Every post, newest first. The AI post comes first when the flag shows it. */
export const ALL_POSTS: readonly BlogPost[] = [
  futureOfMobileDevelopment,
  bestPracticesForMobileUiDesign,
  figmaToProductionGuide,
];

/** The posts a visitor may see: AI posts only with the SHOW_AI_BLOG_POSTS flag. */
export function visiblePosts(showAiBlogPosts: boolean): BlogPost[] {
  return ALL_POSTS.filter((post) => showAiBlogPosts || !post.aiTopic);
}

export type PostLookup =
  { kind: 'found'; post: BlogPost } | { kind: 'hidden' } | { kind: 'unknown' };

/** A hidden AI post redirects to /blog; an unknown slug shows 'Post not found'. */
export function findPost(slug: string | undefined, showAiBlogPosts: boolean): PostLookup {
  const post = ALL_POSTS.find((candidate) => candidate.slug === slug);
  if (!post) return { kind: 'unknown' };
  if (post.aiTopic && !showAiBlogPosts) return { kind: 'hidden' };
  return { kind: 'found', post };
}

export function formatPostDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Reading time at 220 words a minute. */
export function readingMinutes(post: BlogPost): number {
  const words = post.content
    .map((block) =>
      'text' in block ? block.text : 'items' in block ? block.items.join(' ') : block.code,
    )
    .join(' ')
    .split(/\s+/).length;
  return Math.max(1, Math.round(words / 220));
}
