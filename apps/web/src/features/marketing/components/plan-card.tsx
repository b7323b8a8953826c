import type { PlanCard as PlanCardData } from '@app/shared/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { cx } from '@/lib/cx';

interface PlanCardProps {
  plan: PlanCardData;
  onContactSales: () => void;
}

export function PlanCard({ plan, onContactSales }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <li
      className={cx('card plan-card', plan.popular && 'plan-card--popular')}
      aria-labelledby={titleId}
      data-plan={plan.id}
    >
      {plan.popular ? (
        <Badge variant="primary" className="plan-card__badge">
          Most popular
        </Badge>
      ) : null}
      <h3 id={titleId} className="plan-card__name">
        {plan.name}
      </h3>
      <p className="plan-card__price">
        {plan.originalPrice ? (
          <s className="plan-card__original" data-testid="original-price">
            <span className="visually-hidden">Regular price </span>
            {plan.originalPrice}
          </s>
        ) : null}
        <span className="plan-card__amount" data-testid="price">
          {plan.price}
        </span>
        {plan.period ? <span className="plan-card__period">{plan.period}</span> : null}
      </p>
      <p className="plan-card__description">{plan.description}</p>
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature.text}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="m5 10 3.5 3.5L15 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>
              {feature.was ? (
                <>
                  <s className="plan-card__was" data-testid="feature-was">
                    <span className="visually-hidden">normally </span>
                    {feature.was}
                  </s>{' '}
                  <strong>{feature.now}</strong>{' '}
                </>
              ) : feature.now ? (
                <>{feature.now} </>
              ) : null}
              {feature.text}
            </span>
          </li>
        ))}
      </ul>
      <div className="plan-card__cta">
        {plan.ctaAction === 'contact' ? (
          <Button variant="secondary" block onClick={onContactSales}>
            {plan.ctaText}
          </Button>
        ) : (
          <LinkButton to="/signup" variant={plan.popular ? 'primary' : 'secondary'} block>
            {plan.ctaText}
          </LinkButton>
        )}
      </div>
    </li>
  );
}
