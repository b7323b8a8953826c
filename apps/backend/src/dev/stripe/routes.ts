import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { stripeApiRoutes } from './api';
import { stripeControlRoutes } from './control';
import { stripePagesRoutes } from './pages';
import { StripeStandIn } from './stand-in';

const standIns = new WeakMap<AppContext, StripeStandIn>();

/** The one stand-in of a running app (its webhook sender keeps state). */
export function stripeStandIn(ctx: AppContext): StripeStandIn {
  let standIn = standIns.get(ctx);
  if (!standIn) {
    standIn = new StripeStandIn(ctx);
    standIns.set(ctx, standIn);
    // Deliveries left over from the last run resume.
    standIn.webhooks.kick(1000);
  }
  return standIn;
}

export async function stopStripeStandIn(ctx: AppContext): Promise<void> {
  await standIns.get(ctx)?.webhooks.stop();
}

/** Stripe's API paths (/v1/...), where the SDK's host/port/protocol options point in local mode. */
export function stripeStandInApi(ctx: AppContext): Hono {
  return stripeApiRoutes(ctx, stripeStandIn(ctx));
}

/** Browser pages and the dev control, under /_dev/stripe. */
export function stripeStandInPages(ctx: AppContext): Hono {
  const app = new Hono();
  const standIn = stripeStandIn(ctx);
  app.route('/control', stripeControlRoutes(standIn));
  app.route('/', stripePagesRoutes(standIn));
  return app;
}
