import { PublicLayout } from '@/components/layout/public-layout';
import { usePageMeta } from '@/lib/use-page-meta';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '@/features/legal/content/privacy-policy';
import '@/features/legal/styles/legal.css';

export function Component() {
  usePageMeta(
    'Privacy Policy',
    'How FrameToCode collects, uses and protects personal data, and the rights you have over it.',
  );
  return (
    <PublicLayout>
      <LegalDocument
        title="Privacy Policy"
        dateLine="Effective 23 December 2021"
        intro={PRIVACY_INTRO}
        sections={PRIVACY_SECTIONS}
      />
    </PublicLayout>
  );
}
