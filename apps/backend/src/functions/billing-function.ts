import { BillingError } from '../billing/errors';
import { json, type FunctionEnv } from './function';
import { log } from '../log/logger';

/** The caller's user id when they are a signed-in user, else null. */
export function signedInUser(env: FunctionEnv): string | null {
  return env.caller.role === 'authenticated' && env.caller.userId ? env.caller.userId : null;
}

/**
 * A failed billing call in the shape the web app reads: `{ message }` (and `error`, as the
 * other functions answer). Stripe's own messages are logged, not shown: the spec's fallback is.
 */
export function billingFailure(err: unknown, fallback: string, label: string): Response {
  if (err instanceof BillingError)
    return json({ message: err.message, error: err.message }, err.status);
  log.error({ err, function: label }, 'billing call failed');
  return json({ message: fallback, error: fallback }, 502);
}
