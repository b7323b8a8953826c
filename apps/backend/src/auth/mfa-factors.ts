import type { Queryable } from '../db/database';
import { AuthApiError } from './errors';
import { iso, type Timestamp } from './users';

/** A row of auth.mfa_factors (the secret stays encrypted; see mfa-secrets.ts). */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'unverified' | 'verified';
  created_at: Timestamp;
  updated_at: Timestamp;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Timestamp | null;
  last_totp_step: string | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Timestamp;
  verified_at: Timestamp | null;
  ip_address: string;
  /** The session that asked for the challenge: the only one that may answer it. */
  session_id: string | null;
  expired: boolean;
}

/** The limits the hosted service applies by default. */
export const MFA_LIMITS = {
  /** Factors a user may hold, verified or not. */
  maxEnrolledFactors: 10,
  maxVerifiedFactors: 10,
  /** A challenge must be answered within this many seconds. */
  challengeExpirySeconds: 300,
  /** An unverified factor without a challenge is dropped after this many seconds. */
  factorExpirySeconds: 300,
} as const;

/** A factor as the user object lists it (GoTrue's JSON: no secret; friendly_name left out when empty). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    status: f.status,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    phone: f.phone ?? '',
    last_challenged_at: iso(f.last_challenged_at) ?? null,
  };
}

export async function loadFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  const res = await q.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
    [userId],
  );
  return res.rows;
}

export async function hasVerifiedFactor(q: Queryable, userId: string): Promise<boolean> {
  const res = await q.query<{ found: boolean }>(
    "select exists (select 1 from auth.mfa_factors where user_id = $1 and status = 'verified') as found",
    [userId],
  );
  return res.rows[0]?.found === true;
}

export async function findOwnedFactor(
  q: Queryable,
  userId: string,
  factorId: string,
  forUpdate = false,
): Promise<FactorRow | null> {
  const res = await q.query<FactorRow>(
    `select * from auth.mfa_factors where id = $1 and user_id = $2${forUpdate ? ' for update' : ''}`,
    [factorId, userId],
  );
  return res.rows[0] ?? null;
}

/** Unverified factors nobody challenged within the expiry are dropped, as upstream does before an enrolment. */
export async function deleteExpiredFactors(q: Queryable): Promise<void> {
  await q.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + make_interval(secs => $1) < now()`,
    [MFA_LIMITS.factorExpirySeconds],
  );
}

export async function findChallenge(
  q: Queryable,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | null> {
  const res = await q.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at, ip_address, session_id,
            created_at + make_interval(secs => $3) < now() as expired
       from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [challengeId, factorId, MFA_LIMITS.challengeExpirySeconds],
  );
  return res.rows[0] ?? null;
}

/**
 * Upstream's rule for PUT /user: with two-factor sign-in on, a new password or email needs a
 * session that passed the second factor (so a mailed recovery link alone cannot take over).
 */
export async function requireAal2ForCredentialChange(
  q: Queryable,
  userId: string,
  sessionId: string | null,
): Promise<void> {
  if (!(await hasVerifiedFactor(q, userId))) return;
  const res = sessionId
    ? await q.query<{ aal: string }>('select aal from auth.sessions where id = $1', [sessionId])
    : null;
  if (res?.rows[0]?.aal === 'aal2') return;
  throw new AuthApiError(
    401,
    'insufficient_aal',
    'AAL2 session is required to update email or password when MFA is enabled.',
  );
}
