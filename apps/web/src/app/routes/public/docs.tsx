import { PublicLayout } from '@/components/layout/public-layout';
import { usePageMeta } from '@/lib/use-page-meta';
import { DocsPage } from '@/features/docs/components/docs-page';
import { DOCS_DESCRIPTION, DOCS_TITLE } from '@/features/docs/docs-meta';
import '@/features/docs/styles/docs.css';

export function Component() {
  usePageMeta(DOCS_TITLE, DOCS_DESCRIPTION);
  return (
    <PublicLayout>
      <DocsPage />
    </PublicLayout>
  );
}
