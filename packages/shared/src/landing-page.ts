import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from './flags';

/**
 * The landing page is prerendered at build time into static HTML, one file per combination
 * of the flags its content reads (the AI chip and the demo button), and served with a small
 * script; the app itself loads when the visitor navigates. With pricing shown the page is
 * interactive (billing toggle, contact form), so the backend serves the app as on any page.
 */
export function prerenderedLandingFile(flags: FeatureFlags): string | null {
  if (flags.showPricing) return null;
  const parts = ['landing'];
  if (flags.showAiChip) parts.push('ai-chip');
  if (flags.showDemoButton) parts.push('demo-button');
  return `prerendered/${parts.join('.')}.html`;
}

/** Every flag set the build prerenders: each combination of the flags the page reads. */
export function prerenderedLandingVariants(): FeatureFlags[] {
  const variants: FeatureFlags[] = [];
  for (const showAiChip of [false, true]) {
    for (const showDemoButton of [false, true]) {
      variants.push({ ...DEFAULT_FEATURE_FLAGS, showPricing: false, showAiChip, showDemoButton });
    }
  }
  return variants;
}
