import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_SUCCESS_REDIRECT_MS } from '@app/shared/timings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { purchaseArrived, type PurchaseKind } from '../api/purchase-arrived';
import { usePurchasePoll } from '../api/use-purchase-poll';
import { PURCHASE_TEXTS } from './purchase-texts';

interface CheckoutSuccessProps {
  userId: string;
  sessionId: string;
  kind: PurchaseKind;
}

/** After Stripe Checkout: waits for the webhook's effect, then goes to the dashboard. */
export function CheckoutSuccess({ userId, sessionId, kind }: CheckoutSuccessProps) {
  const [attempt] = useState(0);
  const state = usePurchasePoll(() => purchaseArrived(kind, userId, sessionId), attempt);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const texts = PURCHASE_TEXTS[kind];

  useEffect(() => {
    if (state !== 'done') return;
    // The dashboard must not show the plan from before the purchase.
    void queryClient.invalidateQueries();
    const timer = setTimeout(() => void navigate('/dashboard'), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate, queryClient]);

  return (
    <Card className="checkout-success">
      {state === 'waiting' ? (
        <div role="status" aria-live="polite" className="checkout-success__body">
          <Spinner size="lg" />
          <h2>Payment Successful!</h2>
          <p>{texts.waiting}</p>
        </div>
      ) : state === 'done' ? (
        <div role="status" aria-live="polite" className="checkout-success__body">
          <h2>{texts.done}</h2>
          <p>Redirecting you to your dashboard...</p>
        </div>
      ) : (
        <div role="alert" className="checkout-success__body">
          <h2>Something went wrong</h2>
          <p>{texts.timeout}</p>
          <div className="checkout-success__actions">
            <Button onClick={() => void navigate('/dashboard')}>Go to Dashboard</Button>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
