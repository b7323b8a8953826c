import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { log } from '../log/logger';
import { AuthApiError } from './errors';
import { randomToken, sha256Hex } from './crypto';
import { authMail } from './mail-templates';
import type { UserRow } from './users';

/**
 * One-time links in auth mails. The link carries a random token; auth.users keeps only its
 * SHA-256 (confirmation_token / recovery_token / email_change_token_new) with the time it
 * was sent, which bounds its life. Using a link clears the token, so it works once.
 */
export type LinkKind = 'signup' | 'recovery' | 'email_change';

export const LINK_LIFETIME_SECONDS: Record<LinkKind, number> = {
  signup: 24 * 3600,
  recovery: 3600,
  email_change: 24 * 3600,
};

/** Links of PKCE flows start with this, as GoTrue's do, so /verify answers with a code. */
export const PKCE_LINK_PREFIX = 'pkce_';

const COLUMNS: Record<LinkKind, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
};

/** Stores a new link token for the user (replacing any earlier one) and returns it. */
export async function storeLinkToken(
  q: Queryable,
  userId: string,
  kind: LinkKind,
  options: { newEmail?: string; pkce?: boolean } = {},
): Promise<string> {
  const token = (options.pkce ? PKCE_LINK_PREFIX : '') + randomToken(32);
  const { token: tokenColumn, sentAt } = COLUMNS[kind];
  // Column names come from the fixed table above, never from the request.
  if (kind === 'email_change') {
    await q.query(
      `update auth.users set ${tokenColumn} = $2, ${sentAt} = now(), email_change = $3, updated_at = now() where id = $1`,
      [userId, sha256Hex(token), options.newEmail ?? null],
    );
  } else {
    await q.query(
      `update auth.users set ${tokenColumn} = $2, ${sentAt} = now(), updated_at = now() where id = $1`,
      [userId, sha256Hex(token)],
    );
  }
  return token;
}

/** The user a link token belongs to, if it is still valid; locked for the update that follows. */
export async function findUserByLinkToken(
  q: Queryable,
  kind: LinkKind,
  token: string,
): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  const { token: tokenColumn, sentAt } = COLUMNS[kind];
  const res = await q.query<UserRow>(
    `select * from auth.users
      where ${tokenColumn} = $1 and deleted_at is null
        and ${sentAt} > now() - make_interval(secs => $2)
      for update`,
    [sha256Hex(token), LINK_LIFETIME_SECONDS[kind]],
  );
  return res.rows[0] ?? null;
}

export function verifyLinkUrl(
  ctx: AppContext,
  kind: LinkKind,
  token: string,
  redirectTo: string,
): string {
  const url = new URL(`${ctx.config.siteUrl}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', kind);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

const SEND_FAILURE: Record<LinkKind, string> = {
  signup: 'Error sending confirmation email',
  recovery: 'Error sending recovery email',
  email_change: 'Error sending email change email',
};

/** Sends the mail with the link; called after the token is committed. */
export async function sendLinkMail(
  ctx: AppContext,
  kind: LinkKind,
  to: string,
  token: string,
  redirectTo: string,
): Promise<void> {
  try {
    await ctx.mailer.send(authMail(kind, to, verifyLinkUrl(ctx, kind, token, redirectTo)));
  } catch (err) {
    log.error({ err, component: 'auth', kind }, `sending the ${kind} mail failed`);
    throw new AuthApiError(500, 'unexpected_failure', SEND_FAILURE[kind]);
  }
}
