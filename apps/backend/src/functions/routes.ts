import { Hono } from 'hono';
import type { AppContext } from '../context';
import { identifyCaller, type IdentifiedEnv, type Identity } from '../auth/identity';
import { DatabaseBusyError } from '../db/database';
import { clientIp } from '../http/client-ip';
import { log } from '../log/logger';
import { BodyTooLargeError, MB, withBodyLimit } from '../http/body-limit';
import { functionError, UnstorableBodyError, type EdgeFunction } from './function';
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

const OUTSIDE_CALLER: Identity = {
  caller: { role: 'anon', userId: null, claims: { role: 'anon' } },
  token: '',
};

/** The request body a function accepts unless it is listed in FUNCTION_BODY_LIMITS. */
export const DEFAULT_FUNCTION_BODY_LIMIT = 1 * MB;

/** Functions that need a larger (or smaller) body than the default, in bytes. */
export const FUNCTION_BODY_LIMITS: Readonly<Record<string, number>> = {
  // A Figma file export with its SVG and PNG assets (inputs up to 50 MB).
  generate: 50 * MB,
};

/**
 * Serverless functions (/functions/v1/<name>): the caller is identified before a function
 * runs (unless an outside service calls it and it checks the call itself), and the function
 * reads its body through its byte cap (413 past it). Every failure, the router's own
 * included, has the functions' one error shape (functionError).
 */
export function functionRoutes(
  ctx: AppContext,
  functions: Record<string, EdgeFunction> = FUNCTIONS,
  bodyLimits: Readonly<Record<string, number>> = FUNCTION_BODY_LIMITS,
): Hono<IdentifiedEnv> {
  const app = new Hono<IdentifiedEnv>();
  const find = (name: string) => (Object.hasOwn(functions, name) ? functions[name] : undefined);
  const identified = identifyCaller(ctx, {
    refuse: (_c, problem) =>
      functionError(
        401,
        problem.kind === 'no-api-key' ? 'Missing authorization header' : problem.message,
      ),
  });
  app.use('/:name', async (c, next) => {
    const name = c.req.param('name');
    // An unknown function is answered 404 by the route, whoever calls.
    if (!find(name)) return next();
    if (!UNVERIFIED_FUNCTIONS.has(name)) return identified(c, next);
    c.set('identity', OUTSIDE_CALLER);
    await next();
  });
  app.all('/:name', async (c) => {
    const name = c.req.param('name');
    const fn = find(name);
    if (!fn) return functionError(404, 'Requested function was not found');
    const { caller, token } = c.get('identity');
    const limit = Object.hasOwn(bodyLimits, name) ? bodyLimits[name]! : DEFAULT_FUNCTION_BODY_LIMIT;
    try {
      const req = withBodyLimit(c.req.raw, limit);
      return await fn(req, { ctx, caller, token, ip: clientIp(c) });
    } catch (err) {
      if (err instanceof BodyTooLargeError) return functionError(413, err.message);
      if (err instanceof UnstorableBodyError) return functionError(400, err.message);
      if (err instanceof DatabaseBusyError) {
        const busy = functionError(503, err.message, 'database_busy');
        busy.headers.set('Retry-After', String(err.retryAfterSeconds));
        return busy;
      }
      // Never a stack trace or SQL in an answer: logged (with the request id), answered in words.
      log.error({ err, function: name }, 'function failed');
      return functionError(500, 'Something went wrong on our side. Please try again.');
    }
  });
  return app;
}
