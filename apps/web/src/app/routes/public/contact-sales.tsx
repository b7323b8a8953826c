import { CONTACT_MODAL_TITLE } from '@app/shared/contact-form';
import { SALES_EMAIL } from '@app/shared/site';
import { PublicLayout } from '@/components/layout/public-layout';
import { Card } from '@/components/ui/card';
import { usePageMeta } from '@/lib/use-page-meta';
import { ContactSalesForm } from '@/features/forms/components/contact-sales-form';
import '@/features/forms/styles/forms.css';

export function Component() {
  usePageMeta(
    'Contact Sales',
    'Talk to the FrameToCode team about the Team plan: 500+ generations a month, multi-user seats, team billing, priority support and onboarding.',
  );
  return (
    <PublicLayout>
      <section className="form-page" aria-labelledby="sales-title">
        <div className="container">
          <header className="form-page__header">
            <p className="eyebrow">Team plan</p>
            <h1 id="sales-title">{CONTACT_MODAL_TITLE}</h1>
            <p>
              Volume pricing for 500+ generations a month, seats for your whole team, one invoice
              and a guided onboarding. Fill in the form and we will reply within one business day,
              or write to <a href={`mailto:${SALES_EMAIL}`}>{SALES_EMAIL}</a>.
            </p>
          </header>
          <Card className="form-page__card">
            <ContactSalesForm idPrefix="contact-page" />
          </Card>
        </div>
      </section>
    </PublicLayout>
  );
}
