import { Hono } from 'hono';
import type { AppContext } from '../context';
import type { Caller } from '../db/request-context';
import { resolveCaller } from '../http/caller';
import { clientIp } from '../http/client-ip';
import { BodyTooLargeError, MB, withBodyLimit } from '../http/body-limit';
import { UnstorableBodyError, type EdgeFunction } from './function';
import { reportIssue } from './report-issue';
import { feedback } from './feedback';
import { contactNotification } from './contact-notification';
import { deleteAccount } from './delete-account';
import { mfaRecovery } from './mfa-recovery';
import { mfaRecoveryCodes } from './mfa-recovery-codes';
import { accountSessions } from './account-sessions';
import { pluginKeys } from './plugin-keys';
import { pluginPoll } from './plugin-poll';
import { pluginAuthUpdate } from './plugin-auth-update';
import { figmaOauthCallback } from './figma-oauth-callback';
import { figmaOauthExchange } from './figma-oauth-exchange';
import { figmaUserInfo } from './figma-user-info';
import { figmaConnect } from './figma-connect';
import { createCheckout } from './create-checkout';
import { createPortalSession } from './create-portal-session';
import { getInvoices } from './get-invoices';
import { stripeWebhook } from './stripe-webhook';
import { generateFunction } from './generate';
import { renameGenerationFunction } from './rename-generation';
import { deleteGenerationFunction } from './delete-generation';

/** Every deployed function by name. */
export const FUNCTIONS: Record<string, EdgeFunction> = {
  'report-issue': reportIssue,
  feedback,
  'contact-notification': contactNotification,
  'delete-account': deleteAccount,
  'mfa-recovery': mfaRecovery,
  'mfa-recovery-codes': mfaRecoveryCodes,
  'account-sessions': accountSessions,
  'plugin-keys': pluginKeys,
  'plugin-poll': pluginPoll,
  'plugin-auth-update': pluginAuthUpdate,
  'figma-oauth-callback': figmaOauthCallback,
  'figma-oauth-exchange': figmaOauthExchange,
  'figma-user-info': figmaUserInfo,
  'figma-connect': figmaConnect,
  'create-checkout': createCheckout,
  'create-portal-session': createPortalSession,
  'get-invoices': getInvoices,
  'stripe-webhook': stripeWebhook,
  generate: generateFunction,
  'rename-generation': renameGenerationFunction,
  'delete-generation': deleteGenerationFunction,
};

/**
 * Functions called by outside services rather than the app (deployed with --no-verify-jwt on
 * the hosted service): no API key is asked; the function authenticates the call itself.
 */
const UNVERIFIED_FUNCTIONS: ReadonlySet<string> = new Set(['stripe-webhook']);

const OUTSIDE_CALLER: Caller = { role: 'anon', userId: null, claims: { role: 'anon' } };

/** The request body a function accepts unless it is listed in FUNCTION_BODY_LIMITS. */
export const DEFAULT_FUNCTION_BODY_LIMIT = 1 * MB;

/** Functions that need a larger (or smaller) body than the default, in bytes. */
export const FUNCTION_BODY_LIMITS: Readonly<Record<string, number>> = {
  // A Figma file export with its SVG and PNG assets (issue 11: inputs up to 50 MB).
  generate: 50 * MB,
};

function tooLarge(err: BodyTooLargeError): Response {
  return Response.json(
    { code: 'PAYLOAD_TOO_LARGE', error: err.message, message: err.message },
    { status: 413 },
  );
}

/**
 * Serverless functions (/functions/v1/<name>): the caller is verified before a function
 * runs (unless an outside service calls it and it checks the call itself), and the function
 * reads its body through its byte cap (413 past it).
 */
export function functionRoutes(
  ctx: AppContext,
  functions: Record<string, EdgeFunction> = FUNCTIONS,
  bodyLimits: Readonly<Record<string, number>> = FUNCTION_BODY_LIMITS,
): Hono {
  const app = new Hono();
  app.all('/:name', async (c) => {
    const name = c.req.param('name');
    const fn = Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (!fn) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    let caller = OUTSIDE_CALLER;
    let token = '';
    if (!UNVERIFIED_FUNCTIONS.has(name)) {
      const who = await resolveCaller(ctx, { get: (n) => c.req.header(n) });
      if (!who.ok) {
        const message =
          who.problem.kind === 'no-api-key' ? 'Missing authorization header' : who.problem.message;
        return c.json({ code: 401, message }, 401);
      }
      caller = who.caller;
      token = who.token;
    }
    const limit = Object.hasOwn(bodyLimits, name) ? bodyLimits[name]! : DEFAULT_FUNCTION_BODY_LIMIT;
    try {
      const req = withBodyLimit(c.req.raw, limit);
      return await fn(req, { ctx, caller, token, ip: clientIp(c) });
    } catch (err) {
      if (err instanceof BodyTooLargeError) return tooLarge(err);
      if (err instanceof UnstorableBodyError) return c.json({ error: err.message }, 400);
      throw err;
    }
  });
  return app;
}
