import { describe, expect, it } from 'vitest';
import type { Invoice } from '../api/get-invoices';
import { activeSinceDate, formatBillingDate } from './billing-date';
import { capitaliseStatus, toInvoiceRow } from './invoice-row';

const UTC = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const invoice: Invoice = {
  id: 'in_1',
  created: '2026-11-03T10:00:00Z',
  amount_paid: 1200,
  payment_type: 'subscription',
  status: 'paid',
  invoice_pdf: 'https://pay.example.com/in_1.pdf',
  hosted_invoice_url: 'https://pay.example.com/in_1',
  number: 'FTC-0001',
};

describe('toInvoiceRow', () => {
  it('shows a paid subscription invoice with its PDF, labelled with the number', () => {
    expect(toInvoiceRow(invoice, UTC)).toEqual({
      id: 'in_1',
      isoDate: '2026-11-03T10:00:00.000Z',
      date: 'Nov 3, 2026',
      amount: '$12.00',
      type: 'Subscription',
      status: 'Paid',
      paid: true,
      href: 'https://pay.example.com/in_1.pdf',
      linkLabel: 'FTC-0001',
    });
  });

  it.each([
    ['payment', 'One-time'],
    ['one_time', 'One-time'],
    [null, 'One-time'],
    [undefined, 'One-time'],
    ['subscription', 'Subscription'],
  ] as const)('payment_type %j reads as %s', (paymentType, label) => {
    expect(toInvoiceRow({ ...invoice, payment_type: paymentType }, UTC).type).toBe(label);
  });

  it.each([
    ['paid', 'Paid', true],
    ['open', 'Open', false],
    ['uncollectible', 'Uncollectible', false],
    ['past_due', 'Past due', false],
    ['PAID', 'Paid', true],
    [null, 'Unknown', false],
  ] as const)('status %j is shown as %s (highlighted: %s)', (status, shown, paid) => {
    const row = toInvoiceRow({ ...invoice, status }, UTC);
    expect(row.status).toBe(shown);
    expect(row.paid).toBe(paid);
  });

  it('links the hosted invoice page when there is no PDF, and nothing when neither exists', () => {
    expect(toInvoiceRow({ ...invoice, invoice_pdf: null }, UTC).href).toBe(
      'https://pay.example.com/in_1',
    );
    expect(toInvoiceRow({ ...invoice, invoice_pdf: '' }, UTC).href).toBe(
      'https://pay.example.com/in_1',
    );
    expect(
      toInvoiceRow({ ...invoice, invoice_pdf: null, hosted_invoice_url: null }, UTC).href,
    ).toBeNull();
  });

  it('reads created as Unix seconds, as a numeric string, or as a date string', () => {
    const seconds = Date.UTC(2026, 9, 15, 12) / 1000;
    expect(toInvoiceRow({ ...invoice, created: seconds }, UTC)).toMatchObject({
      date: 'Oct 15, 2026',
      isoDate: '2026-10-15T12:00:00.000Z',
    });
    expect(toInvoiceRow({ ...invoice, created: String(seconds) }, UTC).date).toBe('Oct 15, 2026');
    expect(toInvoiceRow({ ...invoice, created: '2026-01-31' }, UTC).date).toBe('Jan 31, 2026');
  });

  it('says Unknown date for an unreadable created value', () => {
    expect(toInvoiceRow({ ...invoice, created: 'not a date' }, UTC)).toMatchObject({
      date: 'Unknown date',
      isoDate: '',
    });
  });

  it('shows cents as US dollars and falls back to a generic link label', () => {
    const row = toInvoiceRow({ ...invoice, amount_paid: 2000, number: null }, UTC);
    expect(row.amount).toBe('$20.00');
    expect(row.linkLabel).toBe('View invoice');
    expect(toInvoiceRow({ ...invoice, amount_paid: 40 }, UTC).amount).toBe('$0.40');
  });
});

describe('capitaliseStatus', () => {
  it('capitalises the first word only', () => {
    expect(capitaliseStatus('draft')).toBe('Draft');
    expect(capitaliseStatus('')).toBe('Unknown');
  });
});

describe('active since', () => {
  const LONG_UTC = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

  it('prefers the subscription start over the account creation date', () => {
    expect(
      formatBillingDate(activeSinceDate('2026-09-01T08:00:00Z', '2026-01-10T08:00:00Z'), LONG_UTC),
    ).toBe('September 1, 2026');
    expect(formatBillingDate(activeSinceDate(null, '2026-01-10T08:00:00Z'), LONG_UTC)).toBe(
      'January 10, 2026',
    );
  });
});
