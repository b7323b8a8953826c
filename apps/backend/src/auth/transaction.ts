import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { AuthApiError } from './errors';

/** SQLSTATEs of a lost race with a concurrent request: unique violation, serialization failure, deadlock. */
const CONFLICT_CODES = new Set(['23505', '40001', '40P01']);

/**
 * Runs `fn` in one transaction. Two requests racing for the same row (two sign-ups of one
 * address at once, say) make the database refuse one of them; that request gets a 409 in
 * GoTrue's shape instead of a 500 with the database's words.
 */
export async function inTransaction<T>(
  ctx: AppContext,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(fn);
  } catch (err) {
    const code =
      typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && CONFLICT_CODES.has(code) && !(err instanceof AuthApiError)) {
      throw new AuthApiError(
        409,
        'conflict',
        'The request conflicts with another one made at the same time. Please try again.',
      );
    }
    throw err;
  }
}
