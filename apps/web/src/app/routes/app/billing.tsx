import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useFeatureFlags } from '@/config/use-feature-flags';
import { usePageMeta } from '@/lib/use-page-meta';
import { useBillingProfile } from '@/features/billing/api/get-billing-profile';
import { useInvoices } from '@/features/billing/api/get-invoices';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { BillingHistory } from '@/features/billing/components/billing-history';
import { CurrentPlanCard } from '@/features/billing/components/current-plan-card';
import { OverageLimitCard } from '@/features/billing/components/overage-limit-card';
import { isStarterTier } from '@app/shared/overage';
import { combineQueries } from '@/features/dashboard/utils/combine-queries';
import { PageHeader } from './page-header';
import { useSignedInUser } from './use-signed-in-user';
import '@/features/billing/styles/billing.css';
import './app-page.css';

/**
 * /billing. The profile and the subscription load side by side; the invoices follow once
 * the profile shows a payment-provider customer (nobody else has any, so no call is made).
 */
export function Component() {
  usePageMeta(
    'Billing & Subscription',
    'Your FrameToCode plan, its features and your billing history.',
  );
  const user = useSignedInUser();
  const flags = useFeatureFlags();
  const profile = useBillingProfile(user.id);
  const subscription = useSubscription(user.id);
  const customerId = profile.data?.stripe_customer_id;
  const invoices = useInvoices(user.id, customerId);
  const state = combineQueries([profile, subscription]);

  const header = (
    <PageHeader
      title="Billing & Subscription"
      description="Your plan, what it includes and your past payments."
    />
  );

  if (state.status === 'loading') {
    return (
      <>
        {header}
        <PageSpinner text="Loading billing information..." />
      </>
    );
  }
  if (state.status === 'error' || !profile.data) {
    const retry = () =>
      void Promise.all([profile, subscription].filter((q) => q.isError).map((q) => q.refetch()));
    return (
      <>
        {header}
        <Alert variant="error" title="Error loading billing information">
          <p>{state.status === 'error' ? state.message : 'An unexpected error occurred'}</p>
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
      <div className="billing">
        <CurrentPlanCard
          profile={profile.data}
          subscription={subscription.data ?? null}
          showUpgrade={flags.upgrade}
        />
        {/* Overage (and so its monthly limit) is a Starter feature. */}
        {isStarterTier(profile.data.subscription_tier) ? (
          <OverageLimitCard userId={user.id} />
        ) : null}
        <BillingHistory
          invoices={customerId ? (invoices.data ?? []) : []}
          loading={Boolean(customerId) && invoices.isPending}
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
        />
      </div>
    </>
  );
}
