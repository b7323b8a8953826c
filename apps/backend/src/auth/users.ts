import type { Queryable } from '../db/database';
import { factorJson, loadFactors } from './mfa-factors';
import { isUuid } from '@app/shared/uuid';
import { iso, type Timestamp } from './timestamps';

/** A row of auth.users (the columns the auth API reads). */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Timestamp | null;
  invited_at: Timestamp | null;
  confirmation_token: string | null;
  confirmation_sent_at: Timestamp | null;
  recovery_token: string | null;
  recovery_sent_at: Timestamp | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Timestamp;
  updated_at: Timestamp;
  phone: string | null;
  phone_confirmed_at: Timestamp | null;
  banned_until: Timestamp | null;
  deleted_at: Timestamp | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  email: string | null;
}

export { isUuid };

export async function findUserById(
  q: Queryable,
  id: string,
  forUpdate = false,
): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const res = await q.query<UserRow>(
    `select * from auth.users where id = $1 and deleted_at is null${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return res.rows[0] ?? null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const res = await q.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) and deleted_at is null limit 1',
    [email],
  );
  return res.rows[0] ?? null;
}

export async function loadIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const res = await q.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  );
  return res.rows;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  emailConfirmed: boolean;
  id?: string;
}

export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const res = await q.query<UserRow>(
    `insert into auth.users (id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, email_confirmed_at)
     values (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4::jsonb, $5::jsonb, case when $6::boolean then now() end)
     returning *`,
    [
      user.id ?? null,
      user.email,
      user.passwordHash,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.emailConfirmed,
    ],
  );
  return res.rows[0]!;
}

export async function insertIdentity(
  q: Queryable,
  identity: {
    userId: string;
    provider: string;
    providerId: string;
    identityData: Record<string, unknown>;
  },
): Promise<IdentityRow> {
  const res = await q.query<IdentityRow>(
    `insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
     values ($1, $2, $3, $4::jsonb, now()) returning *`,
    [
      identity.userId,
      identity.provider,
      identity.providerId,
      JSON.stringify(identity.identityData),
    ],
  );
  return res.rows[0]!;
}

/** app_metadata.providers from the user's identities, as GoTrue keeps it in sync. */
export async function syncProviders(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users u set raw_app_meta_data = u.raw_app_meta_data || jsonb_build_object('providers',
       coalesce((select jsonb_agg(distinct i.provider) from auth.identities i where i.user_id = u.id), '[]'::jsonb)),
       updated_at = now()
     where u.id = $1`,
    [userId],
  );
}

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return dropUndefined({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  });
}

/** The user as GoTrue serialises it (timestamps left out when null, as `omitempty` does). */
export function userJson(
  user: UserRow,
  identities: IdentityRow[],
  factors: Record<string, unknown>[] = [],
): Record<string, unknown> {
  const confirmedAt = user.email_confirmed_at ?? user.phone_confirmed_at;
  return dropUndefined({
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(confirmedAt),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    // GoTrue leaves `factors` out when the user has none (omitempty).
    factors: factors.length > 0 ? factors : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  });
}

function dropUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

export async function loadUserJson(q: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  return userJson(
    user,
    await loadIdentities(q, user.id),
    (await loadFactors(q, user.id)).map(factorJson),
  );
}
