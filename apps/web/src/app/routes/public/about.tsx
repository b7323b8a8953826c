import { PublicLayout } from '@/components/layout/public-layout';
import type { HeaderLink } from '@/components/layout/site-header';
import { usePageMeta } from '@/lib/use-page-meta';
import { AboutContent } from '@/features/marketing/components/about-content';
import '@/features/marketing/styles/landing.css';

const ABOUT_LINKS: HeaderLink[] = [
  { label: 'Documentation', to: '/docs' },
  { label: 'Blog', to: '/blog' },
];

export function Component() {
  usePageMeta(
    'About',
    'FrameToCode’s mission: turn finished Figma designs into running Android apps in minutes with clean Jetpack Compose code.',
  );
  return (
    <PublicLayout headerLinks={ABOUT_LINKS}>
      <AboutContent />
    </PublicLayout>
  );
}
