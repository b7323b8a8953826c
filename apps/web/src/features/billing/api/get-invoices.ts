import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkFailure } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

/** An invoice as the get-invoices function returns it. */
export interface Invoice {
  id: string;
  /** A date string or Unix seconds, the payment provider's native form. */
  created: string | number;
  /** In cents. */
  amount_paid: number;
  /** 'subscription', or anything else for a one-time purchase. */
  payment_type?: string | null;
  status?: string | null;
  invoice_pdf?: string | null;
  hosted_invoice_url?: string | null;
  number?: string | null;
}

export const INVOICES_ERROR = 'Failed to fetch invoices';

/**
 * The user's invoices from the payment provider. The get-invoices function (and
 * create-portal-session) arrive with the billing issue; until the backend deploys them the
 * call fails and the Billing History card says so.
 */
export async function getInvoices(): Promise<Invoice[]> {
  const { data, error } = await supabase.functions.invoke<{ invoices?: Invoice[] }>(
    'get-invoices',
    { method: 'GET' },
  );
  if (error) throw new Error(networkFailure(error)?.message ?? INVOICES_ERROR, { cause: error });
  return data?.invoices ?? [];
}

export function invoicesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['invoices', userId],
    queryFn: getInvoices,
  });
}

/** Runs only for a payment-provider customer: anyone else has no invoices and makes no call. */
export function useInvoices(userId: string, customerId: string | null | undefined) {
  return useQuery({ ...invoicesQueryOptions(userId), enabled: Boolean(customerId) });
}
