import { Hono } from 'hono';
import { formatUsd } from '@app/shared/money';
import { catalogEntry } from './catalog';
import { h, standInPage } from './html';
import { invoicePdf } from './pdf';
import { StripeApiError, type StripeStandIn } from './stand-in';
import type { StripeObject } from './store';

function day(seconds: unknown): string {
  return new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
}

function checkoutPage(
  session: StripeObject,
  email: string,
  error: string | null,
  card: { number?: string; expiry?: string } = {},
): string {
  const entry = session.price_id ? catalogEntry(String(session.price_id)) : undefined;
  const summary =
    session.mode === 'setup'
      ? '<div class="summary"><span>Save a card for usage charges</span><strong>$0.00 today</strong></div>'
      : `<div class="summary"><span>${h(entry?.name)}</span><strong>${h(formatUsd(Number(session.amount_total)))}${entry?.recurring ? ` / ${h(entry.recurring.interval)}` : ''}</strong></div>`;
  return standInPage(
    'Checkout',
    `<h1>FrameToCode</h1>
<h2>Order summary</h2>${summary}
<form method="post">
<label for="email">Email</label><input id="email" name="email" type="email" value="${h(email)}" readonly>
<label for="card-number">Card number</label><input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${h(card.number)}" required>
<div class="row"><div><label for="card-expiry">Expiry</label><input id="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" value="${h(card.expiry)}" required></div>
<div><label for="card-cvc">CVC</label><input id="card-cvc" name="cvc" autocomplete="cc-csc" placeholder="CVC" required></div></div>
${error ? `<div class="error" role="alert">${h(error)}</div>` : ''}
<button type="submit">${session.mode === 'setup' ? 'Save card' : 'Pay'}</button>
</form>
${session.cancel_url ? `<p><a href="${h(session.cancel_url)}">← Back to FrameToCode</a></p>` : ''}`,
  );
}

