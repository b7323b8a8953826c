import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from './flags';

/**
 * Public pages prerendered at build time into static HTML, one file per
 * combination of the flags their content reads, and served by the backend for their path.
 * - "/": the landing page is static HTML with a small script; the app loads when the
 *   visitor follows a link into it. With pricing shown the page is interactive (billing
 *   toggle, contact form), so the backend serves the app shell then, as on any page.
 * - "/docs" and "/login": static HTML that paints before the app's scripts run; the app
 *   loads at once and renders the same page over it. The sign-in form is inert until then
 *   (nothing on the page responded before the app had loaded without prerendering either).
 * - "/dashboard": the signed-in layout and the dashboard's own loading state, the same for
 *   everyone (no user data); the app loads at once and renders the dashboard over it. A
 *   visitor with no stored session is sent to /login by the page's script, as the app's guard
 *   would. With pricing shown the dashboard's loading state has more to it: the app shell then.
 */
export const PRERENDERED_PATHS = ['/', '/docs', '/login', '/dashboard'] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/** The file under the web build's folder for this path and these flags, or null when it is not prerendered. */
export function prerenderedPageFile(pathname: PrerenderedPath, flags: FeatureFlags): string | null {
  if (pathname === '/') {
    if (flags.showPricing) return null;
    const parts = ['landing'];
    if (flags.showAiChip) parts.push('ai-chip');
    if (flags.showDemoButton) parts.push('demo-button');
    return `prerendered/${parts.join('.')}.html`;
  }
  if (pathname === '/login') return 'prerendered/login.html';
  if (pathname === '/dashboard') return flags.showPricing ? null : 'prerendered/dashboard.html';
  return flags.iosSupport ? 'prerendered/docs.ios.html' : 'prerendered/docs.html';
}

/** Every path and flag set the build prerenders: each combination of the flags the page reads. */
export function prerenderedPageVariants(): { pathname: PrerenderedPath; flags: FeatureFlags }[] {
  const variants: { pathname: PrerenderedPath; flags: FeatureFlags }[] = [];
  for (const showAiChip of [false, true]) {
    for (const showDemoButton of [false, true]) {
      variants.push({
        pathname: '/',
        flags: { ...DEFAULT_FEATURE_FLAGS, showPricing: false, showAiChip, showDemoButton },
      });
    }
  }
  for (const iosSupport of [false, true])
    variants.push({ pathname: '/docs', flags: { ...DEFAULT_FEATURE_FLAGS, iosSupport } });
  variants.push({ pathname: '/login', flags: DEFAULT_FEATURE_FLAGS });
  variants.push({
    pathname: '/dashboard',
    flags: { ...DEFAULT_FEATURE_FLAGS, showPricing: false },
  });
  return variants;
}
