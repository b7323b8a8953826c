import { PGlite } from '@electric-sql/pglite';
import { DatabaseBusyError, type Database, type Queryable, type QueryResult } from './database';

// Both drivers agree on value shapes: bigint as a JS number (counts), dates and
// timestamps as the strings Postgres prints.
const asString = (v: string) => v;
const PARSERS = { 20: (v: string) => Number(v), 1082: asString, 1114: asString, 1184: asString };

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(conn: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await conn.query<T>(sql, params);
      return {
        rows: res.rows,
        rowCount: res.affectedRows ?? res.rows.length,
        fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string): Promise<void> {
      await conn.exec(sql);
    },
  };
}

/**
 * PGlite (Postgres compiled to WASM) persisted in a directory. It is a single connection,
 * so PGlite itself serialises transactions; a `null` dataDir keeps everything in memory.
 */
/**
 * Postgres's buffer pool inside the WASM heap. Its default, 128 MB, is most of an idle
 * server's memory (about 330 MB of resident memory in all, measured) for a local database
 * of a few megabytes; the operating system's file cache sits behind it anyway.
 * PGLITE_SHARED_BUFFERS (a Postgres size, e.g. 128MB) changes it.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * How many queries and transactions may wait for PGlite's one connection (PGLITE_QUEUE_LIMIT).
 * They are served first come, first served (PGlite's own lock is a FIFO queue); past the
 * limit a request is refused with DatabaseBusyError (503, Retry-After) instead of waiting
 * behind hundreds of others.
 */
export const PGLITE_QUEUE_LIMIT = 1000;

export async function openPgliteDatabase(
  dataDir: string | null,
  sharedBuffers = process.env.PGLITE_SHARED_BUFFERS || PGLITE_SHARED_BUFFERS,
  queueLimit = Number(process.env.PGLITE_QUEUE_LIMIT || PGLITE_QUEUE_LIMIT),
): Promise<Database> {
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers)) {
    throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 16MB, got "${sharedBuffers}"`);
  }
  if (!Number.isInteger(queueLimit) || queueLimit < 1) {
    throw new Error(`PGLITE_QUEUE_LIMIT must be a whole number of 1 or more, got "${queueLimit}"`);
  }
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: PARSERS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
  const base = wrap(pg);
  // Queries and transactions waiting for (or holding) the connection.
  let queued = 0;
  const admit = async <T>(work: () => Promise<T>): Promise<T> => {
    if (queued >= queueLimit) throw new DatabaseBusyError();
    queued += 1;
    try {
      return await work();
    } finally {
      queued -= 1;
    }
  };
  return {
    kind: 'pglite',
    query: (sql, params) => admit(() => base.query(sql, params)),
    exec: (sql) => admit(() => base.exec(sql)),
    transaction: (fn, prelude) =>
      admit(() =>
        pg.transaction(async (tx) => {
          if (prelude) await tx.exec(prelude);
          return fn(wrap(tx));
        }),
      ),
    // One simple-protocol message through the same admission bound (exec runs exclusively).
    queryInOneTrip: <T>(prelude: string, sql: string) =>
      admit(async (): Promise<QueryResult<T>> => {
        const results = await pg.exec(`${prelude}; ${sql}`);
        const last = results[results.length - 1]!;
        return {
          rows: last.rows as T[],
          rowCount: last.affectedRows ?? last.rows.length,
          fields: last.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        };
      }),
    listen: (channel, onMessage) => pg.listen(channel, onMessage),
    close: () => pg.close(),
  };
}
