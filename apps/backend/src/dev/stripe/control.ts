import { Hono, type Context } from 'hono';
import { catalogEntry } from './catalog';
import { h, standInPage } from './html';
import { StripeApiError, type StripeStandIn } from './stand-in';
import type { StripeObject } from './store';

const ACTIONS = {
  advance: 'Advance to next period',
  fail: 'Fail renewal (past_due)',
  recover: 'Pay failed renewal',
  end: 'End now',
} as const;
type Action = keyof typeof ACTIONS;

function wantsHtml(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

/**
 * The dev control: move a subscription through renewals and dunning, and hold or release
 * webhooks. HTML at /_dev/stripe/control, JSON for tests and scripts on the same paths.
 */
export function stripeControlRoutes(standIn: StripeStandIn): Hono {
  const app = new Hono();

  app.get('/', async (c) => {
    const subs = await standIn.store.all('subscription');
    const deliveries = await standIn.webhooks.pending();
    const rows = subs
      .map((s: StripeObject) => {
        const item = (s.items as { data: { current_period_end: number; price: { id: string } }[] })
          .data[0]!;
        const buttons = (Object.keys(ACTIONS) as Action[])
          .map(
            (a) =>
              `<form method="post" action="/_dev/stripe/control/subscriptions/${h(s.id)}/${a}" style="display:inline"><button class="secondary" type="submit">${h(ACTIONS[a])}</button></form>`,
          )
          .join(' ');
        return `<tr><td>${h(s.id)}<br>${h(s.customer)}</td><td>${h(catalogEntry(item.price.id)?.name ?? item.price.id)}</td><td>${h(s.status)}${s.cancel_at_period_end ? ' (cancels at period end)' : ''}</td><td>${h(new Date(item.current_period_end * 1000).toISOString().slice(0, 10))}</td></tr><tr><td colspan="4">${s.status === 'canceled' ? '' : buttons}</td></tr>`;
      })
      .join('');
    return c.html(
      standInPage(
        'Stripe stand-in control',
        `<h1>Stripe stand-in control</h1>
<h2>Subscriptions</h2>${rows ? `<table><thead><tr><th>Subscription</th><th>Plan</th><th>Status</th><th>Period end</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No subscriptions yet.</p>'}
<h2>Webhooks</h2><p>${standIn.holdWebhooks ? 'New webhooks are held back.' : 'Webhooks are delivered as they happen.'} ${deliveries.length} waiting.</p>
<form method="post" action="/_dev/stripe/control/webhooks/${standIn.holdWebhooks ? 'release' : 'hold'}"><button type="submit">${standIn.holdWebhooks ? 'Release held webhooks' : 'Hold new webhooks'}</button></form>`,
      ),
    );
  });

  app.get('/subscriptions', async (c) => c.json(await standIn.store.all('subscription')));

  app.post('/subscriptions/:id/:action', async (c) => {
    const action = c.req.param('action');
    if (!Object.hasOwn(ACTIONS, action))
      return c.json(
        {
          error: { message: `Unknown action "${action}"; use ${Object.keys(ACTIONS).join(', ')}` },
        },
        400,
      );
    const id = c.req.param('id');
    try {
      const run = {
        advance: () => standIn.advance(id),
        fail: () => standIn.failRenewal(id),
        recover: () => standIn.recover(id),
        end: () => standIn.end(id),
      }[action as Action];
      const sub = await run();
      return wantsHtml(c) ? c.redirect('/_dev/stripe/control', 303) : c.json(sub);
    } catch (err) {
      if (err instanceof StripeApiError) return c.json(err.toJSON(), err.status as 400);
      throw err;
    }
  });

  app.get('/webhooks', async (c) =>
    c.json({ held: standIn.holdWebhooks, pending: await standIn.webhooks.pending() }),
  );
  app.post('/webhooks/hold', (c) => {
    standIn.holdWebhooks = true;
    return wantsHtml(c) ? c.redirect('/_dev/stripe/control', 303) : c.json({ held: true });
  });
  app.post('/webhooks/release', async (c) => {
    standIn.holdWebhooks = false;
    const released = await standIn.webhooks.release();
    return wantsHtml(c)
      ? c.redirect('/_dev/stripe/control', 303)
      : c.json({ held: false, released });
  });
  /** Delivers every due webhook now and answers when done (tests wait on it). */
  app.post('/webhooks/flush', async (c) => {
    await standIn.webhooks.flush();
    return c.json({ pending: await standIn.webhooks.pending() });
  });
  return app;
}
