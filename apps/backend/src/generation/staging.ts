import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { log } from '../log/logger';
import { GENERATIONS_BUCKET } from './artifacts';

/**
 * Generations whose files are on their way into the object store: a row is written before
 * the first file and removed by the transaction that records the generation (or once its
 * files are discarded). A row left behind belongs to a process that died in between; its
 * files are swept: at start, and by the scheduled job 'generation-staging-sweep'.
 */

/** No live generation stages longer than this (its generator alone stops at a minute). */
export const STAGING_ABANDONED_AFTER_MS = 10 * 60_000;

export async function beginStaging(
  q: Queryable,
  generationId: string,
  userId: string,
  instance: string,
): Promise<void> {
  await q.query(
    'insert into _app.generation_staging (generation_id, user_id, instance) values ($1, $2, $3)',
    [generationId, userId, instance],
  );
}

/** In the recording transaction, or after the files are discarded. */
export async function endStaging(q: Queryable, generationId: string): Promise<void> {
  await q.query('delete from _app.generation_staging where generation_id = $1', [generationId]);
}

/**
 * Removes the files of generations that were staged and never recorded: those of this
 * instance's name (a restart of a process that died), those older than
 * STAGING_ABANDONED_AFTER_MS, or every one when `all` (one process owns an embedded database,
 * so at its start nothing else can be staging). Returns how many folders were swept.
 */
export async function sweepStagedGenerations(
  ctx: Pick<AppContext, 'db' | 'files'>,
  options: { instance?: string; all?: boolean } = {},
): Promise<number> {
  const abandoned = await ctx.db.query<{
    generation_id: string;
    user_id: string;
    recorded: boolean;
  }>(
    `select s.generation_id, s.user_id,
            exists (select 1 from public.generations g where g.id = s.generation_id) as recorded
       from _app.generation_staging s
      where $1 or s.instance = $2 or s.started_at < now() - make_interval(secs => $3)`,
    [options.all === true, options.instance ?? null, STAGING_ABANDONED_AFTER_MS / 1000],
  );
  let swept = 0;
  for (const row of abandoned.rows) {
    try {
      // A recorded generation's files are its own; only the leftover row goes.
      if (!row.recorded) {
        await ctx.files.removeFolder(GENERATIONS_BUCKET, `${row.user_id}/${row.generation_id}`);
        swept++;
      }
      await endStaging(ctx.db, row.generation_id);
    } catch (err) {
      log.warn(
        { err, generation: row.generation_id },
        'a staged generation could not be swept; the next sweep retries it',
      );
    }
  }
  return swept;
}
