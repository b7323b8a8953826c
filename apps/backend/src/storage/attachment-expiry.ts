import { ATTACHMENT_BUCKET } from '@app/shared/issue-report';
import type { AppContext } from '../context';
import { log } from '../log/logger';
import { forgetObject } from './objects';
import { ANONYMOUS_ATTACHMENT_DAYS } from './upload-limits';

/** Files removed per run at most, so one run stays short; the next hour takes the rest. */
const BATCH = 500;

/**
 * Removes issue attachments that visitors (no session) uploaded more than
 * ANONYMOUS_ATTACHMENT_DAYS ago: the bytes, then the row. A file that cannot be removed
 * keeps its row and is tried again on the next run. Returns how many were removed.
 */
export async function expireAnonymousAttachments(
  ctx: Pick<AppContext, 'db' | 'files'>,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ANONYMOUS_ATTACHMENT_DAYS * 24 * 3600 * 1000);
  const old = await ctx.db.query<{ id: string; name: string }>(
    `select id, name from storage.objects
      where bucket_id = $1 and owner is null and created_at < $2
      order by created_at limit $3`,
    [ATTACHMENT_BUCKET, cutoff.toISOString(), BATCH],
  );
  let removed = 0;
  for (const row of old.rows) {
    try {
      await ctx.files.remove(ATTACHMENT_BUCKET, row.name);
      await forgetObject(ctx.db, row.id);
      removed++;
    } catch (err) {
      log.warn(
        { err, object: row.name },
        'an expired attachment could not be removed; the next run retries it',
      );
    }
  }
  return removed;
}
