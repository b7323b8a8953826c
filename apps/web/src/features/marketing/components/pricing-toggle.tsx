import type { BillingPeriod } from '@app/shared/plans';
import { PRICING_TOGGLE_LABELS } from '@app/shared/plans';
import { cx } from '@/lib/cx';

interface PricingToggleProps {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}

/** Monthly / annual switch; the annual price applies to the Pro plan only. */
export function PricingToggle({ period, onChange }: PricingToggleProps) {
  const options: BillingPeriod[] = ['monthly', 'annual'];
  return (
    <div className="pricing-toggle" role="group" aria-label="Billing period">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={cx(
            'pricing-toggle__option',
            period === option && 'pricing-toggle__option--active',
          )}
          aria-pressed={period === option}
          onClick={() => onChange(option)}
        >
          {PRICING_TOGGLE_LABELS[option]}
          {option === 'annual' ? (
            <span className="pricing-toggle__discount">{PRICING_TOGGLE_LABELS.annualDiscount}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
