import { Hono } from 'hono';
import type { AppContext } from '../context';
import { resolveCaller } from '../http/caller';
import { clientIp } from '../http/client-ip';
import type { EdgeFunction } from './function';
import { reportIssue } from './report-issue';
import { feedback } from './feedback';
import { contactNotification } from './contact-notification';
import { deleteAccount } from './delete-account';
import { createCheckout } from './create-checkout';
import { createPortalSession } from './create-portal-session';
import { getInvoices } from './get-invoices';
import { stripeWebhook } from './stripe-webhook';

/** Every deployed function by name. */
export const FUNCTIONS: Record<string, EdgeFunction> = {
  'report-issue': reportIssue,
  feedback,
  'contact-notification': contactNotification,
  'delete-account': deleteAccount,
  'create-checkout': createCheckout,
  'create-portal-session': createPortalSession,
  'get-invoices': getInvoices,
  'stripe-webhook': stripeWebhook,
};

/**
 * Functions called by outside services rather than the app (deployed with --no-verify-jwt on
 * the hosted service): no API key is asked; the function authenticates the call itself.
 */
const UNVERIFIED_FUNCTIONS: ReadonlySet<string> = new Set(['stripe-webhook']);

/** Serverless functions (/functions/v1/<name>): the caller is verified before a function runs. */
export function functionRoutes(ctx: AppContext, functions: Record<string, EdgeFunction> = FUNCTIONS): Hono {
  const app = new Hono();
  app.all('/:name', async (c) => {
    const fn = Object.hasOwn(functions, c.req.param('name')) ? functions[c.req.param('name')] : undefined;
    if (!fn) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    if (UNVERIFIED_FUNCTIONS.has(c.req.param('name'))) {
      return fn(c.req.raw, { ctx, caller: { role: 'anon', userId: null, claims: { role: 'anon' } }, token: '', ip: clientIp(c) });
    }
    const who = await resolveCaller(ctx, { get: (n) => c.req.header(n) });
    if (!who.ok) {
      const message = who.problem.kind === 'no-api-key' ? 'Missing authorization header' : who.problem.message;
      return c.json({ code: 401, message }, 401);
    }
    return fn(c.req.raw, { ctx, caller: who.caller, token: who.token, ip: clientIp(c) });
  });
  return app;
}