/** The browser-facing pages of the stand-in: hosted checkout, customer portal, invoices. */
export function stripePagesRoutes(standIn: StripeStandIn): Hono {
  const app = new Hono();
  const { store } = standIn;
  const notFound = (what: string) => standInPage('Not found', `<h1>${h(what)} not found</h1>`);

  app.get('/checkout/:id', async (c) => {
    const session = await store.get(c.req.param('id'), 'checkout.session');
    if (!session) return c.html(notFound('Checkout session'), 404);
    if (session.status !== 'open')
      return c.html(standInPage('Checkout', '<h1>This checkout session is complete.</h1>'), 410);
    const customer = await store.get(String(session.customer));
    return c.html(checkoutPage(session, String(customer?.email ?? ''), null));
  });
  app.post('/checkout/:id', async (c) => {
    const session = await store.get(c.req.param('id'), 'checkout.session');
    if (!session) return c.html(notFound('Checkout session'), 404);
    const form = await c.req.parseBody();
    const card = {
      number: String(form.number ?? ''),
      expiry: String(form.expiry ?? ''),
      cvc: String(form.cvc ?? ''),
    };
    try {
      const done = await standIn.payCheckout(session.id, card);
      return c.redirect(String(done.success_url).replace('{CHECKOUT_SESSION_ID}', done.id), 303);
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      const customer = await store.get(String(session.customer));
      return c.html(checkoutPage(session, String(customer?.email ?? ''), err.message, card), 402);
    }
  });

  app.get('/portal/:id', async (c) => {
    const portal = await store.get(c.req.param('id'), 'billing_portal.session');
    if (!portal) return c.html(notFound('Portal session'), 404);
    const customer = await standIn.customer(String(portal.customer));
    const subs = (
      await store.list('subscription', { customer: customer.id, limit: 10 })
    ).data.filter((s) => s.status !== 'canceled');
    const invoices = (
      await store.list('invoice', { customer: customer.id, limit: 24 })
    ).data.filter((i) => i.status !== 'draft');
    const pmId =
      (customer.invoice_settings as { default_payment_method?: string | null })
        .default_payment_method ??
      subs.find((s) => s.default_payment_method)?.default_payment_method;
    const pm = pmId ? await store.get(String(pmId)) : null;
    const plan =
      subs.length === 0
        ? '<p>No active plan.</p>'
        : subs
            .map((s) => {
              const item = (
                s.items as { data: { current_period_end: number; price: StripeObject }[] }
              ).data[0]!;
              const name = catalogEntry(String(item.price.id))?.name ?? String(item.price.id);
              return `<div class="summary"><span>${h(name)} · ${h(s.status)}</span><strong>${h(formatUsd(Number(item.price.unit_amount)))}</strong></div>
<p>${s.cancel_at_period_end ? `Cancels on ${h(day(item.current_period_end))}.` : `Renews on ${h(day(item.current_period_end))}.`}</p>
${s.cancel_at_period_end ? '' : `<form method="post" action="/_dev/stripe/portal/${h(portal.id)}/cancel"><input type="hidden" name="subscription" value="${h(s.id)}"><button class="danger" type="submit">Cancel plan</button></form>`}`;
            })
            .join('');
    const card = pm?.card as
      { brand?: string; last4?: string; exp_month?: number; exp_year?: number } | undefined;
    const rows = invoices
      .map(
        (i) =>
          `<tr><td>${h(day(i.created))}</td><td>${h(formatUsd(Number(i.total)))}</td><td>${h(i.status)}</td><td><a href="${h(i.hosted_invoice_url)}">${h(i.number)}</a> · <a href="${h(i.invoice_pdf)}">PDF</a></td></tr>`,
      )
      .join('');
    return c.html(
      standInPage(
        'Billing portal',
        `<h1>FrameToCode billing</h1><p>${h(customer.email)}</p>
<h2>Current plan</h2>${plan}
<h2>Payment method</h2><p>${card ? `${h(card.brand)} ending in ${h(card.last4)}, expires ${h(card.exp_month)}/${h(card.exp_year)}` : 'No payment method on file.'}</p>
<h2>Invoice history</h2>${rows ? `<table><thead><tr><th>Date</th><th>Amount</th><th>Status</th><th>Invoice</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No invoices yet.</p>'}
${portal.return_url ? `<p><a class="button secondary" href="${h(portal.return_url)}">Return to FrameToCode</a></p>` : ''}`,
      ),
    );
  });
  app.post('/portal/:id/cancel', async (c) => {
    const portal = await store.get(c.req.param('id'), 'billing_portal.session');
    if (!portal) return c.html(notFound('Portal session'), 404);
    const form = await c.req.parseBody();
    const sub = await store.get(String(form.subscription ?? ''), 'subscription');
    if (!sub || sub.customer !== portal.customer) return c.html(notFound('Subscription'), 404);
    await standIn.setCancelAtPeriodEnd(sub.id, true);
    return c.redirect(`/_dev/stripe/portal/${portal.id}`, 303);
  });

  app.get('/invoices/:id', async (c) => {
    const invoice = await store.get(c.req.param('id'), 'invoice');
    if (!invoice || invoice.status === 'draft') return c.html(notFound('Invoice'), 404);
    const lines = (invoice.lines as { data: { description: string | null; amount: number }[] }).data
      .map(
        (l) =>
          `<div class="summary"><span>${h(l.description)}</span><span>${h(formatUsd(l.amount))}</span></div>`,
      )
      .join('');
    return c.html(
      standInPage(
        `Invoice ${String(invoice.number)}`,
        `<h1>Invoice ${h(invoice.number)}</h1>
<p>${h(invoice.customer_email)} · issued ${h(day(invoice.created))} · ${h(invoice.status)}</p>${lines}
<div class="summary"><strong>Total</strong><strong>${h(formatUsd(Number(invoice.total)))}</strong></div>
<p><a class="button" href="/_dev/stripe/invoices/${h(invoice.id)}/pdf">Download invoice (PDF)</a></p>`,
      ),
    );
  });
  app.get('/invoices/:id/pdf', async (c) => {
    const invoice = await store.get(c.req.param('id'), 'invoice');
    if (!invoice || invoice.status === 'draft') return c.html(notFound('Invoice'), 404);
    return c.body(Buffer.from(await invoicePdf(invoice)), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="invoice-${String(invoice.number)}.pdf"`,
    });
  });
  return app;
}
