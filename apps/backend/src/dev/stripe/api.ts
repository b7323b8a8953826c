import { Hono, type Context } from 'hono';
import type { AppContext } from '../../context';
import { CATALOG, catalogEntry, priceObject } from './catalog';
import { parseStripeForm, str, type FormValue } from './form';
import { newId, nowSeconds, type StripeObject } from './store';
import { missing, StripeApiError, type StripeStandIn } from './stand-in';
import { log } from '../../http/logger';
import { returnOrigin } from '../../http/loopback';

type Body = Record<string, FormValue>;

function metadataOf(body: Body): Record<string, string> {
  const m = body.metadata;
  if (!m || typeof m !== 'object' || Array.isArray(m)) return {};
  return Object.fromEntries(
    Object.entries(m).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

function required(body: Body, name: string): string {
  const value = str(body, name);
  if (!value)
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Missing required param: ${name}.`,
      'parameter_missing',
      name,
    );
  return value;
}

function limitOf(body: Body): number {
  const raw = str(body, 'limit');
  const n = raw === undefined ? 10 : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'Invalid integer: limit must be between 1 and 100.',
      'parameter_invalid_integer',
      'limit',
    );
  }
  return n;
}

function listObject(url: string, data: StripeObject[], hasMore: boolean) {
  return { object: 'list', data, has_more: hasMore, url };
}

/** Expands the fields named in `expand[]` that this stand-in knows how to expand. */
async function expand(
  standIn: StripeStandIn,
  obj: StripeObject,
  body: Body,
): Promise<StripeObject> {
  const wanted = Array.isArray(body.expand)
    ? body.expand.filter((e): e is string => typeof e === 'string')
    : [];
  const out: StripeObject = { ...obj };
  for (const field of wanted) {
    const id = out[field];
    if (typeof id === 'string') out[field] = (await standIn.store.get(id)) ?? id;
  }
  return out;
}

/**
 * The part of Stripe's REST API (/v1) that the product's SDK calls use, with Stripe's object
 * and error shapes, bearer-key authentication and Idempotency-Key replay. Local mode only.
 */
/**
 * Where the stand-in's hosted pages are served: this server, on the host the user comes back
 * to (the session's return address), so a user on 127.0.0.1 is not sent to localhost and back
 * (a loopback name of SITE_URL only; anything else is SITE_URL, as Stripe's pages have one home).
 */
function hostedOrigin(ctx: AppContext, returnUrl: string | undefined | null): string {
  let origin: string | null;
  try {
    origin = returnUrl ? new URL(returnUrl).origin : null;
  } catch {
    origin = null;
  }
  return returnOrigin(ctx.config, origin);
}

export function stripeApiRoutes(ctx: AppContext, standIn: StripeStandIn): Hono {
  const app = new Hono();
  const { store } = standIn;

  app.use('*', async (c, next) => {
    const key = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (key !== ctx.config.stripe.secretKey) {
      const shown = key
        ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
        : '';
      const message = key
        ? `Invalid API Key provided: ${shown}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      return c.json({ error: { type: 'invalid_request_error', message } }, 401);
    }
    const idemKey = c.req.method === 'POST' ? c.req.header('idempotency-key') : undefined;
    if (idemKey) {
      const seen = await ctx.db.query<{ status: number; body: unknown }>(
        'select status, body from _dev_stripe.idempotency_keys where key = $1',
        [idemKey],
      );
      const hit = seen.rows[0];
      if (hit)
        return c.json(hit.body as object, hit.status as 200, { 'idempotent-replayed': 'true' });
    }
    await next();
    if (idemKey && c.res.status < 500) {
      const body: unknown = await c.res.clone().json();
      await ctx.db.query(
        'insert into _dev_stripe.idempotency_keys (key, status, body) values ($1, $2, $3) on conflict do nothing',
        [idemKey, c.res.status, JSON.stringify(body)],
      );
    }
  });

  const body = async (c: Context): Promise<Body> => {
    const url = new URL(c.req.url);
    if (c.req.method === 'GET' || c.req.method === 'DELETE')
      return parseStripeForm(url.searchParams);
    return parseStripeForm(new URLSearchParams(await c.req.text()));
  };

  app.onError((err, c) => {
    if (err instanceof StripeApiError) return c.json(err.toJSON(), err.status as 400);
    log.error({ err, standIn: 'stripe', path: c.req.path }, 'the Stripe stand-in could not answer');
    return c.json({ error: { type: 'api_error', message: 'An unknown error occurred' } }, 500);
  });

  // Customers
  app.post('/customers', async (c) => {
    const b = await body(c);
    return c.json(
      await standIn.createCustomer(str(b, 'email') ?? null, str(b, 'name') ?? null, metadataOf(b)),
    );
  });
  app.get('/customers/:id', async (c) =>
    c.json(await expand(standIn, await standIn.customer(c.req.param('id')), await body(c))),
  );
  app.post('/customers/:id', async (c) => {
    const b = await body(c);
    const customer = await standIn.customer(c.req.param('id'));
    const pm = str(b, 'invoice_settings', 'default_payment_method');
    if (pm !== undefined) {
      if (pm && !(await store.get(pm, 'payment_method')))
        throw missing('PaymentMethod', pm, 'invoice_settings[default_payment_method]');
      customer.invoice_settings = {
        ...(customer.invoice_settings as object),
        default_payment_method: pm || null,
      };
    }
    if (str(b, 'email') !== undefined) customer.email = str(b, 'email');
    customer.metadata = { ...(customer.metadata as object), ...metadataOf(b) };
    await store.put(customer);
    await standIn.emit('customer.updated', customer);
    return c.json(customer);
  });

  // Prices
  app.get('/prices/:id', (c) => {
    const entry = catalogEntry(c.req.param('id'));
    if (!entry) throw missing('price', c.req.param('id'));
    return c.json(priceObject(entry));
  });
  app.get('/prices', (c) => c.json(listObject('/v1/prices', CATALOG.map(priceObject), false)));

  // Checkout sessions
  app.post('/checkout/sessions', async (c) => {
    const b = await body(c);
    const mode = required(b, 'mode');
    if (!['payment', 'subscription', 'setup'].includes(mode)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Invalid mode: must be one of payment, setup, or subscription`,
        'parameter_invalid_string',
        'mode',
      );
    }
    const customerId = required(b, 'customer');
    const customer = await standIn.customer(customerId);
    const successUrl = required(b, 'success_url');
    let priceId: string | null = null;
    let amount: number | null = null;
    if (mode !== 'setup') {
      priceId = str(b, 'line_items', 0, 'price') ?? null;
      const entry = priceId ? catalogEntry(priceId) : undefined;
      if (!priceId || !entry) throw missing('price', priceId ?? '', 'line_items[0][price]');
      if ((mode === 'subscription') !== Boolean(entry.recurring)) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          mode === 'subscription'
            ? 'You must provide at least one recurring price in `subscription` mode when using prices.'
            : 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
          undefined,
          'line_items[0][price]',
        );
      }
      amount = entry.unitAmount;
    }
    const id = newId('cs_test');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: str(b, 'cancel_url') ?? null,
      client_reference_id: str(b, 'client_reference_id') ?? null,
      created: nowSeconds(),
      currency: mode === 'setup' ? (str(b, 'currency') ?? 'usd') : 'usd',
      customer: customer.id,
      customer_email: null,
      customer_details: { email: customer.email ?? null },
      expires_at: nowSeconds() + 24 * 3600,
      invoice: null,
      invoice_creation:
        mode === 'payment'
          ? { enabled: str(b, 'invoice_creation', 'enabled') === 'true', invoice_data: {} }
          : null,
      livemode: false,
      metadata: metadataOf(b),
      mode,
      payment_intent: null,
      payment_status: 'unpaid',
      setup_intent: null,
      status: 'open',
      subscription: null,
      success_url: successUrl,
      ui_mode: 'hosted',
      url: `${hostedOrigin(ctx, successUrl)}/_dev/stripe/checkout/${id}`,
      price_id: priceId,
    };
    await store.put(session);
    return c.json(publicSession(session));
  });
  app.get('/checkout/sessions/:id', async (c) => {
    const session = await store.get(c.req.param('id'), 'checkout.session');
    if (!session) throw missing('checkout.session', c.req.param('id'));
    return c.json(await expand(standIn, publicSession(session), await body(c)));
  });

  // Customer portal
  app.post('/billing_portal/sessions', async (c) => {
    const b = await body(c);
    const customer = await standIn.customer(required(b, 'customer'));
    const id = newId('bps');
    const session: StripeObject = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_frametocode',
      created: nowSeconds(),
      customer: customer.id,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: str(b, 'return_url') ?? null,
      url: `${hostedOrigin(ctx, str(b, 'return_url'))}/_dev/stripe/portal/${id}`,
    };
    return c.json(await store.put(session));
  });

  // Subscriptions
  app.get('/subscriptions/:id', async (c) =>
    c.json(await expand(standIn, await standIn.subscription(c.req.param('id')), await body(c))),
  );
  app.post('/subscriptions/:id', async (c) => {
    const b = await body(c);
    const flag = str(b, 'cancel_at_period_end');
    if (flag !== undefined)
      return c.json(await standIn.setCancelAtPeriodEnd(c.req.param('id'), flag === 'true'));
    return c.json(await standIn.subscription(c.req.param('id')));
  });
  app.delete('/subscriptions/:id', async (c) => c.json(await standIn.end(c.req.param('id'))));
  app.get('/subscriptions', async (c) => {
    const b = await body(c);
    const page = await store.list('subscription', {
      customer: str(b, 'customer'),
      limit: limitOf(b),
      startingAfter: str(b, 'starting_after'),
    });
    return c.json(listObject('/v1/subscriptions', page.data, page.hasMore));
  });

  // Invoices
  app.get('/invoices', async (c) => {
    const b = await body(c);
    const customer = str(b, 'customer');
    if (customer) await standIn.customer(customer);
    const page = await store.list('invoice', {
      customer: str(b, 'customer'),
      limit: limitOf(b),
      startingAfter: str(b, 'starting_after'),
    });
    return c.json(
      listObject(
        '/v1/invoices',
        page.data.filter((i) => i.status !== 'draft' || str(b, 'status') === 'draft'),
        page.hasMore,
      ),
    );
  });
  app.get('/invoices/:id', async (c) => {
    const invoice = await store.get(c.req.param('id'), 'invoice');
    if (!invoice) throw missing('invoice', c.req.param('id'));
    return c.json(invoice);
  });
  app.post('/invoices', async (c) => {
    const b = await body(c);
    const customer = await standIn.customer(required(b, 'customer'));
    const invoice = await standIn.createInvoice({
      customer,
      lines: [],
      status: 'draft',
      billingReason: 'manual',
      metadata: metadataOf(b),
    });
    return c.json(invoice);
  });
  app.post('/invoiceitems', async (c) => {
    const b = await body(c);
    const customer = await standIn.customer(required(b, 'customer'));
    const invoiceId = required(b, 'invoice');
    const invoice = await store.get(invoiceId, 'invoice');
    if (!invoice) throw missing('invoice', invoiceId, 'invoice');
    if (invoice.status !== 'draft')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'You can only add invoice items to draft invoices.',
        'invoice_not_editable',
      );
    const amount = Number(required(b, 'amount'));
    if (!Number.isInteger(amount) || amount < 0)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Invalid integer: amount',
        'parameter_invalid_integer',
        'amount',
      );
    const item: StripeObject = {
      id: newId('ii'),
      object: 'invoiceitem',
      amount,
      currency: 'usd',
      customer: customer.id,
      date: nowSeconds(),
      description: str(b, 'description') ?? null,
      invoice: invoiceId,
      livemode: false,
      metadata: metadataOf(b),
    };
    const lines = invoice.lines as { data: StripeObject[] };
    lines.data.push({
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: 'usd',
      description: item.description,
      invoice: invoiceId,
      livemode: false,
      metadata: {},
      period: { start: item.date, end: item.date },
      pricing: null,
      quantity: 1,
    });
    const total = lines.data.reduce((s, l) => s + Number(l.amount), 0);
    Object.assign(invoice, { amount_due: total, amount_remaining: total, subtotal: total, total });
    await store.put(invoice);
    return c.json(await store.put(item));
  });
  app.post('/invoices/:id/finalize', async (c) => {
    const invoice = await store.get(c.req.param('id'), 'invoice');
    if (!invoice) throw missing('invoice', c.req.param('id'));
    if (invoice.status !== 'draft')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This invoice is already finalized.',
        'invoice_not_editable',
      );
    const customer = await standIn.customer(String(invoice.customer));
    const fresh = await standIn.createInvoice({
      customer,
      lines: [],
      status: 'open',
      billingReason: String(invoice.billing_reason),
      metadata: invoice.metadata as Record<string, string>,
    });
    const finalized = {
      ...invoice,
      status: 'open',
      number: fresh.number,
      hosted_invoice_url: String(fresh.hosted_invoice_url).replace(fresh.id, invoice.id),
      invoice_pdf: String(fresh.invoice_pdf).replace(fresh.id, invoice.id),
      status_transitions: { ...(invoice.status_transitions as object), finalized_at: nowSeconds() },
    };
    await ctx.db.query('delete from _dev_stripe.objects where id = $1', [fresh.id]);
    await store.put(finalized);
    await standIn.emit('invoice.finalized', finalized);
    return c.json(finalized);
  });
  app.post('/invoices/:id/pay', async (c) => {
    const invoice = await store.get(c.req.param('id'), 'invoice');
    if (!invoice) throw missing('invoice', c.req.param('id'));
    if (invoice.status === 'paid')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Invoice is already paid',
        'invoice_already_paid',
      );
    if (invoice.status !== 'open')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'You can only pay an open invoice.',
        'invoice_not_open',
      );
    const customer = await standIn.customer(String(invoice.customer));
    const pm = (customer.invoice_settings as { default_payment_method?: string | null })
      .default_payment_method;
    if (!pm) {
      const attempted = await store.put({ ...invoice, attempted: true, attempt_count: 1 });
      await standIn.emit('invoice.payment_failed', attempted);
      throw new StripeApiError(
        402,
        'card_error',
        'This customer has no attached payment source or default payment method.',
        'invoice_no_payment_method_types',
      );
    }
    const paid = standIn.markPaid(invoice);
    await store.put(paid);
    await standIn.emit('invoice.paid', paid);
    return c.json(paid);
  });

  // Setup intents and payment methods
  app.get('/setup_intents/:id', async (c) => {
    const seti = await store.get(c.req.param('id'), 'setup_intent');
    if (!seti) throw missing('setup_intent', c.req.param('id'));
    return c.json(await expand(standIn, seti, await body(c)));
  });
  app.get('/payment_methods/:id', async (c) => {
    const pm = await store.get(c.req.param('id'), 'payment_method');
    if (!pm) throw missing('payment_method', c.req.param('id'));
    return c.json(pm);
  });

  app.all('*', (c) =>
    c.json(
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${c.req.method}: ${c.req.path}). The local Stripe stand-in implements only the calls FrameToCode makes.`,
        },
      },
      404,
    ),
  );
  return app;
}

/** A session as the API shows it (the stand-in's own bookkeeping field removed). */
function publicSession(session: StripeObject): StripeObject {
  const { price_id: _priceId, ...rest } = session;
  return rest as StripeObject;
}
