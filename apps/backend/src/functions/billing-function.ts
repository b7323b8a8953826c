import { BillingError } from '../billing/errors';
import { functionError, type FunctionEnv } from './function';
import { log } from '../log/logger';

/** The caller's user id when they are a signed-in user, else null. */
export function signedInUser(env: FunctionEnv): string | null {
  return env.caller.role === 'authenticated' && env.caller.userId ? env.caller.userId : null;
}

/**
 * A failed billing call, in the functions' error shape. Stripe's own messages are logged,
 * not shown: the spec's fallback is.
 */
export function billingFailure(err: unknown, fallback: string, label: string): Response {
  if (err instanceof BillingError) return functionError(err.status, err.message);
  log.error({ err, function: label }, 'billing call failed');
  return functionError(502, fallback);
}
