import { stripeClient } from '../billing/stripe-client';
import { cancelBillableSubscriptions } from '../billing/subscriptions';
import { forgetObjectsOf, removeObjectFiles } from '../storage/objects';
import { log } from '../log/logger';
import { escapeHtml } from '../mail/escape-html';
import { edgeFunction, functionError, json, readJsonObject } from './function';
import { requireAal2IfEnrolled } from '../auth/assurance';

export const DELETE_ACCOUNT_ERRORS = {
  noSession: 'No active session',
  noAccount: 'No active session found',
  mismatch: 'The email you typed does not match your account email',
  provider:
    'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes or contact support.',
} as const;

/**
 * Deletes the caller's account: cancels their subscription, then removes the auth user, which
 * cascades to every row of theirs (profile, generations, billing cycles, additional
 * generations, subscriptions, identities, sessions, refresh tokens, plugin-link state, issue
 * reports, feedback), and the storage objects they own, rows and files. The body must carry
 * the account's email (`confirm_email`), the same confirmation the page asks for.
 */
export const deleteAccount = edgeFunction(
  ['POST'],
  'Use POST to delete an account',
  async (req, { ctx, caller }) => {
    if (caller.role !== 'authenticated' || !caller.userId)
      return functionError(401, DELETE_ACCOUNT_ERRORS.noSession);
    const userId = caller.userId;
    const needsSecondFactor = await requireAal2IfEnrolled(ctx.db, caller);
    if (needsSecondFactor) return needsSecondFactor;
    const body = await readJsonObject(req);
    const typed =
      typeof body?.confirm_email === 'string' ? body.confirm_email.trim().toLowerCase() : '';

    const found = await ctx.db.query<{ email: string | null }>(
      'select email from auth.users where id = $1 and deleted_at is null',
      [userId],
    );
    const account = found.rows[0];
    if (!account) return functionError(401, DELETE_ACCOUNT_ERRORS.noAccount);
    if (!typed || typed !== (account.email ?? '').trim().toLowerCase()) {
      return functionError(400, DELETE_ACCOUNT_ERRORS.mismatch);
    }

    if (!(await cancelBillableSubscriptions(ctx.db, stripeClient(ctx.config), userId))) {
      return functionError(502, DELETE_ACCOUNT_ERRORS.provider);
    }

    const removedObjects = await ctx.db.transaction(async (tx) => {
      const objects = await forgetObjectsOf(tx, userId);
      await tx.query('delete from auth.users where id = $1', [userId]);
      return objects;
    });
    // Files go after the commit: a failed transaction must not leave rows without their files.
    await removeObjectFiles(ctx.files, removedObjects, (object, err) =>
      log.error(
        { err, function: 'delete-account', file: `${object.bucketId}/${object.name}` },
        'removing a file of the deleted account failed',
      ),
    );

    if (account.email) {
      await ctx.mailer
        .send({
          to: account.email,
          subject: 'Your FrameToCode account has been deleted',
          text: `Your FrameToCode account (${account.email}) and all of its data have been deleted, as you asked.\n\nIf you did not ask for this, reply to this email or write to ${ctx.config.supportEmail}.\n`,
          html: `<p>Your FrameToCode account (${escapeHtml(account.email)}) and all of its data have been deleted, as you asked.</p>
<p>If you did not ask for this, reply to this email or write to ${escapeHtml(ctx.config.supportEmail)}.</p>`,
        })
        .catch((err: unknown) =>
          log.error(
            { err, function: 'delete-account' },
            'the confirmation email of the deleted account could not be sent',
          ),
        );
    }
    return json({ success: true });
  },
);
