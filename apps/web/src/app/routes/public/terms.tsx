import { PublicLayout } from '@/components/layout/public-layout';
import { usePageMeta } from '@/lib/use-page-meta';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { TERMS_INTRO, TERMS_SECTIONS } from '@/features/legal/content/terms-of-service';
import '@/features/legal/styles/legal.css';

export function Component() {
  usePageMeta(
    'Terms of Service',
    'The terms for using FrameToCode: accounts, plans and billing, your designs and code, acceptable use and support.',
  );
  return (
    <PublicLayout>
      <LegalDocument
        title="Terms of Service"
        dateLine="Last updated March 15, 2025"
        intro={TERMS_INTRO}
        sections={TERMS_SECTIONS}
      />
    </PublicLayout>
  );
}
