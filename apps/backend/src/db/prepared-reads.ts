/**
 * Reads a connection keeps prepared. The table API sends a read it has planned
 * before as `EXECUTE <name>` after the caller's claims and role, in the same one message, so
 * Postgres neither parses nor plans it again: planning that read, with its row-level security
 * policies inlined, was a third of its time in the database (BENCHMARKS.md).
 *
 * The first time a connection sees a read, the same message prepares it first
 * (`PREPARE <name> AS …; SET LOCAL …; EXECUTE <name>`), so preparing never costs a round trip
 * of its own: a read that is not prepared yet costs what it cost as plain SQL. That matters
 * because a read's SQL carries its filter values (each user's own id, say), so many users make
 * many statements, and most of them are met once per connection.
 *
 * What stays correct: Postgres plans a prepared statement again by itself when a table it
 * reads changes, and when it runs as another role than it was planned for while row-level
 * security applies to it (its plan cache tracks both), so each caller's policies still
 * decide. The claims are read when the statement runs, not when it is planned.
 *
 * What stays bounded: when a message that prepares fails, whether its PREPARE took effect is
 * not known (PREPARE does not roll back with the rest), so it counts against the connection's
 * limit all the same. At the limit, new reads run as plain SQL, without churn: a connection
 * starts over (`DEALLOCATE ALL` at the front of the next message that prepares) at most once
 * every RESET_AFTER_MS, so statements of users long gone do not keep the room forever.
 */

/** At most this many statements per connection, counting those whose message failed. */
export const PREPARED_READS_PER_CONNECTION = 200;

/** A full connection starts over no sooner than this after it last did (or opened). */
export const RESET_AFTER_MS = 10 * 60_000;

/**
 * After this many statements the connection did not have when they ran, it stops preparing:
 * behind a pooler that hands each transaction another server connection (PgBouncer's
 * transaction mode), a statement prepared by one message is not there for the next.
 */
export const MISSES_BEFORE_GIVING_UP = 3;

/** Names unique within the process, so a name is never reused on any connection. */
let lastName = 0;

/** SQLSTATE 26000: no prepared statement of that name on this connection. */
export function isUnknownStatement(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '26000';
}

interface Entry {
  name: string;
  /** Its preparing message has answered: the statement is on the connection. */
  ready: boolean;
}

/** One connection's prepared reads, by their SQL. */
export class PreparedReads {
  private readonly entries = new Map<string, Entry>();
  /** Statements that may be on the connection without an entry (their message failed). */
  private unknown = 0;
  private misses = 0;

  private startedAt: number;

  constructor(
    private readonly max = PREPARED_READS_PER_CONNECTION,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
  }

  /** Entries kept (statements known to be prepared, or being prepared). */
  get size(): number {
    return this.entries.size;
  }

  /** Whether reads should still be prepared on this connection (see MISSES_BEFORE_GIVING_UP). */
  get usable(): boolean {
    return this.misses < MISSES_BEFORE_GIVING_UP;
  }

  /**
   * Runs `sql` after `prelude` through `run` (which sends one message): by name when this
   * connection has it prepared, else preparing it in the same message (as plain SQL when the
   * connection is full; see RESET_AFTER_MS). Should the connection
   * not have it after all, the read runs as plain SQL. A read another caller is preparing at
   * this moment (a connection shared by concurrent requests, PGlite's) runs as plain SQL.
   */
  async run<T>(sql: string, prelude: string, run: (message: string) => Promise<T>): Promise<T> {
    const plain = () => run(`${prelude}; ${sql}`);
    if (!this.usable) return plain();
    const known = this.entries.get(sql);
    if (known) {
      if (!known.ready) return plain();
      try {
        return await run(`${prelude}; execute ${known.name}`);
      } catch (err) {
        if (!isUnknownStatement(err)) throw err;
        this.misses += 1;
        if (this.entries.get(sql) === known) this.entries.delete(sql);
        return plain();
      }
    }
    let reset = '';
    if (this.entries.size + this.unknown >= this.max) {
      if (this.now() - this.startedAt < RESET_AFTER_MS) return plain();
      reset = 'deallocate all; ';
      this.entries.clear();
      this.unknown = 0;
      this.startedAt = this.now();
    }
    const entry: Entry = { name: `ftc_read_${++lastName}`, ready: false };
    this.entries.set(sql, entry);
    try {
      const result = await run(
        `${reset}prepare ${entry.name} as ${sql}; ${prelude}; execute ${entry.name}`,
      );
      entry.ready = true;
      return result;
    } catch (err) {
      if (this.entries.get(sql) === entry) this.entries.delete(sql);
      this.unknown += 1;
      throw err;
    }
  }
}
