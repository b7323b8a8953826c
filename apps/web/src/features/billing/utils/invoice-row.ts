import { formatUsd, parseInvoiceCreated } from '@app/shared/money';
import type { Invoice } from '../api/get-invoices';
import { formatBillingDate } from './billing-date';

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One Billing History row, as shown. */
export interface InvoiceRow {
  id: string;
  /** ISO timestamp for the <time> element; empty when the date is unreadable. */
  isoDate: string;
  date: string;
  amount: string;
  type: 'Subscription' | 'One-time';
  status: string;
  /** Paid invoices are highlighted. */
  paid: boolean;
  /** The PDF, else the hosted invoice page; null when the provider gave neither. */
  href: string | null;
  linkLabel: string;
}

/** 'paid' → 'Paid', 'past_due' → 'Past due'. */
export function capitaliseStatus(status: string | null | undefined): string {
  const words = (status ?? '').trim().replace(/_/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : 'Unknown';
}

export function toInvoiceRow(
  invoice: Invoice,
  dateFormat: Intl.DateTimeFormat = SHORT_DATE,
): InvoiceRow {
  const created = parseInvoiceCreated(invoice.created);
  const valid = !Number.isNaN(created.getTime());
  return {
    id: invoice.id,
    isoDate: valid ? created.toISOString() : '',
    date: formatBillingDate(created, dateFormat),
    amount: formatUsd(invoice.amount_paid),
    type: invoice.payment_type === 'subscription' ? 'Subscription' : 'One-time',
    status: capitaliseStatus(invoice.status),
    paid: invoice.status?.trim().toLowerCase() === 'paid',
    href: invoice.invoice_pdf || invoice.hosted_invoice_url || null,
    linkLabel: invoice.number || 'View invoice',
  };
}
