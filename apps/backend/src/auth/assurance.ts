import type { Queryable } from '../db/database';
import type { Caller } from '../db/request-context';
import { functionError } from '../functions/function';
import { hasVerifiedFactor } from './mfa-factors';

/** What a money-changing action answers when the session has not passed the second factor. */
export const AAL2_REQUIRED_MESSAGE =
  'Two-factor authentication is required for this action. Enter your authenticator code and try again.';

/**
 * The rule for functions that change money or access (account deletion, plugin linking; the
 * paths that can charge the card use billing/charge-consent.ts, which applies this rule and
 * the plugin's): a user who turned on two-factor sign-in must call with an `aal2` token. Returns
 * the 403 to answer with, or null when the caller may go on (no verified factor, or aal2).
 * The same rule is `public.caller_meets_mfa_requirement()` for policies.
 */
export async function requireAal2IfEnrolled(
  q: Queryable,
  caller: Caller,
): Promise<Response | null> {
  if (caller.role !== 'authenticated' || !caller.userId) return null;
  if (caller.claims.aal === 'aal2') return null;
  if (!(await hasVerifiedFactor(q, caller.userId))) return null;
  return functionError(403, AAL2_REQUIRED_MESSAGE, 'insufficient_aal');
}
