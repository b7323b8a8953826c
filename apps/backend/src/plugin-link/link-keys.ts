import { PLUGIN_LINK, type KeyPair } from '@app/shared/plugin-link';
import type { AppContext } from '../context';
import { randomToken, safeEqual, sha256Hex } from '../auth/crypto';
import { issueSession, type ClientInfo, type SessionResponse } from '../auth/sessions';
import { sendSecurityMail } from '../auth/security-mail';

/**
 * The plugin's key pair (Figma's pattern for plugins, which cannot receive a redirect):
 * a read key the plugin keeps and polls with, a write key and a cookie state it shows in
 * the link URL. 256 random bits each; only their SHA-256 is stored. A pair is spent by its
 * one successful poll and expires after 10 minutes.
 */

export async function createKeyPair(ctx: AppContext): Promise<KeyPair> {
  const readKey = randomToken(32);
  const writeKey = randomToken(32);
  const cookieState = randomToken(32);
  const res = await ctx.db.query<{ expires_at: Date | string }>(
    `insert into public.plugin_link_keys (read_key_hash, write_key_hash, cookie_state_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4)) returning expires_at`,
    [
      sha256Hex(readKey),
      sha256Hex(writeKey),
      sha256Hex(cookieState),
      PLUGIN_LINK.keyLifetimeSeconds,
    ],
  );
  const link = new URL('/plugin-auth', ctx.config.siteUrl);
  link.searchParams.set('write_key', writeKey);
  link.searchParams.set('cookie_state', cookieState);
  return {
    read_key: readKey,
    write_key: writeKey,
    cookie_state: cookieState,
    expires_at: new Date(res.rows[0]!.expires_at).toISOString(),
    link_url: link.toString(),
  };
}

export type BindOutcome = 'bound' | 'expired' | 'other-account';

/** plugin-auth-update: ties an unspent, unexpired write key to the signed-in user. */
export async function bindWriteKey(
  ctx: AppContext,
  writeKey: string,
  userId: string,
): Promise<BindOutcome> {
  return ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ user_id: string | null }>(
      `select user_id from public.plugin_link_keys
        where write_key_hash = $1 and expires_at > now() and figma_linked_at is null for update`,
      [sha256Hex(writeKey)],
    );
    const row = found.rows[0];
    if (!row) return 'expired';
    if (row.user_id && row.user_id !== userId) return 'other-account';
    await tx.query('update public.plugin_link_keys set user_id = $2 where write_key_hash = $1', [
      sha256Hex(writeKey),
      userId,
    ]);
    return 'bound';
  });
}

export type WriteKeyCheck = 'ok' | 'expired' | 'other-account' | 'state-mismatch';

/** Before the Figma code is exchanged: the key is the user's, unspent, and the cookie state is its own. */
export async function checkWriteKey(
  ctx: AppContext,
  writeKey: string,
  cookieState: string,
  userId: string,
): Promise<WriteKeyCheck> {
  const found = await ctx.db.query<{ user_id: string | null; cookie_state_hash: string }>(
    `select user_id, cookie_state_hash from public.plugin_link_keys
      where write_key_hash = $1 and expires_at > now() and figma_linked_at is null`,
    [sha256Hex(writeKey)],
  );
  const row = found.rows[0];
  if (!row) return 'expired';
  if (row.user_id !== userId) return 'other-account';
  if (!safeEqual(row.cookie_state_hash, sha256Hex(cookieState))) return 'state-mismatch';
  return 'ok';
}

/** After the Figma account is stored: the pair is ready for its one poll. False if it was spent meanwhile. */
export async function markFigmaLinked(
  ctx: AppContext,
  writeKey: string,
  userId: string,
): Promise<boolean> {
  const res = await ctx.db.query(
    `update public.plugin_link_keys set figma_linked_at = now()
      where write_key_hash = $1 and user_id = $2 and expires_at > now() and figma_linked_at is null`,
    [sha256Hex(writeKey), userId],
  );
  return (res.rowCount ?? 0) === 1;
}

export type PollOutcome =
  { status: 'pending' } | { status: 'unknown' } | { status: 'complete'; session: SessionResponse };

function sessionIdOf(accessToken: string): string {
  const payload = JSON.parse(
    Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { session_id: string };
  return payload.session_id;
}

/**
 * The plugin's poll. Once the link is complete the pair is deleted and a session of the
 * user's is issued in the same transaction, so two polls at once cannot both win. The owner
 * is then told by mail that the plugin signed in.
 */
export async function pollReadKey(
  ctx: AppContext,
  readKey: string,
  client: ClientInfo,
): Promise<PollOutcome> {
  const outcome = await claimReadKey(ctx, readKey, client);
  if (outcome.status === 'complete') {
    const email = outcome.session.user.email;
    await sendSecurityMail(
      ctx,
      typeof email === 'string' ? email : null,
      { kind: 'plugin_signed_in' },
      client,
    );
  }
  return outcome;
}

function claimReadKey(ctx: AppContext, readKey: string, client: ClientInfo): Promise<PollOutcome> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx.query<{ user_id: string }>(
      `delete from public.plugin_link_keys
        where read_key_hash = $1 and expires_at > now() and user_id is not null and figma_linked_at is not null
        returning user_id`,
      [sha256Hex(readKey)],
    );
    const userId = claimed.rows[0]?.user_id;
    if (userId) {
      const session = await issueSession(ctx, tx, userId, 'plugin', client);
      await tx.query('insert into public.plugin_sessions (session_id, user_id) values ($1, $2)', [
        sessionIdOf(session.access_token),
        userId,
      ]);
      return { status: 'complete', session };
    }
    const pending = await tx.query(
      'select 1 from public.plugin_link_keys where read_key_hash = $1 and expires_at > now()',
      [sha256Hex(readKey)],
    );
    return pending.rows.length > 0 ? { status: 'pending' } : { status: 'unknown' };
  });
}
