import Stripe from 'stripe';
import type { AppContext } from '../context';
import { escapeHtml } from '../mail/escape-html';
import { json, readJsonObject, type EdgeFunction } from './function';
import { requireAal2IfEnrolled } from '../auth/assurance';
import { forgetLiveSessions } from '../http/session-liveness';

/** Subscription states that may still bill the user. */
const BILLABLE_STATUSES = ['active', 'past_due', 'incomplete', 'unpaid'];

export const DELETE_ACCOUNT_ERRORS = {
  noSession: 'No active session',
  noAccount: 'No active session found',
  mismatch: 'The email you typed does not match your account email',
  provider:
    'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes or contact support.',
} as const;

/**
 * The payment provider's client, when one is configured: STRIPE_SECRET_KEY, and optionally
 * STRIPE_API_BASE (e.g. http://127.0.0.1:12111) to point the official SDK at a stand-in.
 */
export function stripeFromEnv(env: NodeJS.ProcessEnv = process.env): Stripe | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

interface OpenSubscription {
  id: string;
  stripe_subscription_id: string | null;
}

/**
 * Stops any subscription that could still bill the user: with the payment provider when one
 * is configured (a subscription it no longer knows counts as cancelled), and in the database
 * in every case, before anything is deleted. Local mode without a provider only marks it
 * canceled and logs so; production without one refuses. Returns false when the provider refused, so the
 * caller keeps the account rather than leave a paying subscription without an owner.
 */
async function cancelSubscriptions(
  ctx: AppContext,
  userId: string,
  stripe: Stripe | null,
): Promise<boolean> {
  const open = await ctx.db.query<OpenSubscription>(
    'select id, stripe_subscription_id from public.subscriptions where user_id = $1 and status = any($2::text[])',
    [userId, BILLABLE_STATUSES],
  );
  for (const sub of open.rows) {
    if (!sub.stripe_subscription_id) continue;
    if (!stripe) {
      if (ctx.config.appEnv === 'production') {
        // A real subscription would go on billing a deleted account: refuse instead.
        console.error(
          `[delete-account] STRIPE_SECRET_KEY is not set in production: subscription ${sub.stripe_subscription_id} of user ${userId} cannot be cancelled.`,
        );
        return false;
      }
      console.info(
        `[delete-account] No payment provider is configured (STRIPE_SECRET_KEY is not set): subscription ${sub.stripe_subscription_id} of user ${userId} is marked canceled in the database only.`,
      );
      continue;
    }
    try {
      await stripe.subscriptions.cancel(sub.stripe_subscription_id);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'resource_missing') continue;
      console.error(
        `[delete-account] Cancelling subscription ${sub.stripe_subscription_id} of user ${userId} failed:`,
        err,
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
export function createDeleteAccount(
  stripeClient: () => Stripe | null = () => stripeFromEnv(),
): EdgeFunction {
  return async (req, { ctx, caller }) => {
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

    if (!(await cancelSubscriptions(ctx, userId, stripeClient()))) {
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
    forgetLiveSessions();
    // Files go after the commit: a failed transaction must not leave rows without their files.
    for (const object of removedObjects) {
      await ctx.files.remove(object.bucket_id, object.name).catch((err: unknown) => {
        console.error(
          `[delete-account] Removing file ${object.bucket_id}/${object.name} failed:`,
          err,
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
          console.error('[delete-account] The confirmation email could not be sent:', err),
        );
    }
    return json({ success: true });
  };
}

export const deleteAccount: EdgeFunction = createDeleteAccount();
