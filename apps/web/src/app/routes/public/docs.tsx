import { PublicLayout } from '@/components/layout/public-layout';
import { usePageMeta } from '@/lib/use-page-meta';
import { DocsPage } from '@/features/docs/components/docs-page';
import '@/features/docs/styles/docs.css';

export function Component() {
  usePageMeta(
    'Documentation',
    'How to install the FrameToCode Figma plugin, generate Kotlin and Jetpack Compose code, integrate it into an Android project, and fix common problems.',
  );
  return (
    <PublicLayout>
      <DocsPage />
    </PublicLayout>
  );
}
