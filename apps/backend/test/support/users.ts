import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from './harness';
import { uniqueEmail } from './harness';

/** A signed-in test user: created straight in auth.users, with an access token minted by the server's keys. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** supabase-js with the anon key and this user's access token, as the web app has after sign-in. */
  client: SupabaseClient;
}

/** A supabase-js client carrying `token` as its bearer (the anon key stays the apikey). */
export function clientWithToken(backend: TestBackend, token: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/**
 * Creates a confirmed user without the auth API (the sign-up trigger gives them a profile)
 * and signs them in by minting the access token the auth API would issue.
 */
export async function createTestUser(backend: TestBackend, label = 'user'): Promise<TestUser> {
  const id = randomUUID();
  const email = uniqueEmail(label);
  await backend.server.ctx.db.query(
    'insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data) values ($1, $2, now(), $3)',
    [id, email, JSON.stringify({ provider: 'email', providers: ['email'] })],
  );
  // A real session, as sign-in makes: every API refuses a token whose session does not exist.
  const session = await backend.server.ctx.db.query<{ id: string }>(
    "insert into auth.sessions (user_id, aal, refreshed_at) values ($1, 'aal1', now()) returning id",
    [id],
  );
  const token = await backend.server.ctx.keys.sign(
    {
      sub: id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      session_id: session.rows[0]!.id,
    },
    3600,
  );
  return { id, email, token, client: clientWithToken(backend, token) };
}

/** Runs SQL as the server (superuser, no RLS): seeding and checking what the API did. */
export async function asServer<T = Record<string, unknown>>(
  backend: TestBackend,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await backend.server.ctx.db.query<T>(sql, params)).rows;
}

/**
 * Another session of `user`, as the auth API would issue it: a web session at `aal`, or a
 * Figma plugin session (amr method 'plugin', listed in plugin_sessions as the plugin poll
 * lists it). Returns the access token.
 */
export async function sessionOf(
  backend: TestBackend,
  user: Pick<TestUser, 'id' | 'email'>,
  options: { aal?: 'aal1' | 'aal2'; plugin?: boolean } = {},
): Promise<string> {
  const aal = options.aal ?? 'aal1';
  const method = options.plugin ? 'plugin' : aal === 'aal2' ? 'totp' : 'password';
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const session = await backend.server.ctx.db.query<{ id: string }>(
    'insert into auth.sessions (user_id, aal, amr, refreshed_at) values ($1, $2, $3::jsonb, now()) returning id',
    [user.id, aal, JSON.stringify(amr)],
  );
  const sessionId = session.rows[0]!.id;
  if (options.plugin) {
    await backend.server.ctx.db.query(
      'insert into public.plugin_sessions (session_id, user_id) values ($1, $2)',
      [sessionId, user.id],
    );
  }
  return backend.server.ctx.keys.sign(
    {
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: user.email,
      session_id: sessionId,
      aal,
      amr,
    },
    3600,
  );
}

/** Turns two-factor sign-in on for the user (a verified TOTP factor), as enrolment leaves it. */
export async function withVerifiedFactor(backend: TestBackend, userId: string): Promise<void> {
  await backend.server.ctx.db.query(
    "insert into auth.mfa_factors (user_id, factor_type, status, friendly_name) values ($1, 'totp', 'verified', 'Phone app')",
    [userId],
  );
}
