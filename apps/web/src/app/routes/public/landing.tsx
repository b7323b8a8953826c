import { lazy, Suspense, useState } from 'react';
import { PublicLayout } from '@/components/layout/public-layout';
import type { HeaderLink } from '@/components/layout/site-header';
import { useFeatureFlags } from '@/config/use-feature-flags';
import { usePageMeta } from '@/lib/use-page-meta';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { FeaturesSection } from '@/features/marketing/components/features-section';
import { Hero } from '@/features/marketing/components/hero';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { PricingSection } from '@/features/marketing/components/pricing-section';
import '@/features/marketing/styles/landing.css';
import '@/features/marketing/styles/pricing.css';

// The contact form pulls in supabase-js and the validation rules; load them only when asked.
const ContactSalesModal = lazy(() => import('@/features/forms/components/contact-sales-modal'));

export function Component() {
  usePageMeta(
    'FrameToCode – Figma designs to Jetpack Compose code',
    'FrameToCode turns mobile UI designs in Figma into clean, native Kotlin and Jetpack Compose code. Install the plugin and generate production-ready screens in seconds.',
  );
  const flags = useFeatureFlags();
  const [contactOpen, setContactOpen] = useState(false);
  const links: HeaderLink[] = [
    { label: 'Features', href: '#features' },
    ...(flags.showPricing ? [{ label: 'Pricing', href: '#pricing' }] : []),
    { label: 'Docs', to: '/docs' },
    { label: 'Blog', to: '/blog' },
  ];
  return (
    <PublicLayout headerLinks={links}>
      <Hero />
      <FeaturesSection />
      <HowItWorks />
      {flags.showPricing ? <PricingSection onContactSales={() => setContactOpen(true)} /> : null}
      <ClosingCta />
      {contactOpen ? (
        <Suspense fallback={null}>
          <ContactSalesModal open onClose={() => setContactOpen(false)} />
        </Suspense>
      ) : null}
    </PublicLayout>
  );
}
