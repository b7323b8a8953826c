import type { AppContext } from '../../context';
import { catalogEntry, periodEnd, priceObject } from './catalog';
import { cardPaymentMethod, customerObject, invoiceObject, type InvoiceLine } from './objects';
import { newId, nowSeconds, StandInStore, type StripeObject } from './store';
import { eventObject, WebhookSender } from './webhooks';
import { subscriptionObject } from './objects';

/** A request the stand-in refuses, answered in Stripe's error shape. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly declineCode?: string,
  ) {
    super(message);
  }
  toJSON() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code
          ? {
              code: this.code,
              doc_url: `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}`,
            }
          : {}),
        ...(this.param ? { param: this.param } : {}),
        ...(this.declineCode ? { decline_code: this.declineCode } : {}),
      },
    };
  }
}

export function missing(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param,
  );
}

/** The test cards the hosted checkout understands (Stripe's own test numbers and messages). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;
export const DECLINE_MESSAGE = 'Your card was declined.';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * The local Stripe stand-in: Stripe's objects and behaviours the product uses, kept in the
 * database, with signed webhooks to the app. Routes in api.ts (the SDK's /v1 calls) and
 * pages.ts (hosted checkout, portal, invoices, dev control) call into it.
 */
export class StripeStandIn {
  readonly store: StandInStore;
  readonly webhooks: WebhookSender;
  /** When true, new events are held back (the "webhook never arrives" case); release() sends them. */
  holdWebhooks = false;

  constructor(private readonly ctx: AppContext) {
    this.store = new StandInStore(ctx.db);
    this.webhooks = new WebhookSender(
      ctx.db,
      () => `${ctx.config.siteUrl}/functions/v1/stripe-webhook`,
      ctx.config.stripe.webhookSecret,
    );
  }

  get siteUrl(): string {
    return this.ctx.config.siteUrl;
  }

  async emit(
    type: string,
    object: StripeObject,
    previous?: Record<string, unknown>,
  ): Promise<void> {
    const event = eventObject(type, object, previous);
    await this.store.put(event);
    await this.webhooks.enqueue(event, this.holdWebhooks);
  }

  async customer(id: string): Promise<StripeObject> {
    const found = await this.store.get(id, 'customer');
    if (!found || found.deleted) throw missing('customer', id);
    return found;
  }

  async createCustomer(
    email: string | null,
    name: string | null,
    metadata: Record<string, string>,
  ): Promise<StripeObject> {
    const customer = await this.store.put(customerObject(email, name, metadata));
    await this.emit('customer.created', customer);
    return customer;
  }

  async subscription(id: string): Promise<StripeObject> {
    const found = await this.store.get(id, 'subscription');
    if (!found) throw missing('subscription', id);
    return found;
  }

