import { PublicLayout } from '@/components/layout/public-layout';
import type { HeaderLink } from '@/components/layout/site-header';
import { useFeatureFlags } from '@/config/use-feature-flags';
import { usePageMeta } from '@/lib/use-page-meta';
import { Hero } from '@/features/marketing/components/hero';
import '@/features/marketing/styles/landing.css';

export function Component() {
  usePageMeta(
    'FrameToCode – Figma designs to Jetpack Compose code',
    'FrameToCode turns mobile UI designs in Figma into clean, native Kotlin and Jetpack Compose code. Install the plugin and generate production-ready screens in seconds.',
  );
  const flags = useFeatureFlags();
  const links: HeaderLink[] = [
    { label: 'Features', href: '#features' },
    ...(flags.showPricing ? [{ label: 'Pricing', href: '#pricing' }] : []),
    { label: 'Docs', to: '/docs' },
    { label: 'Blog', to: '/blog' },
  ];
  return (
    <PublicLayout headerLinks={links}>
      <Hero />
    </PublicLayout>
  );
}
