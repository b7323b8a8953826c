import type { Database, Queryable } from './database';
import type { ApiRole, JwtClaims } from '../keys';

export interface Caller {
  role: ApiRole;
  claims: JwtClaims;
  /** The signed-in user's id (claims.sub) for role authenticated. */
  userId: string | null;
}

const ROLES: ReadonlySet<ApiRole> = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Runs `fn` in one transaction as the caller, the way PostgREST does: SET LOCAL ROLE to the
 * API role and the JWT claims in `request.jwt.claims`, so row-level security decides.
 */
export function runAs<T>(db: Database, caller: Caller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!ROLES.has(caller.role)) throw new Error(`Unknown API role ${caller.role}`);
  return db.transaction(async (tx) => {
    // One round trip: the claims, then the role (set_config('role') is SET LOCAL ROLE), as
    // PostgREST does; the role is one of the three fixed names checked above.
    await tx.query("select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)", [
      JSON.stringify(caller.claims),
      caller.role,
    ]);
    return fn(tx);
  });
}

export const SERVICE_CALLER: Caller = {
  role: 'service_role',
  claims: { role: 'service_role', iss: 'supabase' },
  userId: null,
};
