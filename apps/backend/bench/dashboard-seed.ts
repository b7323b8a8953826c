/**
 * The seed the table-API benchmarks share: 50 users, 1,000 generations for the measured
 * user and 20 for every other one, and a signed access token for the measured user.
 */
import { randomUUID } from 'node:crypto';
import type { Caller } from '../src/db/request-context';
import type { TestBackend } from '../test/support/harness';

export const USERS = 50;
export const TARGET_GENERATIONS = 1_000;
export const OTHER_GENERATIONS = 20;

/** The dashboard's "5 latest generations" query, as the driver sends it. */
export const DASHBOARD_SQL =
  'select id, name, type, created_at, charged from public.generations where user_id = $1 order by created_at desc limit 5';

export interface DashboardSeed {
  userId: string;
  token: string;
  caller: Caller;
  /** The same query through the table API, as supabase-js asks for it. */
  url: string;
}

export async function seedDashboard(b: TestBackend): Promise<DashboardSeed> {
  const db = b.server.ctx.db;
  const ids = Array.from({ length: USERS }, () => randomUUID());
  await db.query(
    "insert into auth.users (id, email, email_confirmed_at) select u, 'bench-' || u || '@example.com', now() from unnest($1::uuid[]) u",
    [ids],
  );
  const [target, ...others] = ids as [string, ...string[]];
  await db.query(
    `insert into public.generations (user_id, name, type, charged, created_at)
     select $1, 'Screen ' || i, 'android', i % 3 = 0, now() - i * interval '1 minute' from generate_series(1, $2::int) i`,
    [target, TARGET_GENERATIONS],
  );
  await db.query(
    `insert into public.generations (user_id, name, created_at)
     select u, 'Other ' || i, now() - i * interval '1 minute' from unnest($1::uuid[]) u, generate_series(1, $2::int) i`,
    [others, OTHER_GENERATIONS],
  );
  await db.exec('analyze public.generations');
  // A real session, so every request pays the session-liveness check a signed-in user pays.
  const { rows } = await db.query<{ id: string }>(
    "insert into auth.sessions (user_id, aal, amr, refreshed_at) values ($1, 'aal1', '[]'::jsonb, now()) returning id",
    [target],
  );
  const claims = {
    sub: target,
    role: 'authenticated',
    aud: 'authenticated',
    email: `bench-${target}@example.com`,
    session_id: rows[0]!.id,
  };
  const token = await b.server.ctx.keys.sign(claims, 3600);
  return {
    userId: target,
    token,
    caller: { role: 'authenticated', userId: target, claims },
    url: `${b.url}/rest/v1/generations?select=id,name,type,created_at,charged&user_id=eq.${target}&order=created_at.desc&limit=5`,
  };
}
