import type { ChargeConsent } from '@app/shared/overage';
import { AAL2_REQUIRED_MESSAGE } from '../auth/assurance';
import { hasVerifiedFactor } from '../auth/mfa-factors';
import type { Queryable } from '../db/database';
import type { Caller } from '../db/request-context';
import { functionError } from '../functions/function';
import { isPluginToken } from '../plugin-link/plugin-sessions';

/** What a checkout or the portal answers to a plugin session the owner has not allowed to pay. */
export const PLUGIN_PAYMENTS_OFF_MESSAGE =
  "Payments can't be made from the Figma plugin unless you allow it on /account. Open /upgrade in your browser instead.";

/**
 * Whether this session may put a new charge on the user's card (overage, a pack, a
 * subscription). A Figma plugin session may only if the owner turned on 'Extra generations
 * from the plugin' on /account (a web session at the owner's highest level did that, so the
 * second factor has been given for it); any other session of an account with two-factor on
 * must be aal2. Everyone else may.
 */
export async function chargeConsent(q: Queryable, caller: Caller): Promise<ChargeConsent> {
  if (caller.role !== 'authenticated' || !caller.userId) return 'ok';
  if (isPluginToken(caller.claims)) {
    const { rows } = await q.query<{ allowed: boolean }>(
      'select plugin_charges_allowed as allowed from public.profiles where id = $1',
      [caller.userId],
    );
    return rows[0]?.allowed ? 'ok' : 'plugin';
  }
  if (caller.claims.aal === 'aal2') return 'ok';
  return (await hasVerifiedFactor(q, caller.userId)) ? 'second_factor' : 'ok';
}

/** The 403 a function answers when the session may not charge, or null when it may. */
export async function requireChargeConsent(q: Queryable, caller: Caller): Promise<Response | null> {
  const consent = await chargeConsent(q, caller);
  if (consent === 'ok') return null;
  if (consent === 'second_factor') {
    return functionError(403, AAL2_REQUIRED_MESSAGE, 'insufficient_aal');
  }
  return functionError(403, PLUGIN_PAYMENTS_OFF_MESSAGE, 'plugin_charges_off');
}
