/**
 * Every address the web app has a page for, as React Router patterns (`:name` is one path
 * segment). The server answers any other address with 404 (and the app's not-found page as
 * the body), so an unknown address is not a "soft 404" that search engines and link checkers
 * take for a page. The web app's router is tested against this list, so the two cannot drift.
 */
export const APP_PATHS = [
  '/',
  '/report-issue',
  '/feedback',
  '/contact-sales',
  '/contact',
  '/docs',
  '/blog',
  '/blog/:slug',
  '/privacy',
  '/terms',
  '/about',
  '/plugin-auth',
  '/figma-auth/initiate',
  '/auth',
  '/login',
  '/login/two-factor',
  '/login/two-factor/recover',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/dashboard',
  '/generations',
  '/generations/:id',
  '/account',
  '/billing',
  '/account/delete',
  '/support',
  '/upgrade',
  '/checkout/success',
] as const;

/** The blog's posts by slug (spec section 2); any other /blog/<slug> is an unknown address. */
export const BLOG_SLUGS = [
  'future-of-mobile-development',
  'best-practices-for-mobile-ui-design',
  'figma-to-production-guide',
] as const;

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/**
 * Whether the app has a page at `pathname`, matched as React Router matches it: without
 * regard to case or a trailing slash. /blog/<slug> needs a known slug.
 */
export function isAppPath(pathname: string): boolean {
  let given: string[];
  try {
    given = segments(decodeURI(pathname).toLowerCase());
  } catch {
    return false;
  }
  return APP_PATHS.some((pattern) => {
    const parts = segments(pattern);
    if (parts.length !== given.length) return false;
    return parts.every((part, i) => {
      const value = given[i]!;
      if (pattern === '/blog/:slug' && part === ':slug') {
        return (BLOG_SLUGS as readonly string[]).includes(value);
      }
      return part.startsWith(':') ? value.length > 0 : part === value;
    });
  });
}
