import { useState } from 'react';
import {
  PRICING_TOGGLE_LABELS,
  planCards,
  planFeatureText,
  type BillingPeriod,
  type PlanCard,
} from '@app/shared/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';

interface PlanGridProps {
  tier: string;
  busy: boolean;
  onUpgrade: (period: BillingPeriod) => void;
}

function isCurrent(plan: PlanCard, tier: string): boolean {
  if (plan.id === 'team') return tier === 'custom';
  if (plan.id === 'pro') return tier === 'pro';
  return tier !== 'pro' && tier !== 'custom';
}

/** Starter, Pro (Popular) and Team, with the action each offers to this user. */
export function PlanGrid({ tier, busy, onUpgrade }: PlanGridProps) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <section className="upgrade-plans" aria-labelledby="upgrade-plans-title">
      <div className="upgrade-plans__head">
        <h2 id="upgrade-plans-title">Choose your plan</h2>
        <div className="upgrade-toggle" role="group" aria-label="Billing period">
          <button
            type="button"
            aria-pressed={period === 'monthly'}
            onClick={() => setPeriod('monthly')}
          >
            {PRICING_TOGGLE_LABELS.monthly}
          </button>
          <button
            type="button"
            aria-pressed={period === 'annual'}
            onClick={() => setPeriod('annual')}
          >
            {PRICING_TOGGLE_LABELS.annual}{' '}
            <span className="upgrade-toggle__save">{PRICING_TOGGLE_LABELS.annualDiscount}</span>
          </button>
        </div>
      </div>
      <ul className="upgrade-plans__grid">
        {planCards(period).map((plan) => {
          const current = isCurrent(plan, tier);
          return (
            <Card
              as="li"
              key={plan.id}
              className={plan.popular ? 'upgrade-plan upgrade-plan--popular' : 'upgrade-plan'}
            >
              <div className="upgrade-plan__name">
                <h3>{plan.name}</h3>
                {plan.popular ? <Badge variant="primary">Popular</Badge> : null}
              </div>
              <p className="upgrade-plan__price">
                {plan.originalPrice ? (
                  <s className="upgrade-plan__was">{plan.originalPrice}</s>
                ) : null}{' '}
                <strong>{plan.price}</strong>
                {plan.period ? <span>{plan.period}</span> : null}
              </p>
              <p className="upgrade-plan__description">{plan.description}</p>
              <ul className="upgrade-plan__features">
                {plan.features.map((f) => (
                  <li key={f.text}>{planFeatureText(f)}</li>
                ))}
              </ul>
              <div className="upgrade-plan__action">
                {current ? (
                  <Button variant="secondary" block disabled>
                    Current Plan
                  </Button>
                ) : plan.id === 'starter' ? (
                  // Downgrading is not offered in the product: the button does nothing.
                  <Button variant="secondary" block>
                    Downgrade
                  </Button>
                ) : plan.id === 'pro' ? (
                  <Button
                    block
                    loading={busy}
                    loadingText="Processing..."
                    onClick={() => onUpgrade(period)}
                  >
                    Upgrade to Pro
                  </Button>
                ) : (
                  <LinkButton to="/contact-sales" variant="secondary" block>
                    Contact Sales
                  </LinkButton>
                )}
              </div>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
