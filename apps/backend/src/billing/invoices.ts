import type Stripe from 'stripe';

/** An invoice as get-invoices answers it. */
export interface InvoiceEntry {
  id: string;
  /** Unix seconds, as Stripe gives it. */
  created: number;
  /** In cents. */
  amount_paid: number;
  payment_type: 'subscription' | 'one-time';
  status: string | null;
  invoice_pdf: string | null;
  hosted_invoice_url: string | null;
  number: string | null;
}

export function invoiceEntry(invoice: Stripe.Invoice): InvoiceEntry {
  const isSubscription =
    invoice.parent?.type === 'subscription_details' ||
    Boolean(invoice.billing_reason?.startsWith('subscription'));
  return {
    id: invoice.id!,
    created: invoice.created,
    amount_paid: invoice.amount_paid,
    payment_type: isSubscription ? 'subscription' : 'one-time',
    status: invoice.status ?? null,
    invoice_pdf: invoice.invoice_pdf ?? null,
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    number: invoice.number ?? null,
  };
}

/** Most invoices one answer returns; a user with more sees the newest ones. */
export const MAX_INVOICES = 500;

/**
 * Every finalized invoice of a customer, newest first, following Stripe's pages (100 a page)
 * with the SDK's auto-pagination. Drafts are not the user's business.
 */
export async function listCustomerInvoices(
  stripe: Stripe,
  customer: string,
): Promise<InvoiceEntry[]> {
  const out: InvoiceEntry[] = [];
  for await (const invoice of stripe.invoices.list({ customer, limit: 100 })) {
    if (invoice.status === 'draft') continue;
    out.push(invoiceEntry(invoice));
    if (out.length >= MAX_INVOICES) break;
  }
  return out.sort((a, b) => b.created - a.created);
}
