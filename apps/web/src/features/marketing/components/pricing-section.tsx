import { useState } from 'react';
import { planCards, PROMOTION_BANNER, type BillingPeriod } from '@app/shared/plans';
import { PlanCard } from './plan-card';
import { PricingToggle } from './pricing-toggle';

/** The flag-gated pricing section: promotion banner, monthly/annual toggle and the plan cards. */
export function PricingSection({ onContactSales }: { onContactSales: () => void }) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <section id="pricing" className="section section--muted" aria-labelledby="pricing-title">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">Pricing</p>
          <h2 id="pricing-title">Simple pricing that grows with you</h2>
          <p>Start free, upgrade when the plugin becomes part of your weekly workflow.</p>
        </div>
        <div className="promo-banner" role="note" aria-label="Promotion">
          <span className="promo-banner__title">{PROMOTION_BANNER.title}</span>
          <strong className="promo-banner__subtitle">{PROMOTION_BANNER.subtitle}</strong>
          <span className="promo-banner__description">{PROMOTION_BANNER.description}</span>
        </div>
        <PricingToggle period={period} onChange={setPeriod} />
        <ul className="plan-grid" aria-label={`Plans, ${period} billing`}>
          {planCards(period).map((plan) => (
            <PlanCard key={plan.id} plan={plan} onContactSales={onContactSales} />
          ))}
        </ul>
        <p className="pricing-footnote">
          Prices in US dollars. Paid plans are billed in advance and are non-refundable; the annual
          price applies to the Pro plan only.
        </p>
      </div>
    </section>
  );
}
