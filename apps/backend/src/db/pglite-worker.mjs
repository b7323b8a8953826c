// The PGlite worker thread: it owns the PGlite instance, so the WASM engine, which runs each
// statement synchronously, never blocks the HTTP event loop (see pglite-database.ts).
// Plain JavaScript, so the thread starts without a TypeScript loader.
//
// Messages from the main thread, each answered { id, ok: true, value } or { id, ok: false, error }:
//   { id, op: 'query', sql, params, tx? }   a statement with parameters (inside transaction `tx`)
//   { id, op: 'exec', sql, tx? }            statements without parameters
//   { id, op: 'execLast', sql }             statements without parameters as one message,
//                                           answered with the last one's result
//   { id, op: 'script', sql }              statements without parameters as one message (a
//                                           script with its own BEGIN and COMMIT, as a job
//                                           queue's maintenance sends), answered with the rows
//                                           of every statement in order; a failure rolls back
//   { id, op: 'begin', tx, prelude?, first } opens transaction `tx` (BEGIN, then the prelude)
//                                           and runs its first statement, `first` (a query or
//                                           exec as above), in it: one message where three were
//                                           round trips; answered with that statement's result
//   { id, op: 'end', tx, commit }           COMMIT (or ROLLBACK) of `tx`; releases the connection
//   { id, op: 'listen', channel, listener } LISTEN; each payload is posted as { listener, payload }
//   { id, op: 'unlisten', listener }
//   { id, op: 'close' }
// PGlite's own lock (a first-come, first-served queue) orders the queries and transactions.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// Both drivers agree on value shapes: bigint as a JS number (counts), dates and
// timestamps as the strings Postgres prints.
const asString = (v) => v;
const PARSERS = { 20: (v) => Number(v), 1082: asString, 1114: asString, 1184: asString };

/** Thrown inside PGlite's transaction to make it roll back; never leaves this thread. */
const ROLLBACK = Symbol('rollback');

/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();
/** LISTEN subscriptions by id: the function that stops each. */
const listeners = new Map();

function shape(res) {
  return {
    rows: res.rows,
    rowCount: res.affectedRows ?? res.rows.length,
    fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

/**
 * An error as plain data: the message and every field Postgres gave (code, detail, hint,
 * constraint, ...), which the REST and auth error mapping read.
 */
function serialize(err) {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || typeof value === 'function') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      // a value that cannot cross threads (none of Postgres's own fields)
    }
  }
  return { message: err.message, stack: err.stack, fields };
}

function reply(id, value) {
  parentPort.postMessage({ id, ok: true, value });
}

function fail(id, err) {
  parentPort.postMessage({ id, ok: false, error: serialize(err) });
}

function target(tx) {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

function begin(msg) {
  let end;
  const ended = new Promise((resolve) => (end = resolve));
  let begun = false;
  pg.transaction(async (tx) => {
    if (msg.prelude) await tx.exec(msg.prelude);
    transactions.set(msg.tx, { tx, end });
    begun = true;
    run(msg.first, tx).then(
      (value) => reply(msg.id, value),
      (err) => fail(msg.id, err),
    );
    const { commit } = await ended;
    transactions.delete(msg.tx);
    if (!commit) throw ROLLBACK;
  }).then(
    () => ended.then(({ id }) => reply(id, null)),
    (err) => {
      transactions.delete(msg.tx);
      if (!begun) return fail(msg.id, err);
      return ended.then(({ id }) => (err === ROLLBACK ? reply(id, null) : fail(id, err)));
    },
  );
}

/** A query or exec on `on` (the database or an open transaction). */
async function run(msg, on) {
  if (msg.op === 'query') return shape(await on.query(msg.sql, msg.params));
  await on.exec(msg.sql);
  return null;
}

async function handle(msg) {
  switch (msg.op) {
    case 'query':
    case 'exec':
      return run(msg, target(msg.tx));
    case 'execLast': {
      const results = await pg.exec(msg.sql);
      return shape(results[results.length - 1]);
    }
    case 'script': {
      try {
        const results = await pg.exec(msg.sql);
        return { rows: results.flatMap((r) => r.rows ?? []) };
      } catch (err) {
        // A script that failed after its own BEGIN leaves the one connection in an aborted
        // transaction, which would refuse every later statement of every request.
        await pg.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    }
    case 'listen': {
      const stop = await pg.listen(msg.channel, (payload) =>
        parentPort.postMessage({ listener: msg.listener, payload }),
      );
      listeners.set(msg.listener, stop);
      return null;
    }
    case 'unlisten': {
      const stop = listeners.get(msg.listener);
      listeners.delete(msg.listener);
      if (stop) await stop();
      return null;
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`Unknown PGlite worker operation: ${msg.op}`);
  }
}

const pg = await PGlite.create({
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  // Compiled once per process by the main thread (compiling them is most of a start).
  pgliteWasmModule: workerData.pgliteWasmModule,
  initdbWasmModule: workerData.initdbWasmModule,
  parsers: PARSERS,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${workerData.sharedBuffers}`],
});

parentPort.on('message', (msg) => {
  if (msg.op === 'begin') return begin(msg);
  if (msg.op === 'end') {
    const open = transactions.get(msg.tx);
    // A transaction whose BEGIN or prelude failed never opened: nothing to roll back.
    if (!open)
      return msg.commit ? fail(msg.id, new Error('Transaction is closed')) : reply(msg.id, null);
    return open.end({ id: msg.id, commit: msg.commit });
  }
  handle(msg).then(
    (value) => reply(msg.id, value),
    (err) => fail(msg.id, err),
  );
});
parentPort.postMessage({ ready: true });
