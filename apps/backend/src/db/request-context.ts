import { isUuid } from '@app/shared/uuid';
import type { Database, Queryable, QueryResult } from './database';
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
export async function runAs<T>(
  db: Database,
  caller: Caller,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(fn, await callerPrelude(db, caller));
}

/**
 * One statement without parameters (its values inlined as escaped literals) as the caller,
 * in one round trip: the claims and the role travel in the same message, and Postgres runs
 * both as one implicit transaction, so they hold for `sql` only and leave the connection
 * as they found it, error or not. `prepared`: a read sent again and again, which each
 * connection then runs by name without planning it again (db/prepared-reads.ts).
 */
export async function queryAs<T>(
  db: Database,
  caller: Caller,
  sql: string,
  options?: { prepared?: boolean },
): Promise<QueryResult<T>> {
  return db.queryInOneTrip<T>(await callerPrelude(db, caller), sql, options);
}

/**
 * The claims, then the role, as PostgREST sets them (its set_config(..., true) calls), written
 * as SET LOCAL: utility statements that Postgres neither plans nor answers with a row, which
 * makes them cheaper than a SELECT of set_config. Inside BEGIN, or as the first
 * statements of a multi-statement message (an implicit transaction block), LOCAL holds until
 * that transaction ends. The claims go in as an escaped literal; the role is one of the
 * three fixed names checked here. Between the two, for a token that names a session, the
 * session is checked (sessionCheck below): an ended one fails the message with
 * SQLSTATE PT401 before anything runs as the caller, in the same round trip. On PGlite, a
 * session this process already knows is live (db/live-sessions.ts) is not checked again.
 */
async function callerPrelude(db: Database, caller: Caller): Promise<string> {
  if (!ROLES.has(caller.role)) throw new Error(`Unknown API role ${caller.role}`);
  const claims = `set local request.jwt.claims = ${claimsLiteral(caller.claims)}`;
  const session =
    caller.role === 'authenticated' &&
    caller.claims.session_id !== undefined &&
    !(await db.liveSessions?.isLive(caller.claims))
      ? `; ${sessionCheck(caller.claims)}`
      : '';
  return `${claims}${session}; set local role ${caller.role}`;
}

/**
 * The statement that fails the message with PT401 unless the session the claims name is live
 * (supabase/migrations/0029_platform_require_session_by_id.sql). The ids go in as literals
 * only when they are UUIDs; any other value is checked as null, which no session matches.
 */
export function sessionCheck(claims: JwtClaims): string {
  const id = (value: unknown) =>
    typeof value === 'string' && isUuid(value) ? `'${value}'` : 'null';
  return `select _app.require_session(${id(claims.session_id)}, ${id(claims.sub)})`;
}

/** Literals of frozen claims: a verified token's claims are one frozen object, shared by its requests. */
const claimsLiterals = new WeakMap<JwtClaims, string>();

function claimsLiteral(claims: JwtClaims): string {
  let literal = claimsLiterals.get(claims);
  if (literal === undefined) {
    literal = sqlLiteral(JSON.stringify(claims));
    if (Object.isFrozen(claims)) claimsLiterals.set(claims, literal);
  }
  return literal;
}

/**
 * A string as an escape-string constant (E'...'): backslashes and quotes doubled, read the
 * same whatever standard_conforming_strings says. JSON text holds no NUL byte.
 */
export function sqlLiteral(text: string): string {
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

export const SERVICE_CALLER: Caller = {
  role: 'service_role',
  claims: { role: 'service_role', iss: 'supabase' },
  userId: null,
};
