/**
 * Blog content is structured data rendered as React elements, never as HTML. Inline text
 * supports `code`, **bold** and [links](/path), parsed by the article renderer.
 */
export type ContentBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'quote'; text: string }
  | { type: 'code'; language: string; title?: string; code: string };

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date of publication. */
  date: string;
  category: string;
  /** Cover illustration under /blog. */
  image: string;
  author: string;
  /** Shown only when the SHOW_AI_BLOG_POSTS flag is on. */
  aiTopic?: boolean;
  content: ContentBlock[];
}
