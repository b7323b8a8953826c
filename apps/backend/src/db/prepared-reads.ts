/**
 * Reads a connection keeps prepared (issue 15). The table API sends a read it has planned
 * before as `EXECUTE <name>` after the caller's claims and role, in the same one message, so
 * Postgres neither parses nor plans it again: planning that read, with its row-level security
 * policies inlined, was a third of its time in the database (BENCHMARKS.md). The statement is
 * prepared by a message of its own the first time a connection sees it.
 *
 * What stays correct: Postgres plans a prepared statement again by itself when a table it
 * reads changes, and when it runs as another role than it was planned for while row-level
 * security applies to it (its plan cache tracks both), so each caller's policies still
 * decide. The claims are read when the statement runs, not when it is planned.
 * PREPARE and DEALLOCATE do not roll back with a transaction, so an error in the message
 * that runs a statement leaves it prepared, as the bookkeeping here assumes.
 */

/** At most this many statements per connection; the least recently used one goes first. */
export const PREPARED_READS_PER_CONNECTION = 200;

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
  /** Settles when the statement is prepared (rejects when PREPARE failed). */
  ready: Promise<void>;
}

/** One connection's prepared reads, by their SQL. */
export class PreparedReads {
  private readonly entries = new Map<string, Entry>();
  private misses = 0;

  constructor(private readonly max = PREPARED_READS_PER_CONNECTION) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The name `sql` runs under on this connection. The first time, `send` gets the PREPARE
   * (after a DEALLOCATE of the least recently used statement when the connection has its
   * fill); concurrent callers for the same SQL wait for that one PREPARE.
   */
  async nameFor(sql: string, send: (statements: string) => Promise<unknown>): Promise<string> {
    const known = this.entries.get(sql);
    if (known) {
      this.entries.delete(sql);
      this.entries.set(sql, known);
      await known.ready;
      return known.name;
    }
    const name = `ftc_read_${++lastName}`;
    let room: Promise<unknown> = Promise.resolve();
    if (this.entries.size >= this.max) {
      const [oldest, entry] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      // A message of its own, whose failure harms no one: the statement is gone either way.
      room = send(`deallocate ${entry.name}`).catch(() => undefined);
    }
    const ready = room.then(() => send(`prepare ${name} as ${sql}`)).then(() => undefined);
    const entry = { name, ready };
    this.entries.set(sql, entry);
    try {
      await ready;
    } catch (err) {
      this.forget(sql, name);
      throw err;
    }
    return name;
  }

  /** Whether reads should still be prepared on this connection (see MISSES_BEFORE_GIVING_UP). */
  get usable(): boolean {
    return this.misses < MISSES_BEFORE_GIVING_UP;
  }

  /** `sql` is no longer prepared under `name` (it failed to prepare, or was not found). */
  forget(sql: string, name: string): void {
    if (this.entries.get(sql)?.name === name) this.entries.delete(sql);
  }

  /** `sql` was not on the connection when it ran under `name`. */
  missed(sql: string, name: string): void {
    this.misses += 1;
    this.forget(sql, name);
  }
}

/**
 * Runs a prepared read: its name on the connection (prepared through `send` the first time),
 * then `execute(name)`. Should the connection not have it after all (another caller on a
 * shared connection let it go in the meantime, or a pooler in between), the read runs as
 * plain SQL (`plain`) instead, as every read does once the connection has given up preparing.
 */
export async function runPrepared<T>(
  reads: PreparedReads,
  sql: string,
  send: (statements: string) => Promise<unknown>,
  execute: (name: string) => Promise<T>,
  plain: () => Promise<T>,
): Promise<T> {
  if (!reads.usable) return plain();
  const name = await reads.nameFor(sql, send);
  try {
    return await execute(name);
  } catch (err) {
    if (!isUnknownStatement(err)) throw err;
    reads.missed(sql, name);
    return plain();
  }
}
