import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import {
  insertRefreshToken,
  sessionResponse,
  type SessionResponse,
  type SessionRow,
} from './sessions';

/** The amr method a TOTP verification adds (GoTrue's `totp`), which makes a session aal2. */
export const TOTP_METHOD = 'totp';
/** Second-factor methods: upstream's, and this product's recovery codes (mfa-recovery-codes.ts). */
export const AAL2_METHODS: ReadonlySet<string> = new Set([
  TOTP_METHOD,
  'mfa/phone',
  'mfa/webauthn',
  'mfa/recovery_code',
]);

type AmrEntry = { method: string; timestamp: number };

/** Most recent first, as upstream orders the claim. */
function withMethod(amr: AmrEntry[], method: string, timestamp: number): AmrEntry[] {
  return [{ method, timestamp }, ...amr.filter((e) => e.method !== method)].sort(
    (a, b) => b.timestamp - a.timestamp,
  );
}

/**
 * After a verified code: records its claim (`totp`, or `mfa/recovery_code`) on the session, raises it to aal2 with the
 * factor, swaps the session's refresh token (the aal1 one can no longer refresh into this
 * session's new level, as upstream), ends the user's other sessions still at aal1 and drops
 * their unverified TOTP factors. Answers with the new tokens.
 */
export async function raiseSessionToAal2(
  ctx: AppContext,
  tx: Queryable,
  userId: string,
  sessionId: string,
  factorId: string,
  options: { method?: string; turningOn?: boolean } = {},
): Promise<SessionResponse> {
  const method = options.method ?? TOTP_METHOD;
  const now = Math.floor(Date.now() / 1000);
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [sessionId, method],
  );
  const current = await tx.query<SessionRow>(
    'select id, user_id, aal, amr, not_after from auth.sessions where id = $1 for update',
    [sessionId],
  );
  const amr = withMethod(current.rows[0]?.amr ?? [], method, now);
  const updated = await tx.query<SessionRow>(
    `update auth.sessions set aal = 'aal2', amr = $2::jsonb, factor_id = $3, updated_at = now()
      where id = $1 returning id, user_id, aal, amr, not_after`,
    [sessionId, JSON.stringify(amr), factorId],
  );
  const session = updated.rows[0]!;

  const active = await tx.query<{ id: number; token: string }>(
    'select id, token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
    [sessionId],
  );
  const parent = active.rows[0] ?? null;
  if (parent)
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
      [parent.id],
    );
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, parent?.token ?? null);

  // Upstream ends the user's other aal1 sessions here. The Figma plugin's session (amr
  // `plugin`) is spared on an ordinary sign-in: it was linked by a web session that had to
  // pass the second factor (plugin-auth-update), and the plugin stays signed in until it
  // signs out or is revoked. Turning two-factor on ends it too, like every older session.
  await tx.query(
    `delete from auth.sessions where user_id = $1 and aal < 'aal2'
        and ($2 or not amr @> '[{"method": "plugin"}]'::jsonb)`,
    [userId, options.turningOn === true],
  );
  await tx.query(
    "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2",
    [userId, 'totp'],
  );
  return sessionResponse(ctx, tx, userId, session, refreshToken);
}

/** A removed factor no longer vouches for the sessions it raised: they go back to aal1. */
export async function lowerSessionsOfFactor(
  tx: Queryable,
  userId: string,
  factorId: string,
): Promise<void> {
  const sessions = await tx.query<{ id: string; amr: AmrEntry[] }>(
    'select id, amr from auth.sessions where user_id = $1 and factor_id = $2 for update',
    [userId, factorId],
  );
  for (const s of sessions.rows) {
    await tx.query(
      'delete from auth.mfa_amr_claims where session_id = $1 and authentication_method = any($2::text[])',
      [s.id, [...AAL2_METHODS]],
    );
    const amr = (s.amr ?? []).filter((e) => !AAL2_METHODS.has(e.method));
    await tx.query(
      `update auth.sessions set aal = 'aal1', factor_id = null, amr = $2::jsonb, updated_at = now() where id = $1`,
      [s.id, JSON.stringify(amr)],
    );
  }
}
