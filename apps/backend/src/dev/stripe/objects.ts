import { type CATALOG, periodEnd } from './catalog';
import { newId, nowSeconds, type StripeObject } from './store';

type Entry = (typeof CATALOG)[number];

/** A Customer as Stripe returns it. */
export function customerObject(
  email: string | null,
  name: string | null,
  metadata: Record<string, string>,
): StripeObject {
  return {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email,
    invoice_prefix: newId('x').slice(2, 10).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata,
    name,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

/** A card PaymentMethod (test card numbers only ever reach the stand-in). */
export function cardPaymentMethod(
  customer: string,
  last4: string,
  expMonth: number,
  expYear: number,
): StripeObject {
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'always',
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand: 'visa',
      country: 'US',
      exp_month: expMonth,
      exp_year: expYear,
      funding: 'credit',
      last4,
      display_brand: 'visa',
    },
    created: nowSeconds(),
    customer,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

/** A Subscription with one item; its period lives on the item, as in current API versions. */
export function subscriptionObject(
  customer: string,
  entry: Entry,
  price: StripeObject,
  pm: string,
  metadata: Record<string, string>,
): StripeObject {
  const start = nowSeconds();
  const end = periodEnd(start, entry.recurring?.interval ?? 'month');
  const id = newId('sub');
  return {
    id,
    object: 'subscription',
    application: null,
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    created: start,
    currency: 'usd',
    customer,
    default_payment_method: pm,
    description: null,
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          created: start,
          current_period_start: start,
          current_period_end: end,
          metadata: {},
          price,
          quantity: 1,
          subscription: id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata,
    start_date: start,
    status: 'active',
    trial_end: null,
    trial_start: null,
  };
}

export interface InvoiceLine {
  description: string;
  amount: number;
  price?: StripeObject | null;
  period?: { start: number; end: number };
}

/** An Invoice; paid ones carry amount_paid, open ones amount_remaining. */
export function invoiceObject(opts: {
  customer: StripeObject;
  lines: InvoiceLine[];
  status: 'draft' | 'open' | 'paid';
  billingReason: string;
  subscription?: string | null;
  metadata?: Record<string, string>;
  siteUrl: string;
  number: string;
}): StripeObject {
  const id = newId('in');
  const total = opts.lines.reduce((sum, l) => sum + l.amount, 0);
  const created = nowSeconds();
  const paid = opts.status === 'paid';
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'FrameToCode',
    amount_due: total,
    amount_paid: paid ? total : 0,
    amount_remaining: paid ? 0 : total,
    attempt_count: opts.status === 'draft' ? 0 : 1,
    attempted: opts.status !== 'draft',
    auto_advance: !paid,
    billing_reason: opts.billingReason,
    collection_method: 'charge_automatically',
    created,
    currency: 'usd',
    customer: opts.customer.id,
    customer_email: opts.customer.email ?? null,
    customer_name: opts.customer.name ?? null,
    description: null,
    hosted_invoice_url:
      opts.status === 'draft' ? null : `${opts.siteUrl}/_dev/stripe/invoices/${id}`,
    invoice_pdf: opts.status === 'draft' ? null : `${opts.siteUrl}/_dev/stripe/invoices/${id}/pdf`,
    lines: {
      object: 'list',
      data: opts.lines.map((l) => ({
        id: newId('il'),
        object: 'line_item',
        amount: l.amount,
        currency: 'usd',
        description: l.description,
        invoice: id,
        livemode: false,
        metadata: {},
        period: l.period ?? { start: created, end: created },
        pricing: l.price
          ? {
              type: 'price_details',
              price_details: { price: l.price.id, product: l.price.product },
              unit_amount_decimal: String(l.amount),
            }
          : null,
        quantity: 1,
      })),
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: opts.metadata ?? {},
    number: opts.status === 'draft' ? null : opts.number,
    parent: opts.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { metadata: {}, subscription: opts.subscription },
        }
      : null,
    period_end: created,
    period_start: created,
    status: opts.status,
    status_transitions: {
      finalized_at: opts.status === 'draft' ? null : created,
      marked_uncollectible_at: null,
      paid_at: paid ? created : null,
      voided_at: null,
    },
    subtotal: total,
    total,
  };
}
