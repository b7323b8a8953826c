import type { AppContext } from '../context';
import { AAL2_REQUIRED_MESSAGE } from '../auth/assurance';
import { hasVerifiedFactor } from '../auth/mfa-factors';
import { recoveryCodeStatus, replaceRecoveryCodes } from '../auth/mfa-recovery-codes';
import { sendSecurityMail } from '../auth/security-mail';
import { edgeFunction, functionError, json } from './function';

/**
 * Two-factor recovery codes of the signed-in user (the rules are src/auth/mfa-recovery-codes.ts):
 * GET answers how many are left; POST makes a new set, answered once in clear and never
 * again, and needs a session that passed the second factor. Codes are spent at the sign-in
 * code step through POST /auth/v1/factors/{id}/verify, not here.
 */
export const RECOVERY_CODES_MESSAGES = {
  signIn: 'Sign in to manage your recovery codes.',
  turnOnFirst: 'Turn on two-factor authentication first; recovery codes stand in for its codes.',
  method: 'Use GET to count your recovery codes or POST to make new ones.',
} as const;

async function emailOf(ctx: AppContext, userId: string): Promise<string | null> {
  const res = await ctx.db.query<{ email: string | null }>(
    'select email from auth.users where id = $1',
    [userId],
  );
  return res.rows[0]?.email ?? null;
}

export const mfaRecoveryCodes = edgeFunction(
  ['GET', 'POST'],
  RECOVERY_CODES_MESSAGES.method,
  async (req, { ctx, caller, ip }) => {
    if (caller.role !== 'authenticated' || !caller.userId) {
      return functionError(401, RECOVERY_CODES_MESSAGES.signIn);
    }
    const userId = caller.userId;
    if (req.method === 'GET') {
      const enabled = await hasVerifiedFactor(ctx.db, userId);
      return json({ enabled, ...(await recoveryCodeStatus(ctx.db, userId)) });
    }
    if (!(await hasVerifiedFactor(ctx.db, userId))) {
      return functionError(400, RECOVERY_CODES_MESSAGES.turnOnFirst);
    }
    if (caller.claims.aal !== 'aal2') {
      return functionError(403, AAL2_REQUIRED_MESSAGE, 'insufficient_aal');
    }
    const made = await ctx.db.transaction(async (tx) => {
      await tx.query('select id from auth.users where id = $1 for update', [userId]);
      return replaceRecoveryCodes(ctx, tx, userId);
    });
    // The first set comes with turning two-factor on, whose notice already went out.
    if (made.replaced) {
      await sendSecurityMail(
        ctx,
        await emailOf(ctx, userId),
        { kind: 'recovery_codes_created' },
        {
          ip,
          userAgent: req.headers.get('user-agent'),
        },
      );
    }
    return json({ codes: made.codes, ...(await recoveryCodeStatus(ctx.db, userId)) }, 201);
  },
);
