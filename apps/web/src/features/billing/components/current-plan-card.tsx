import { billingFeatures, isSubscriptionTier, tierDisplayName } from '@app/shared/plans';
import { useAuth } from '@/lib/auth/auth-context';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import type { BillingProfile } from '../api/get-billing-profile';
import type { Subscription } from '../api/get-subscription';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { activeSinceDate, formatBillingDate } from '../utils/billing-date';

export const PAST_DUE_WARNING =
  'Your last payment failed. Please update your payment method to keep your Pro features.';

interface CurrentPlanCardProps {
  profile: BillingProfile;
  subscription: Subscription | null;
  /** The Upgrade Plan link shows only while the upgrade page is on (SHOW_UPGRADE). */
  showUpgrade?: boolean;
}

/** Tier, since when, the tier's features, and the way to upgrade or to manage payments. */
export function CurrentPlanCard({
  profile,
  subscription,
  showUpgrade = true,
}: CurrentPlanCardProps) {
  const { session } = useAuth();
  const portal = useOpenBillingPortal(session);
  const tier = profile.subscription_tier;
  const since = activeSinceDate(subscription?.start_date, profile.created_at);
  // A missing or unknown tier reads as starter, as everywhere else.
  const isStarter = !isSubscriptionTier(tier) || tier === 'starter';

  return (
    <Card as="section" className="billing-plan" aria-labelledby="billing-plan-title">
      <div className="billing-plan__header">
        <div>
          <h2 id="billing-plan-title" className="billing-plan__label">
            Current Plan
          </h2>
          <p className="billing-plan__tier">{tierDisplayName(tier)}</p>
          <p className="billing-plan__since">
            Active since <time dateTime={since.toISOString()}>{formatBillingDate(since)}</time>
          </p>
        </div>
        <div className="billing-plan__actions">
          {isStarter && showUpgrade ? (
            <LinkButton to="/upgrade" size="sm">
              Upgrade Plan
            </LinkButton>
          ) : null}
          {profile.stripe_customer_id ? (
            <Button
              variant="secondary"
              size="sm"
              loading={portal.isPending || portal.isSuccess}
              loadingText="Opening billing portal..."
              onClick={() => portal.mutate()}
            >
              Manage Billing
            </Button>
          ) : null}
        </div>
      </div>
      {subscription?.status === 'past_due' ? (
        <Alert variant="warning" title="Payment failed">
          <p>{PAST_DUE_WARNING}</p>
        </Alert>
      ) : null}
      {portal.error ? <Alert variant="error">{portal.error.message}</Alert> : null}
      <h3 className="billing-plan__features-title">Included in your plan</h3>
      <ul className="billing-plan__features">
        {billingFeatures(tier).map((feature) => (
          <li key={feature}>
            <svg
              viewBox="0 0 20 20"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M4 10.5l4 4 8-9" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
    </Card>
  );
}