  private async nextInvoiceNumber(customer: StripeObject): Promise<string> {
    const { rows } = await this.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from _dev_stripe.objects where object = 'invoice' and customer = $1 and data->>'number' is not null",
      [customer.id],
    );
    return `${String(customer.invoice_prefix)}-${String((rows[0]?.n ?? 0) + 1).padStart(4, '0')}`;
  }

  async createInvoice(
    opts: Omit<Parameters<typeof invoiceObject>[0], 'siteUrl' | 'number'>,
  ): Promise<StripeObject> {
    const number = await this.nextInvoiceNumber(opts.customer);
    return this.store.put(invoiceObject({ ...opts, siteUrl: this.siteUrl, number }));
  }

  /** Checks a test card as Stripe's test mode does; returns the decline as a card error. */
  checkCard(card: CardInput): { last4: string; expMonth: number; expYear: number } {
    const number = card.number.replace(/[\s-]/g, '');
    const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
    if (!/^\d{12,19}$/.test(number))
      throw new StripeApiError(
        402,
        'card_error',
        'Your card number is incomplete.',
        'incomplete_number',
        'number',
      );
    if (!expiry)
      throw new StripeApiError(
        402,
        'card_error',
        "Your card's expiration date is incomplete.",
        'incomplete_expiry',
        'exp_month',
      );
    const expMonth = Number(expiry[1]);
    const expYear = Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]);
    const now = new Date();
    if (expMonth < 1 || expMonth > 12)
      throw new StripeApiError(
        402,
        'card_error',
        "Your card's expiration month is invalid.",
        'invalid_expiry_month',
        'exp_month',
      );
    if (
      expYear < now.getUTCFullYear() ||
      (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
    ) {
      throw new StripeApiError(
        402,
        'card_error',
        "Your card's expiration year is in the past.",
        'invalid_expiry_year',
        'exp_year',
      );
    }
    if (!/^\d{3,4}$/.test(card.cvc.trim()))
      throw new StripeApiError(
        402,
        'card_error',
        "Your card's security code is incomplete.",
        'incomplete_cvc',
        'cvc',
      );
    if (number === TEST_CARDS.declined)
      throw new StripeApiError(
        402,
        'card_error',
        DECLINE_MESSAGE,
        'card_declined',
        undefined,
        'generic_decline',
      );
    if (number !== TEST_CARDS.success)
      throw new StripeApiError(
        402,
        'card_error',
        'Your card number is incorrect.',
        'incorrect_number',
        'number',
      );
    return { last4: number.slice(-4), expMonth, expYear };
  }

  /** The hosted checkout's Pay: completes the session for its mode and sends the webhooks. */
  async payCheckout(sessionId: string, card: CardInput): Promise<StripeObject> {
    const session = await this.store.get(sessionId, 'checkout.session');
    if (!session) throw missing('checkout.session', sessionId);
    if (session.status !== 'open')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This Checkout Session is no longer active.',
        'checkout_session_inactive',
      );
    const checked = this.checkCard(card);
    const customer = await this.customer(String(session.customer));
    const pm = await this.store.put(
      cardPaymentMethod(customer.id, checked.last4, checked.expMonth, checked.expYear),
    );
    const metadata = (session.metadata ?? {}) as Record<string, string>;
    const done: StripeObject = {
      ...session,
      status: 'complete',
      payment_status: session.mode === 'setup' ? 'no_payment_required' : 'paid',
    };
    const after: [string, StripeObject][] = [];

    if (session.mode === 'subscription') {
      const entry = catalogEntry(String(session.price_id))!;
      const price = priceObject(entry);
      const sub = subscriptionObject(customer.id, entry, price, pm.id, metadata);
      const item = (
        sub.items as { data: { current_period_start: number; current_period_end: number }[] }
      ).data[0]!;
      const invoice = await this.createInvoice({
        customer,
        lines: [
          {
            description: `1 × ${entry.name}`,
            amount: entry.unitAmount,
            price,
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
        status: 'paid',
        billingReason: 'subscription_create',
        subscription: sub.id,
      });
      sub.latest_invoice = invoice.id;
      await this.store.put(sub);
      done.subscription = sub.id;
      done.invoice = invoice.id;
      after.push(['customer.subscription.created', sub], ['invoice.paid', invoice]);
    } else if (session.mode === 'payment') {
      const entry = catalogEntry(String(session.price_id))!;
      const pi = newId('pi');
      done.payment_intent = pi;
      if ((session.invoice_creation as { enabled?: boolean } | null)?.enabled) {
        const invoice = await this.createInvoice({
          customer,
          lines: [
            {
              description: `1 × ${entry.name}`,
              amount: entry.unitAmount,
              price: priceObject(entry),
            },
          ],
          status: 'paid',
          billingReason: 'manual',
          metadata,
        });
        done.invoice = invoice.id;
        after.push(['invoice.paid', invoice]);
      }
    } else {
      const seti: StripeObject = {
        id: newId('seti'),
        object: 'setup_intent',
        created: nowSeconds(),
        customer: customer.id,
        livemode: false,
        metadata,
        payment_method: pm.id,
        payment_method_types: ['card'],
        status: 'succeeded',
        usage: 'off_session',
      };
      await this.store.put(seti);
      done.setup_intent = seti.id;
    }
    await this.store.put(done);
    for (const [type, obj] of after) await this.emit(type, obj);
    await this.emit('checkout.session.completed', done);
    return done;
  }

  private item(sub: StripeObject) {
    return (
      sub.items as {
        data: { current_period_start: number; current_period_end: number; price: StripeObject }[];
      }
    ).data[0]!;
  }

  /** Dev control: the subscription renews (or ends, when set to cancel at period end). */
  async advance(id: string): Promise<StripeObject> {
    const sub = await this.subscription(id);
    if (sub.status === 'canceled')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This subscription has ended.',
        'subscription_canceled',
      );
    if (sub.cancel_at_period_end) return this.end(id);
    const item = this.item(sub);
    const interval =
      (item.price.recurring as { interval?: 'month' | 'year' } | null)?.interval ?? 'month';
    item.current_period_start = item.current_period_end;
    item.current_period_end = periodEnd(item.current_period_start, interval);
    const invoice = await this.renewalInvoice(sub, 'paid');
    sub.status = 'active';
    sub.latest_invoice = invoice.id;
    await this.store.put(sub);
    await this.emit('invoice.paid', invoice);
    await this.emit('customer.subscription.updated', sub, { status: 'past_due' });
    return sub;
  }

  /** Dev control: the renewal payment fails; the subscription goes past_due. */
  async failRenewal(id: string): Promise<StripeObject> {
    const sub = await this.subscription(id);
    if (sub.status === 'canceled')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This subscription has ended.',
        'subscription_canceled',
      );
    const invoice = await this.renewalInvoice(sub, 'open');
    sub.status = 'past_due';
    sub.latest_invoice = invoice.id;
    await this.store.put(sub);
    await this.emit('invoice.payment_failed', invoice);
    await this.emit('customer.subscription.updated', sub, { status: 'active' });
    return sub;
  }

  /** Dev control: the open renewal invoice is paid after all; the subscription is active again. */
  async recover(id: string): Promise<StripeObject> {
    const sub = await this.subscription(id);
    if (sub.status !== 'past_due')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Only a past_due subscription can recover.',
        'subscription_not_past_due',
      );
    const invoice = await this.store.get(String(sub.latest_invoice), 'invoice');
    if (invoice) {
      await this.store.put(this.markPaid(invoice));
      await this.emit('invoice.paid', this.markPaid(invoice));
    }
    sub.status = 'active';
    await this.store.put(sub);
    await this.emit('customer.subscription.updated', sub, { status: 'past_due' });
    return sub;
  }

  /** Ends the subscription now (dev control, or DELETE /v1/subscriptions/:id). */
  async end(id: string): Promise<StripeObject> {
    const sub = await this.subscription(id);
    if (sub.status === 'canceled') return sub;
    const now = nowSeconds();
    Object.assign(sub, {
      status: 'canceled',
      canceled_at: sub.canceled_at ?? now,
      ended_at: now,
      cancel_at_period_end: false,
    });
    await this.store.put(sub);
    await this.emit('customer.subscription.deleted', sub);
    return sub;
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<StripeObject> {
    const sub = await this.subscription(id);
    if (sub.status === 'canceled')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
        'invalid_canceled_subscription_fields',
      );
    const item = this.item(sub);
    Object.assign(sub, {
      cancel_at_period_end: cancel,
      cancel_at: cancel ? item.current_period_end : null,
      canceled_at: cancel ? nowSeconds() : null,
    });
    await this.store.put(sub);
    await this.emit('customer.subscription.updated', sub, { cancel_at_period_end: !cancel });
    return sub;
  }

  markPaid(invoice: StripeObject): StripeObject {
    return {
      ...invoice,
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      auto_advance: false,
      status_transitions: { ...(invoice.status_transitions as object), paid_at: nowSeconds() },
    };
  }

  private async renewalInvoice(sub: StripeObject, status: 'paid' | 'open'): Promise<StripeObject> {
    const item = this.item(sub);
    const entry = catalogEntry(String(item.price.id));
    const line: InvoiceLine = {
      description: `1 × ${entry?.name ?? String(item.price.id)}`,
      amount: Number(item.price.unit_amount ?? 0),
      price: item.price,
      period: { start: item.current_period_start, end: item.current_period_end },
    };
    return this.createInvoice({
      customer: await this.customer(String(sub.customer)),
      lines: [line],
      status,
      billingReason: 'subscription_cycle',
      subscription: sub.id,
    });
  }
}
