import { Hono } from 'hono';
import type { AppContext } from '../context';
import { resolveCaller } from '../http/caller';
import { clientIp } from '../http/client-ip';
import type { EdgeFunction } from './function';
import { reportIssue } from './report-issue';
import { feedback } from './feedback';
import { contactNotification } from './contact-notification';
import { deleteAccount } from './delete-account';
import { generateFunction } from './generate';

/** Every deployed function by name. */
export const FUNCTIONS: Record<string, EdgeFunction> = {
  'report-issue': reportIssue,
  feedback,
  'contact-notification': contactNotification,
  'delete-account': deleteAccount,
  generate: generateFunction,
};

/** Serverless functions (/functions/v1/<name>): the caller is verified before a function runs. */
export function functionRoutes(ctx: AppContext, functions: Record<string, EdgeFunction> = FUNCTIONS): Hono {
  const app = new Hono();
  app.all('/:name', async (c) => {
    const fn = Object.hasOwn(functions, c.req.param('name')) ? functions[c.req.param('name')] : undefined;
    if (!fn) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    const who = await resolveCaller(ctx, { get: (n) => c.req.header(n) });
    if (!who.ok) {
      const message = who.problem.kind === 'no-api-key' ? 'Missing authorization header' : who.problem.message;
      return c.json({ code: 401, message }, 401);
    }
    return fn(c.req.raw, { ctx, caller: who.caller, token: who.token, ip: clientIp(c) });
  });
  return app;
}
