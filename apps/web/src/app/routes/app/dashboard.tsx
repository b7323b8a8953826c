import { currentCycleMonth } from '@app/shared/usage';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFeatureFlags } from '@/config/use-feature-flags';
import { usePageMeta } from '@/lib/use-page-meta';
import { useLiveChanges } from '@/lib/use-live-changes';
import { useAdditionalGenerations } from '@/features/dashboard/api/get-additional-generations';
import { useCurrentBillingCycle } from '@/features/dashboard/api/get-current-billing-cycle';
import { useProfile } from '@/features/dashboard/api/get-profile';
import { PlanUsageCards } from '@/features/dashboard/components/plan-usage-cards';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { combineQueries } from '@/features/dashboard/utils/combine-queries';
import { planUsage } from '@/features/dashboard/utils/plan-usage';
import { useGenerationCount } from '@/features/generations/api/get-generation-count';
import { useRecentGenerations } from '@/features/generations/api/get-recent-generations';
import { generationsKey } from '@/features/generations/api/generation';
import { RecentGenerations } from '@/features/generations/components/recent-generations';
import {
  DASHBOARD_DESCRIPTION,
  DASHBOARD_TITLE,
  DashboardHeader,
  DashboardLoading,
} from './dashboard-loading';
import { useSignedInUser } from './use-signed-in-user';
import '@/features/dashboard/styles/dashboard.css';
import '@/features/generations/styles/generations.css';
import './app-page.css';

/**
 * /dashboard. Every query starts in the same render, side by side; the plan and usage
 * queries run only when the pricing cards are shown (SHOW_PRICING).
 */
export function Component() {
  usePageMeta(DASHBOARD_TITLE, DASHBOARD_DESCRIPTION);
  const user = useSignedInUser();
  const flags = useFeatureFlags();
  const { showPricing } = flags;
  const cycleMonth = currentCycleMonth();
  // New generations and usage changes arrive live (realtime), refreshing the cards below.
  useLiveChanges(user.id, [
    { table: 'generations', queryKey: generationsKey(user.id) },
    { table: 'billing_cycles', queryKey: ['billing-cycles', user.id] },
    { table: 'additional_generations', queryKey: ['additional-generations', user.id] },
  ]);

  const recent = useRecentGenerations(user.id);
  const count = useGenerationCount(user.id, { enabled: showPricing });
  const profile = useProfile(user.id, { enabled: showPricing });
  const cycle = useCurrentBillingCycle(user.id, cycleMonth, { enabled: showPricing });
  const additional = useAdditionalGenerations(user.id, { enabled: showPricing });

  const queries = [
    recent,
    ...[count, profile, cycle, additional].map((q) => ({
      isPending: q.isPending,
      error: q.error,
      enabled: showPricing,
    })),
  ];
  const state = combineQueries(queries);

  const header = <DashboardHeader />;

  if (state.status === 'loading') return <DashboardLoading />;
  if (state.status === 'error') {
    const retry = () =>
      void Promise.all(
        [recent, count, profile, cycle, additional]
          .filter((q) => q.isError)
          .map((q) => q.refetch()),
      );
    return (
      <>
        {header}
        <Alert variant="error" title="Error loading dashboard">
          <p>{state.message}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            Try again
          </Button>
        </Alert>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="dashboard">
        {showPricing ? (
          <PlanUsageCards
            usage={planUsage({
              tier: profile.data?.subscription_tier,
              cycle: cycle.data ?? null,
              additional: additional.data ?? [],
              now: new Date(),
            })}
            totalGenerations={count.data ?? 0}
            showUpgrade={flags.upgrade}
          />
        ) : null}
        <div className="dashboard__columns">
          <RecentGenerations generations={recent.data ?? []} />
          <QuickActions flags={flags} />
        </div>
      </div>
    </>
  );
}
