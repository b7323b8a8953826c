import { getRuntimeConfig } from '@/config/runtime';
import { currentCycleMonth, daysUntilReset, usageSummary } from '@app/shared/usage';
import type { BillingPeriod } from '@app/shared/plans';
import { DEFAULT_OVERAGE_CAP_CENTS } from '@app/shared/overage';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { useAdditionalGenerations } from '@/features/dashboard/api/get-additional-generations';
import { useCurrentBillingCycle } from '@/features/dashboard/api/get-current-billing-cycle';
import { useProfile } from '@/features/dashboard/api/get-profile';
import { combineQueries } from '@/features/dashboard/utils/combine-queries';
import { useOverageCard } from '@/features/upgrade/api/get-overage-card';
import { useStartCheckout } from '@/features/upgrade/api/use-start-checkout';
import { ExtraPurchases } from '@/features/upgrade/components/extra-purchases';
import { PlanGrid } from '@/features/upgrade/components/plan-grid';
import { RedirectOverlay } from '@/features/upgrade/components/redirect-overlay';
import { UpgradeFaq } from '@/features/upgrade/components/upgrade-faq';
import { UsageBlocks } from '@/features/upgrade/components/usage-blocks';
import { PageHeader } from './page-header';
import { useSignedInUser } from './use-signed-in-user';
import '@/features/upgrade/styles/upgrade.css';
import './app-page.css';

/**
 * /upgrade: this month's usage, the plans, the 200-pack for pro under 1,000 and, for starter,
 * the card that makes extra generations possible. Every purchase goes through Stripe Checkout.
 */
export function Component() {
  usePageMeta('Upgrade', 'Your usage this month and the FrameToCode plans.');
  const user = useSignedInUser();
  const profile = useProfile(user.id);
  const cycle = useCurrentBillingCycle(user.id, currentCycleMonth());
  const additional = useAdditionalGenerations(user.id);
  const subscription = useSubscription(user.id);
  const card = useOverageCard(user.id);
  const checkout = useStartCheckout();
  const state = combineQueries([profile, cycle, additional, subscription, card]);

  const header = (
    <PageHeader
      title="Upgrade Your Plan"
      description="See what you have used this month and choose the plan that fits."
    />
  );

  if (state.status === 'loading') {
    return (
      <>
        {header}
        <PageSpinner text="Loading plan information..." />
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        {header}
        <Alert variant="error" title="Error loading plan information">
          <p>{state.message}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void Promise.all(
                [profile, cycle, additional, subscription, card]
                  .filter((q) => q.isError)
                  .map((q) => q.refetch()),
              )
            }
          >
            Try again
          </Button>
        </Alert>
      </>
    );
  }

  const tier = profile.data?.subscription_tier ?? 'starter';
  const now = new Date();
  const usage = usageSummary({
    tier,
    context: 'upgrade',
    cycle: cycle.data ?? null,
    additional: additional.data ?? [],
    now,
  });
  const prices = getRuntimeConfig().stripe?.prices;
  const busyMode = checkout.isPending ? checkout.variables?.mode : null;
  const upgrade = (period: BillingPeriod) =>
    checkout.mutate({
      priceId: (period === 'annual' ? prices?.proAnnual : prices?.proMonthly) ?? null,
      mode: 'subscription',
    });

  return (
    <>
      {header}
      {checkout.redirecting ? <RedirectOverlay /> : null}
      <div className="upgrade">
        {checkout.error ? (
          <Alert variant="error" title="Checkout could not start">
            <p>{checkout.error.message}</p>
            <div className="cluster">
              {checkout.variables ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => checkout.variables && checkout.mutate(checkout.variables)}
                >
                  Try again
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" onClick={() => checkout.reset()}>
                Dismiss
              </Button>
            </div>
          </Alert>
        ) : null}
        <UsageBlocks
          tier={tier}
          usage={usage}
          daysUntilReset={daysUntilReset(tier, now, subscription.data?.end_date)}
        />
        <PlanGrid tier={tier} busy={busyMode === 'subscription'} onUpgrade={upgrade} />
        <ExtraPurchases
          tier={tier}
          canBuyPack={usage.canBuyPack}
          hasCard={card.data?.hasCard ?? false}
          capCents={card.data?.capCents ?? DEFAULT_OVERAGE_CAP_CENTS}
          busy={busyMode === 'payment' || busyMode === 'setup'}
          onBuyPack={() =>
            checkout.mutate({ priceId: prices?.generationPack ?? null, mode: 'payment' })
          }
          onSaveCard={() => checkout.mutate({ priceId: null, mode: 'setup' })}
        />
        <UpgradeFaq />
      </div>
    </>
  );
}
