import type Stripe from 'stripe';
import type { AppContext } from '../context';
import { stripeClient } from '../billing/stripe-client';
import { log } from '../http/logger';
import { escapeHtml } from '../mail/escape-html';
import { json, readJsonObject, type EdgeFunction } from './function';
import { requireAal2IfEnrolled } from '../auth/assurance';

/** Subscription states that may still bill the user. */
const BILLABLE_STATUSES = ['active', 'past_due', 'incomplete', 'unpaid'];

export const DELETE_ACCOUNT_ERRORS = {
  noSession: 'No active session',
  noAccount: 'No active session found',
  mismatch: 'The email you typed does not match your account email',
  provider:
    'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes or contact support.',
} as const;

interface OpenSubscription {
  id: string;
  stripe_subscription_id: string | null;
}

/**
 * Stops any subscription that could still bill the user, with the payment provider the rest of
 * billing uses (Stripe, or the local stand-in; a subscription it no longer knows counts as
 * cancelled), then in the database, before anything is deleted. Returns false when the
 * provider refused, so the caller keeps the account rather than leave a paying subscription
 * without an owner.
 */
async function cancelSubscriptions(
  ctx: AppContext,
  userId: string,
  stripe: Stripe,
): Promise<boolean> {
  const open = await ctx.db.query<OpenSubscription>(
    'select id, stripe_subscription_id from public.subscriptions where user_id = $1 and status = any($2::text[])',
    [userId, BILLABLE_STATUSES],
  );
  for (const sub of open.rows) {
    if (!sub.stripe_subscription_id) continue;
    try {
      await stripe.subscriptions.cancel(sub.stripe_subscription_id);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'resource_missing') continue;
      log.error(
        { err, function: 'delete-account', userId, subscription: sub.stripe_subscription_id },
        'cancelling the subscription failed: the account is kept',
      );
      return false;
    }
  }
  if (open.rows.length > 0) {
    await ctx.db.query(
      `update public.subscriptions set status = 'canceled', end_date = least(coalesce(end_date, now()), now()), updated_at = now()
       where user_id = $1 and status = any($2::text[])`,
      [userId, BILLABLE_STATUSES],
    );
  }
  return true;
}

/**
 * Deletes the caller's account: cancels their subscription, then removes the auth user, which
 * cascades to every row of theirs (profile, generations, billing cycles, additional
 * generations, subscriptions, identities, sessions, refresh tokens, plugin-link state, issue
 * reports, feedback), and the storage objects they own, rows and files. The body must carry
 * the account's email (`confirm_email`), the same confirmation the page asks for.
 */
export const deleteAccount: EdgeFunction = async (req, { ctx, caller }) => {
  if (req.method !== 'POST') return json({ error: 'Use POST to delete an account' }, 405);
  if (caller.role !== 'authenticated' || !caller.userId)
    return json({ error: DELETE_ACCOUNT_ERRORS.noSession }, 401);
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
  if (!account) return json({ error: DELETE_ACCOUNT_ERRORS.noAccount }, 401);
  if (!typed || typed !== (account.email ?? '').trim().toLowerCase()) {
    return json({ error: DELETE_ACCOUNT_ERRORS.mismatch }, 400);
  }

  if (!(await cancelSubscriptions(ctx, userId, stripeClient(ctx.config)))) {
    return json({ error: DELETE_ACCOUNT_ERRORS.provider }, 502);
  }

  const removedObjects = await ctx.db.transaction(async (tx) => {
    const objects = await tx.query<{ bucket_id: string; name: string }>(
      'delete from storage.objects where owner = $1 returning bucket_id, name',
      [userId],
    );
    await tx.query('delete from auth.users where id = $1', [userId]);
    return objects.rows;
  });
  // Files go after the commit: a failed transaction must not leave rows without their files.
  for (const object of removedObjects) {
    await ctx.files.remove(object.bucket_id, object.name).catch((err: unknown) => {
      log.error(
        { err, function: 'delete-account', file: `${object.bucket_id}/${object.name}` },
        'removing a file of the deleted account failed',
      );
    });
  }

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
};
