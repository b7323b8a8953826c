/** The one database interface the server uses, implemented over PGlite and node-postgres. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations, SET LOCAL ...). */
  exec(sql: string): Promise<void>;
}

/** The claims a session check reads. */
export interface SessionClaims {
  role: string;
  sub?: unknown;
  session_id?: unknown;
}

/** What the server asks of a memory of live sessions (implemented in live-sessions.ts). */
export interface LiveSessionMemory {
  /** Whether the session the claims name is live, from memory or else from the database. */
  isLive(claims: SessionClaims): Promise<boolean>;
  /** Whether the claims name a session known live without asking. */
  known(claims: SessionClaims): boolean;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * The sessions this process knows are live, where the database is this process's own
   * (PGlite: every session that ends, ends through it; live-sessions.ts). Absent on
   * PostgreSQL, where another server instance may end a session: every check asks there.
   */
  readonly liveSessions?: LiveSessionMemory;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * `prelude` (statements without parameters) runs first, in the same round trip as BEGIN
   * where the driver allows it.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, prelude?: string): Promise<T>;
  /**
   * Sends `prelude` and then `sql` (statements without parameters: values are escaped
   * literals) as one message, in one round trip. Postgres runs the statements of one such
   * message as one implicit transaction: what the prelude sets LOCAL holds for `sql` and ends
   * with it, and an error anywhere rolls all of it back. Resolves to the result of `sql`, the
   * last statement. For a single read; writes and multi-step work use `transaction`.
   * `prepared`: `sql` will be sent again and again; each connection prepares it once and then
   * runs it by name, without parsing or planning it again (prepared-reads.ts).
   */
  queryInOneTrip<T = Record<string, unknown>>(
    prelude: string,
    sql: string,
    options?: { prepared?: boolean },
  ): Promise<QueryResult<T>>;
  /**
   * Runs a script of statements without parameters as one message, which may open and
   * commit its own transaction (the job queue's schema and maintenance scripts), and
   * resolves to the rows of every statement, in order. A failed script is rolled back whole.
   */
  script(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * LISTEN on `channel`: `onMessage` gets each NOTIFY payload sent after its transaction
   * commits (from any connection, and on PostgreSQL from any server instance).
   * Resolves to the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The database has more work waiting than it may queue (PGlite's one connection): the
 * request is refused at once, answered 503 with Retry-After, rather than left to wait.
 */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor() {
    super('The server is busy right now. Please try again in a moment.');
  }
}
