import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { log } from '../log/logger';
import {
  fetchFigmaUser,
  figmaProvider,
  refreshFigmaToken,
  type FigmaTokens,
  type FigmaUser,
} from './figma-provider';
import { tokenCipher } from './token-cipher';

/** Refresh this long before Figma's expiry, so a token handed to a call is still good at Figma. */
export const FIGMA_REFRESH_MARGIN_MS = 5 * 60_000;

const purpose = (userId: string, kind: 'access' | 'refresh') => `figma-${kind}:${userId}`;

/** Stores (or replaces) the account's Figma user and its tokens, encrypted. */
export async function saveFigmaAccount(
  ctx: AppContext,
  q: Queryable,
  userId: string,
  user: FigmaUser,
  tokens: FigmaTokens,
): Promise<void> {
  const cipher = await tokenCipher(ctx.config);
  await q.query(
    `insert into public.figma_accounts (user_id, figma_user_id, handle, email, img_url,
        access_token_encrypted, refresh_token_encrypted, access_token_expires_at, scopes)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (user_id) do update set figma_user_id = excluded.figma_user_id, handle = excluded.handle,
       email = excluded.email, img_url = excluded.img_url,
       access_token_encrypted = excluded.access_token_encrypted,
       refresh_token_encrypted = excluded.refresh_token_encrypted,
       access_token_expires_at = excluded.access_token_expires_at, scopes = excluded.scopes,
       connected_at = now(), updated_at = now()`,
    [
      userId,
      user.id,
      user.handle,
      user.email,
      user.imgUrl,
      cipher.seal(tokens.accessToken, purpose(userId, 'access')),
      tokens.refreshToken ? cipher.seal(tokens.refreshToken, purpose(userId, 'refresh')) : null,
      tokens.expiresAt,
      ctx.config.figmaScopes.join(' '),
    ],
  );
}

/** Exchanges nothing: reads the Figma user behind a token and stores both on the account. */
export async function connectFigmaAccount(
  ctx: AppContext,
  userId: string,
  tokens: FigmaTokens,
): Promise<FigmaUser> {
  const p = figmaProvider(ctx.config);
  if (!p) throw new Error('Figma is not configured');
  const user = await fetchFigmaUser(p, tokens.accessToken);
  await saveFigmaAccount(ctx, ctx.db, userId, user, tokens);
  return user;
}

interface StoredRow {
  access_token_encrypted: string;
  refresh_token_encrypted: string | null;
  access_token_expires_at: Date | string | null;
}

/**
 * A Figma access token for the account that is good for at least the refresh margin:
 * refreshed (and stored again) when it would expire sooner. Null when no Figma account is
 * connected or the refresh is refused (the user must connect again). Server use only.
 */
export async function figmaAccessToken(ctx: AppContext, userId: string): Promise<string | null> {
  const p = figmaProvider(ctx.config);
  if (!p) return null;
  const cipher = await tokenCipher(ctx.config);
  const rows = await ctx.db.query<StoredRow>(
    'select access_token_encrypted, refresh_token_encrypted, access_token_expires_at from public.figma_accounts where user_id = $1',
    [userId],
  );
  const row = rows.rows[0];
  if (!row) return null;
  const access = cipher.open(row.access_token_encrypted, purpose(userId, 'access'));
  const expiresAt = row.access_token_expires_at
    ? new Date(row.access_token_expires_at).getTime()
    : null;
  if (access && (expiresAt === null || expiresAt - Date.now() > FIGMA_REFRESH_MARGIN_MS))
    return access;
  const refresh = row.refresh_token_encrypted
    ? cipher.open(row.refresh_token_encrypted, purpose(userId, 'refresh'))
    : null;
  if (!refresh) return null;
  try {
    const next = await refreshFigmaToken(p, refresh);
    await ctx.db.query(
      `update public.figma_accounts set access_token_encrypted = $2, refresh_token_encrypted = $3,
         access_token_expires_at = $4, updated_at = now() where user_id = $1`,
      [
        userId,
        cipher.seal(next.accessToken, purpose(userId, 'access')),
        next.refreshToken ? cipher.seal(next.refreshToken, purpose(userId, 'refresh')) : null,
        next.expiresAt,
      ],
    );
    return next.accessToken;
  } catch (err) {
    log.warn({ err, component: 'figma', userId }, 'token refresh failed');
    return null;
  }
}
