import { STARTER_UPGRADE_PAGE_ALLOWANCE_TEXT, type UsageSummary } from '@app/shared/usage';
import { Card } from '@/components/ui/card';

interface UsageBlocksProps {
  tier: string;
  usage: UsageSummary;
  daysUntilReset: number;
}

/** The upgrade page's usage summary: Remaining Generations, Next Billing Period, Plan Allowance. */
export function UsageBlocks({ tier, usage, daysUntilReset }: UsageBlocksProps) {
  const starter = tier !== 'pro' && tier !== 'custom';
  return (
    <section className="upgrade-usage" aria-label="Usage summary">
      <Card as="section" className="upgrade-usage__block" aria-labelledby="upgrade-remaining-title">
        <h2 id="upgrade-remaining-title" className="upgrade-usage__title">
          Remaining Generations
        </h2>
        <p className="upgrade-usage__figure">{usage.remaining}</p>
        <p className="upgrade-usage__note">of {usage.total} total this month</p>
        {usage.unusedAdditional > 0 ? (
          // The same split as the dashboard's card and note, so the figures read alike.
          <p className="upgrade-usage__note">
            {usage.allowance} from your plan + {usage.unusedAdditional} additional
          </p>
        ) : null}
      </Card>
      <Card as="section" className="upgrade-usage__block" aria-labelledby="upgrade-period-title">
        <h2 id="upgrade-period-title" className="upgrade-usage__title">
          Next Billing Period
        </h2>
        <p className="upgrade-usage__figure">{daysUntilReset}</p>
        <p className="upgrade-usage__note">
          {daysUntilReset === 1 ? 'day until reset' : 'days until reset'}
        </p>
      </Card>
      <Card as="section" className="upgrade-usage__block" aria-labelledby="upgrade-allowance-title">
        <h2 id="upgrade-allowance-title" className="upgrade-usage__title">
          Plan Allowance
        </h2>
        {starter ? (
          <p className="upgrade-usage__note upgrade-usage__note--strong">
            {STARTER_UPGRADE_PAGE_ALLOWANCE_TEXT}
          </p>
        ) : (
          <>
            <p className="upgrade-usage__note">Next Month&apos;s Allowance</p>
            <p className="upgrade-usage__figure">{usage.allowance}</p>
            {usage.unusedAdditional > 0 ? (
              <p className="upgrade-usage__note">
                +{usage.unusedAdditional} additional generations will roll over
              </p>
            ) : null}
          </>
        )}
      </Card>
    </section>
  );
}
