import type { Context } from 'hono';
import type { AppContext } from '../context';
import type { IdentifiedEnv } from '../auth/identity';
import { isSessionEndedError, SESSION_ENDED_MESSAGE } from '../auth/session-liveness';
import { runAs } from '../db/request-context';
import { checkObjectName } from './object-name';
import { serveObject } from './serve-object';

/**
 * Authenticated download (GET /object/<bucket>/<name>, what supabase-js's download() calls):
 * the object row is read as the caller, so the bucket's row-level security decides who may
 * read it; to anyone else the object does not exist.
 */
export function privateDownload(ctx: AppContext, marker: (bucket: string) => string) {
  return async (c: Context<IdentifiedEnv>) => {
    const notFound = () =>
      c.json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, 404);
    const { caller } = c.get('identity');
    const bucketId = c.req.param('bucket') ?? '';
    const raw = new URL(c.req.url).pathname;
    const at = raw.indexOf(marker(bucketId));
    let name: string;
    try {
      name = checkObjectName(at < 0 ? '' : raw.slice(at + marker(bucketId).length));
    } catch {
      return notFound();
    }
    let found;
    try {
      found = await runAs(ctx.db, caller, (tx) =>
        tx.query<{ mimetype: string | null }>(
          "select metadata ->> 'mimetype' as mimetype from storage.objects where bucket_id = $1 and name = $2",
          [bucketId, name],
        ),
      );
    } catch (err) {
      // The session ended just now (the caller prelude checks it again).
      if (!isSessionEndedError(err)) throw err;
      return c.json(
        { statusCode: '401', error: 'Unauthorized', message: SESSION_ENDED_MESSAGE },
        401,
      );
    }
    const row = found.rows[0];
    if (!row) return notFound();
    return serveObject(c, ctx, bucketId, name, row.mimetype, 'private, no-store');
  };
}
