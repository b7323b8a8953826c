import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { getRuntimeConfig } from '@/config/runtime';
import { useAuth } from '@/lib/auth/auth-context';
import { createCheckout, type CheckoutRequest } from './create-checkout';
import { loadPaymentProvider } from './load-payment-provider';

/**
 * Starts a checkout: the payment provider loads, create-checkout answers the session, and
 * the browser leaves for Stripe's hosted page while a full-screen notice says so.
 */
export function useStartCheckout() {
  const { session } = useAuth();
  const [redirecting, setRedirecting] = useState(false);
  const mutation = useMutation({
    mutationFn: async (request: CheckoutRequest) => {
      await loadPaymentProvider(getRuntimeConfig().stripe);
      return createCheckout(session, request);
    },
    onSuccess: ({ url }) => {
      setRedirecting(true);
      window.location.assign(url);
    },
  });
  return { ...mutation, redirecting };
}
