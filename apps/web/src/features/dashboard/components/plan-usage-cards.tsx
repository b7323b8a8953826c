import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { PlanUsage } from '../utils/plan-usage';

interface PlanUsageCardsProps {
  usage: PlanUsage;
  /** Lifetime number of generations. */
  totalGenerations: number;
  /** The Upgrade Plan link shows only while the upgrade page is on (SHOW_UPGRADE). */
  showUpgrade?: boolean;
}

/** Current Plan, Total Generations and Remaining Generations (shown only with SHOW_PRICING on). */
export function PlanUsageCards({
  usage,
  totalGenerations,
  showUpgrade = true,
}: PlanUsageCardsProps) {
  return (
    <div className="usage-cards">
      <Card
        as="section"
        className="usage-card usage-card--plan"
        aria-labelledby="current-plan-title"
      >
        <h2 id="current-plan-title" className="usage-card__label">
          Current Plan
        </h2>
        <p className="usage-card__value">{usage.tierName}</p>
        <p className="usage-card__usage">
          <strong>{usage.usedText}</strong> generations used this month
        </p>
        <ProgressBar label="Generations used this month" hideLabel value={usage.percent} />
        {usage.warning ? <Alert variant="warning">{usage.warning}</Alert> : null}
        {usage.additionalNote ? <p className="usage-card__note">{usage.additionalNote}</p> : null}
        {usage.overageNote ? <p className="usage-card__hint">{usage.overageNote}</p> : null}
        {showUpgrade ? (
          <LinkButton to="/upgrade" size="sm" className="usage-card__action">
            Upgrade Plan
          </LinkButton>
        ) : null}
      </Card>
      <Card as="section" className="usage-card" aria-labelledby="total-generations-title">
        <h2 id="total-generations-title" className="usage-card__label">
          Total Generations
        </h2>
        <p className="usage-card__value">{totalGenerations.toLocaleString('en-US')}</p>
        <p className="usage-card__hint">Since you joined</p>
      </Card>
      <Card as="section" className="usage-card" aria-labelledby="remaining-generations-title">
        <h2 id="remaining-generations-title" className="usage-card__label">
          Remaining Generations
        </h2>
        <p className="usage-card__value">{usage.remaining.toLocaleString('en-US')}</p>
        <p className="usage-card__hint">Available this month</p>
      </Card>
    </div>
  );
}
