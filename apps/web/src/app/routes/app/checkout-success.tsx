import { Navigate, useSearchParams } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';
import { purchaseKind } from '@/features/checkout/api/purchase-arrived';
import { CheckoutSuccess } from '@/features/checkout/components/checkout-success';
import { PageHeader } from './page-header';
import { useSignedInUser } from './use-signed-in-user';
import '@/features/checkout/styles/checkout.css';
import './app-page.css';

/** /checkout/success?session_id=…: without a session id there is nothing to wait for. */
export function Component() {
  usePageMeta('Payment', 'Your payment is being confirmed.');
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (!sessionId) return <Navigate to="/dashboard" replace />;
  return (
    <>
      <PageHeader title="Checkout" description="Thank you for your purchase." />
      <CheckoutSuccess
        userId={user.id}
        sessionId={sessionId}
        kind={purchaseKind(params.get('purchase'))}
      />
    </>
  );
}
