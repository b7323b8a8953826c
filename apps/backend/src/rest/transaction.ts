import type { Queryable } from '../db/database';
import { runAs } from '../db/request-context';
import type { RestRequest } from './rest-request';

/**
 * Runs `fn` as the caller. `readOnly` (function calls through GET and HEAD, as PostgREST
 * does) makes Postgres refuse any write; table reads are plain SELECTs and skip that round trip.
 */
export async function runRequest<T>(
  req: RestRequest,
  fn: (tx: Queryable) => Promise<T>,
  readOnly = false,
  rollback = false,
): Promise<T> {
  if (!rollback) {
    return runAs(req.ctx.db, req.caller, async (tx) => {
      if (readOnly) await tx.exec('set transaction read only');
      return fn(tx);
    });
  }
  // Prefer: tx=rollback: the answer is computed, then the transaction is undone.
  const undo = new RolledBack<T>();
  try {
    await runAs(req.ctx.db, req.caller, async (tx) => {
      if (readOnly) await tx.exec('set transaction read only');
      undo.value = await fn(tx);
      throw undo;
    });
  } catch (err) {
    if (err === undo) return undo.value as T;
    throw err;
  }
  throw new Error('unreachable: a rolled back request always throws');
}

class RolledBack<T> extends Error {
  value: T | undefined;
}
