import type Stripe from 'stripe';
import { expect } from 'vitest';
import { STAND_IN_STRIPE } from '../../src/billing/stripe-config';
import { stripeClient } from '../../src/billing/stripe-client';
import { signPayload } from '../../src/dev/stripe/webhooks';
import type { TestBackend } from '../support/harness';
import type { TestUser } from '../support/users';

export const PRICES = STAND_IN_STRIPE.prices;
export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' };

/** The official SDK, pointed at the test backend's stand-in exactly as the server points it. */
export function sdk(backend: TestBackend): Stripe {
  return stripeClient(backend.server.ctx.config);
}

/** Calls a function as the user, returning status and JSON body. */
export async function callFunction(
  backend: TestBackend,
  name: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${token ?? backend.anonKey}`,
      'content-type': 'application/json',
    },
    body:
      init.body === undefined || (init.method ?? 'POST') === 'GET'
        ? undefined
        : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Starts a checkout as `user` and returns the session id and hosted URL. */
export async function startCheckout(
  backend: TestBackend,
  user: TestUser,
  priceId: string | null,
  mode: string,
) {
  const res = await callFunction(backend, 'create-checkout', user.token, {
    body: { priceId, mode },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { sessionId: string; url: string };
}

/** Submits the hosted checkout page's card form, as the browser does. */
export async function payOnHostedPage(url: string, card = GOOD_CARD): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
  });
}

/** Delivers every queued webhook and waits until none is pending. */
export async function settleWebhooks(backend: TestBackend): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${backend.url}/_dev/stripe/control/webhooks/flush`, {
      method: 'POST',
    });
    const { pending } = (await res.json()) as { pending: { held: boolean }[] };
    if (pending.filter((p) => !p.held).length === 0) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('webhooks did not settle');
}

/** Buys Pro with the good card and waits for the webhooks: the user is pro afterwards. */
export async function buyPro(
  backend: TestBackend,
  user: TestUser,
  price: string = PRICES.proMonthly,
) {
  const { url, sessionId } = await startCheckout(backend, user, price, 'subscription');
  const paid = await payOnHostedPage(url);
  expect(paid.status).toBe(303);
  await settleWebhooks(backend);
  const session = await sdk(backend).checkout.sessions.retrieve(sessionId);
  return { sessionId, subscriptionId: String(session.subscription) };
}

/** Posts a raw body to stripe-webhook with a signature made with `secret`. */
export async function postWebhook(
  backend: TestBackend,
  payload: string,
  secret: string = STAND_IN_STRIPE.webhookSecret,
) {
  return fetch(`${backend.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signPayload(payload, secret),
    },
    body: payload,
  });
}

/** Runs a dev-control action on a subscription. */
export async function control(
  backend: TestBackend,
  subscriptionId: string,
  action: 'advance' | 'fail' | 'recover' | 'end',
) {
  const res = await fetch(
    `${backend.url}/_dev/stripe/control/subscriptions/${subscriptionId}/${action}`,
    {
      method: 'POST',
      headers: { accept: 'application/json' },
    },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { status: string };
}
