import type { AppContext } from '../context';
import { randomToken, sha256Hex } from '../auth/crypto';
import { escapeHtml } from '../mail/escape-html';
import { sendSecurityMail } from '../auth/security-mail';
import { AAL2_METHODS } from '../auth/mfa-session';
import { edgeFunction, functionError, json, readJsonObject } from './function';

/**
 * Two-factor recovery when the authenticator is lost. `request` (from a session signed in
 * with the password, still at aal1) mails a one-time link to the account's address;
 * `confirm` (the link's token, from a session of the same user) removes the user's factors.
 * Both proofs are needed: the password (the session) and the mailbox (the token).
 */
export const MFA_RECOVERY_MESSAGES = {
  noSession: 'Sign in with your password first.',
  sent: 'We sent a link to your email address. Open it within an hour to turn two-factor authentication off.',
  invalidLink:
    'This recovery link is invalid, was already used or has expired. Ask for a new one from the sign-in code step.',
  tooMany: 'Too many recovery emails. Wait an hour and try again.',
  badRequest: 'Unknown recovery action.',
  removed:
    'Two-factor authentication is off. You sign in with your password only; you can turn it on again in Account Settings.',
} as const;

export const RECOVERY_MAILS_PER_HOUR = 3;
/** Sign-ins that prove the first factor (a mail link alone must not: that is the second proof). */
const FIRST_FACTOR_METHODS = new Set(['password', 'oauth']);

function signedInWithFirstFactor(amr: unknown): boolean {
  return (
    Array.isArray(amr) &&
    amr.some((e) => FIRST_FACTOR_METHODS.has((e as { method?: string })?.method ?? ''))
  );
}
const RECOVERY_PATH = '/login/two-factor/recover';

async function sendRecoveryMail(ctx: AppContext, to: string, token: string): Promise<void> {
  const link = `${ctx.config.siteUrl}${RECOVERY_PATH}?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to,
    subject: 'Turn off two-factor authentication on FrameToCode',
    text: `Someone signed in to your FrameToCode account with its password and said the authenticator app is lost.\n\nTo turn two-factor authentication off, open this link within an hour (you may be asked for your password again):\n\n${link}\n\nIf this was not you, ignore this email and change your password.\n`,
    html: `<p>Someone signed in to your FrameToCode account with its password and said the authenticator app is lost.</p>
<p>To turn two-factor authentication off, open this link within an hour (you may be asked for your password again):</p>
<p><a href="${escapeHtml(link)}">Turn off two-factor authentication</a></p>
<p>If this was not you, ignore this email and change your password.</p>`,
  });
}

export const mfaRecovery = edgeFunction(['POST'], 'Use POST', async (req, { ctx, caller, ip }) => {
  if (
    caller.role !== 'authenticated' ||
    !caller.userId ||
    !signedInWithFirstFactor(caller.claims.amr)
  ) {
    return functionError(401, MFA_RECOVERY_MESSAGES.noSession);
  }
  const userId = caller.userId;
  const body = await readJsonObject(req);
  const found = await ctx.db.query<{ email: string | null }>(
    'select email from auth.users where id = $1 and deleted_at is null',
    [userId],
  );
  const email = found.rows[0]?.email;
  if (!email) return functionError(401, MFA_RECOVERY_MESSAGES.noSession);

  if (body?.action === 'request') {
    if (
      !(await ctx.rateLimiter.hit(`mfa-recovery:${userId}`, {
        limit: RECOVERY_MAILS_PER_HOUR,
        windowSeconds: 3600,
      }))
    ) {
      return functionError(429, MFA_RECOVERY_MESSAGES.tooMany);
    }
    const token = randomToken();
    await ctx.db.query(
      'insert into _app.mfa_recovery_tokens (token_hash, user_id) values ($1, $2)',
      [sha256Hex(token), userId],
    );
    await sendRecoveryMail(ctx, email, token);
    return json({ message: MFA_RECOVERY_MESSAGES.sent });
  }

  if (body?.action === 'confirm') {
    const token = typeof body.token === 'string' ? body.token.slice(0, 256) : '';
    const removed = await ctx.db.transaction(async (tx) => {
      const used = await tx.query(
        `update _app.mfa_recovery_tokens set used_at = now()
          where token_hash = $1 and user_id = $2 and used_at is null and expires_at > now() returning token_hash`,
        [sha256Hex(token), userId],
      );
      if (used.rows.length === 0) return null;
      const factors = await tx.query(
        'delete from auth.mfa_factors where user_id = $1 returning id',
        [userId],
      );
      // No factor vouches for any session any more: every session of the user is aal1 again.
      await tx.query(
        `delete from auth.mfa_amr_claims where session_id in (select id from auth.sessions where user_id = $1)`,
        [userId],
      );
      await tx.query(
        `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now(),
           amr = coalesce((select jsonb_agg(e) from jsonb_array_elements(amr) e
                            where e ->> 'method' <> all($2::text[])), '[]'::jsonb)
         where user_id = $1`,
        [userId, [...AAL2_METHODS]],
      );
      await tx.query(
        'update _app.mfa_recovery_tokens set used_at = now() where user_id = $1 and used_at is null',
        [userId],
      );
      return factors.rows.length;
    });
    if (removed === null) return functionError(400, MFA_RECOVERY_MESSAGES.invalidLink);
    await sendSecurityMail(
      ctx,
      email,
      { kind: 'mfa_disabled', viaRecoveryLink: true },
      { ip, userAgent: req.headers.get('user-agent') },
    );
    return json({ message: MFA_RECOVERY_MESSAGES.removed, removed });
  }

  return functionError(400, MFA_RECOVERY_MESSAGES.badRequest);
});
