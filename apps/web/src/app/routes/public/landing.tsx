import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ACCOUNT_DELETED_NOTICE, isAccountDeletedState } from '@app/shared/auth-messages';
import { Alert } from '@/components/ui/alert';
import { PublicLayout } from '@/components/layout/public-layout';
import type { HeaderLink } from '@/components/layout/site-header';
import { useFeatureFlags } from '@/config/use-feature-flags';
import { usePageMeta } from '@/lib/use-page-meta';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { FeaturesSection } from '@/features/marketing/components/features-section';
import { Hero } from '@/features/marketing/components/hero';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { PricingSection } from '@/features/marketing/components/pricing-section';
import { LANDING_DESCRIPTION, LANDING_TITLE } from '@/features/marketing/landing-meta';
import '@/features/marketing/styles/landing.css';
import '@/features/marketing/styles/pricing.css';

// The contact form pulls in supabase-js and the validation rules; load them only when asked.
const ContactSalesModal = lazy(() => import('@/features/forms/components/contact-sales-modal'));

export function Component() {
  usePageMeta(LANDING_TITLE, LANDING_DESCRIPTION);
  const flags = useFeatureFlags();
  const [contactOpen, setContactOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  // Shown once after an account deletion; the state is cleared so a reload does not repeat it.
  const [accountDeleted] = useState(() => isAccountDeletedState(location.state));
  const { pathname, search, hash } = location;
  useEffect(() => {
    // The current address spelled out: '.' from an index route resolves to '/?index'.
    if (accountDeleted) void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [accountDeleted, navigate, pathname, search, hash]);
  const links: HeaderLink[] = [
    { label: 'Features', href: '#features' },
    ...(flags.showPricing ? [{ label: 'Pricing', href: '#pricing' }] : []),
    { label: 'Docs', to: '/docs' },
    { label: 'Blog', to: '/blog' },
  ];
  return (
    <PublicLayout headerLinks={links}>
      {accountDeleted ? (
        <div className="container account-deleted-notice">
          <Alert variant="success" title={ACCOUNT_DELETED_NOTICE.title}>
            <p>{ACCOUNT_DELETED_NOTICE.text}</p>
          </Alert>
        </div>
      ) : null}
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
