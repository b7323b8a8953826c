import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseBusyError, type Database, type Queryable, type QueryResult } from './database';
import { LiveSessions, SESSION_ENDED_CHANNEL } from './live-sessions';
import { PreparedReads } from './prepared-reads';

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

let compiled: Promise<{ pglite: WebAssembly.Module; initdb: WebAssembly.Module }> | null = null;

/**
 * PGlite's two WebAssembly modules, compiled once per process and shared with every worker
 * (PGlite caches them per thread, and a new thread would compile them again: seconds).
 */
function wasmModules() {
  compiled ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) =>
      WebAssembly.compile(await readFile(path.join(dist, file)));
    const [pglite, initdb] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
    return { pglite, initdb };
  })();
  compiled.catch(() => {
    compiled = null;
  });
  return compiled;
}

interface WorkerError {
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WorkerError };

/** The worker's error as an Error with Postgres's fields (code, detail, hint, constraint...). */
function revive(e: WorkerError): Error {
  const err = new Error(e.message);
  Object.assign(err, e.fields);
  if (e.stack) err.stack = e.stack;
  return err;
}

/**
 * PGlite (Postgres compiled to WASM) persisted in a directory; a `null` dataDir keeps
 * everything in memory. It runs in a worker thread (pglite-worker.mjs) that owns the one
 * connection: the WASM engine executes each statement synchronously, and on the main thread
 * it held the event loop in bursts, so under load new connections waited seconds to be
 * accepted while requests on open connections went through in milliseconds (measured in
 * BENCHMARKS.md). Now the main thread only passes messages, and the database work runs on
 * another core. Queries, transactions and LISTEN behave as before: one connection, served
 * first come, first served (PGlite's lock, in the worker), a transaction holding it from
 * BEGIN to COMMIT or ROLLBACK; errors keep Postgres's fields; bigint arrives as a number,
 * dates and timestamps as strings.
 */
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
  const modules = await wasmModules();
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: {
      dataDir,
      sharedBuffers,
      pgliteWasmModule: modules.pglite,
      initdbWasmModule: modules.initdb,
    },
    // The worker is plain JavaScript: no TypeScript loader (the parent's --import tsx).
    execArgv: [],
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (err: Error) => void }
  >();
  const notify = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let stopped: Error | null = null;
  const settle = (id: number) => {
    const call = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return call;
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (msg: Reply | { ready: true } | { listener: number; payload: string }) => {
      if ('ready' in msg) return resolve();
      if ('listener' in msg) return notify.get(msg.listener)?.(msg.payload);
      const call = settle(msg.id);
      if (!call) return;
      if (msg.ok) call.resolve(msg.value);
      else call.reject(revive(msg.error));
    });
    const end = (err: Error) => {
      stopped ??= err;
      reject(err);
      for (const id of [...pending.keys()]) settle(id)?.reject(err);
    };
    worker.on('error', (err) => end(err));
    worker.on('exit', () => end(new Error('The embedded database (PGlite) has stopped.')));
  });
  await ready;
  // From now on only calls in flight keep the process alive, as PGlite in the main thread did.
  worker.unref();
  const call = <T>(msg: Record<string, unknown>): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...msg, id });
    });
  };
  const base: Queryable = {
    query: <T>(sql: string, params: unknown[] = []) =>
      call<QueryResult<T>>({ op: 'query', sql, params }),
    exec: (sql: string) => call<void>({ op: 'exec', sql }),
  };
  let nextTx = 1;
  /** The reads the one connection has prepared. */
  const prepared = new PreparedReads();
  let closing: Promise<void> | null = null;
  let nextListener = 1;
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
  const query: Queryable['query'] = (sql, params) => admit(() => base.query(sql, params));
  const liveSessions = new LiveSessions({ query, exec: (sql) => admit(() => base.exec(sql)) });
  const db: Database = {
    kind: 'pglite',
    liveSessions,
    query,
    exec: (sql) => admit(() => base.exec(sql)),
    transaction: (fn, prelude) =>
      admit(async () => {
        const tx = nextTx++;
        // BEGIN and the prelude travel with the transaction's first statement, and the
        // connection is held from then until COMMIT or ROLLBACK: one round trip fewer while
        // it is held. Statements wait for that first one, so the worker sees BEGIN first.
        let begun: Promise<unknown> | null = null;
        const send = <T>(first: Record<string, unknown>): Promise<T> => {
          if (!begun) {
            const p = call<T>({ op: 'begin', tx, prelude, first });
            begun = p.catch(() => undefined);
            return p;
          }
          return begun.then(() => call<T>({ ...first, tx }));
        };
        const inTx: Queryable = {
          query: <T>(sql: string, params: unknown[] = []) =>
            send<QueryResult<T>>({ op: 'query', sql, params }),
          exec: (sql: string) => send<void>({ op: 'exec', sql }),
        };
        let value;
        try {
          value = await fn(inTx);
        } catch (err) {
          if (begun) await call({ op: 'end', tx, commit: false });
          throw err;
        }
        if (begun) await call({ op: 'end', tx, commit: true });
        return value;
      }),
    // The prelude and one statement as one simple-protocol message, run whole by the worker
    // (PGlite's exec holds the connection for it alone): one message, no BEGIN or COMMIT
    // exchange, so the connection is never held across a turn of this thread.
    // A prepared read is prepared on the one connection the first time, then run by name.
    queryInOneTrip: <T>(prelude: string, sql: string, options?: { prepared?: boolean }) =>
      admit(() => {
        const send = (message: string) => call<QueryResult<T>>({ op: 'execLast', sql: message });
        return options?.prepared ? prepared.run(sql, prelude, send) : send(`${prelude}; ${sql}`);
      }),
    script: (sql) => admit(() => call<{ rows: Record<string, unknown>[] }>({ op: 'script', sql })),
    listen: async (channel, onMessage) => {
      const listener = nextListener++;
      notify.set(listener, onMessage);
      await call({ op: 'listen', channel, listener }).catch((err: unknown) => {
        notify.delete(listener);
        throw err;
      });
      return async () => {
        notify.delete(listener);
        await call({ op: 'unlisten', listener });
      };
    },
    close: () =>
      (closing ??= (async () => {
        if (stopped) return;
        await call({ op: 'close' });
        stopped = new Error('The embedded database (PGlite) is closed.');
        await worker.terminate();
      })()),
  };
  // Heard before any session is remembered, and before the reply to the statement that ended
  // it (the worker posts the notification first): see live-sessions.ts.
  await db.listen(SESSION_ENDED_CHANNEL, (payload) => liveSessions.ended(payload));
  return db;
}
