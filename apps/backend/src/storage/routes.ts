import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext } from '../context';
import { identifyCaller, type IdentifiedEnv } from '../auth/identity';
import { isSessionEndedError, SESSION_ENDED_MESSAGE } from '../auth/session-liveness';
import { BodyTooLargeError } from '../http/body-limit';
import { runAs, SERVICE_CALLER } from '../db/request-context';
import {
  ObjectPathConflict,
  ObjectStoreUnavailable,
  ObjectTooLarge,
  STAGING_BUCKET,
  type ObjectInfo,
} from './object-store';
import { ContentTypeMismatch, MalformedUpload, typeCheck, uploadedFile } from './upload-stream';
import { serveObject, storeUnavailable } from './serve-object';
import { privateDownload } from './private-download';
import { checkBucketQuota, countUpload, countUploadBytes, UploadRefused } from './upload-limits';
import { clientIp } from '../http/client-ip';
import { checkObjectName, contentTypeOf, InvalidObjectName } from './object-name';
import { recordUpload } from './objects';

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  quota_bytes: string | number | null;
}

/** Hard ceiling for any upload, whatever a bucket allows. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

function storageError(c: Context, status: ContentfulStatusCode, error: string, message: string) {
  return c.json({ statusCode: String(status), error, message }, status);
}

/**
 * The object name exactly as sent (still percent-encoded), so it is decoded once, by
 * checkObjectName, and an encoded '../' or backslash cannot slip past the checks.
 */
function rawNameAfter(c: Context, marker: string): string {
  const raw = new URL(c.req.url).pathname;
  const at = raw.indexOf(marker);
  return at < 0 ? '' : raw.slice(at + marker.length);
}

/** File storage (/storage/v1): upload into a bucket and public download. */
export function storageRoutes(ctx: AppContext): Hono<IdentifiedEnv> {
  const app = new Hono<IdentifiedEnv>();
  // Uploads and private downloads need a caller; public downloads need none.
  const identified = identifyCaller(ctx, {
    refuse: (c, problem) => storageError(c, 401, 'Unauthorized', problem.message),
  });

  const upload = (upsert: boolean) => async (c: Context<IdentifiedEnv>) => {
    const bucketId = c.req.param('bucket') ?? '';
    let name: string;
    try {
      name = checkObjectName(rawNameAfter(c, `/object/${bucketId}/`));
    } catch (err) {
      if (err instanceof InvalidObjectName) return storageError(c, 400, 'InvalidKey', err.message);
      throw err;
    }
    if (!ctx.files.fits(bucketId, name)) {
      return storageError(
        c,
        400,
        'InvalidKey',
        'Invalid key: the name is too long for the file store',
      );
    }
    const buckets = await ctx.db.query<Bucket>(
      'select id, public, file_size_limit, allowed_mime_types, quota_bytes from storage.buckets where id = $1',
      [bucketId],
    );
    const bucket = buckets.rows[0];
    if (!bucket) return storageError(c, 404, 'Bucket not found', 'Bucket not found');
    const { caller } = c.get('identity');
    const ip = clientIp(c);
    const refused = (err: UploadRefused) => storageError(c, err.status, err.error, err.message);
    try {
      await countUpload(ctx, caller, ip);
    } catch (err) {
      if (err instanceof UploadRefused) return refused(err);
      throw err;
    }
    const limit = Math.min(bucket.file_size_limit ?? MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES);
    const tooLarge = () =>
      storageError(c, 413, 'Payload too large', 'The object exceeded the maximum allowed size');
    const contentType = contentTypeOf(name);
    if (bucket.allowed_mime_types && !bucket.allowed_mime_types.includes(contentType)) {
      return storageError(c, 415, 'invalid_mime_type', `mime type ${contentType} is not supported`);
    }
    // The bytes stream into a staged object first, checked and counted on the way; the
    // staged object is moved to its name in the transaction that records it, so a refused
    // upload never replaces an object that is there.
    const staged = randomUUID();
    let stored: ObjectInfo;
    try {
      const file = await uploadedFile(c.req.raw, limit);
      if (!file) return storageError(c, 400, 'InvalidRequest', 'The upload is empty');
      // pipeline, not pipe: a body that fails (too large, cut off) fails the write with it.
      const checked = pipeline(file, typeCheck(contentType), () => undefined);
      stored = await ctx.files.write(STAGING_BUCKET, staged, checked, {
        contentType,
        maxBytes: limit,
      });
    } catch (err) {
      if (err instanceof BodyTooLargeError || err instanceof ObjectTooLarge) return tooLarge();
      if (err instanceof ContentTypeMismatch)
        return storageError(c, 415, 'invalid_mime_type', err.message);
      if (err instanceof MalformedUpload)
        return storageError(c, 400, 'InvalidRequest', err.message);
      if (err instanceof ObjectStoreUnavailable) return storeUnavailable(c);
      throw err;
    }
    let moved = false;
    try {
      if (stored.size === 0) return storageError(c, 400, 'InvalidRequest', 'The upload is empty');
      await countUploadBytes(ctx, caller, ip, stored.size);
      const id = randomUUID();
      await runAs(ctx.db, caller, async (tx) => {
        await checkBucketQuota(ctx, tx, bucket, stored.size, caller);
        const metadata = { size: stored.size, mimetype: contentType, cacheControl: 'max-age=3600' };
        await recordUpload(tx, { id, bucketId, name, owner: caller.userId, metadata }, upsert);
        await ctx.files.move(STAGING_BUCKET, staged, bucketId, name);
        moved = true;
      });
      return c.json({ Key: `${bucketId}/${name}`, Id: id });
    } catch (err) {
      if (err instanceof UploadRefused) return refused(err);
      if (err instanceof ObjectPathConflict) return storageError(c, 409, 'Conflict', err.message);
      if (err instanceof ObjectStoreUnavailable) return storeUnavailable(c);
      // The session ended while the body streamed in (the caller prelude checks it again).
      if (isSessionEndedError(err))
        return storageError(c, 401, 'Unauthorized', SESSION_ENDED_MESSAGE);
      const code = (err as { code?: string }).code;
      if (code === '23505') return storageError(c, 409, 'Duplicate', 'The resource already exists');
      if (code === '42501') {
        return storageError(c, 403, 'Unauthorized', 'new row violates row-level security policy');
      }
      throw err;
    } finally {
      if (!moved) await ctx.files.remove(STAGING_BUCKET, staged).catch(() => undefined);
    }
  };

  app.post('/object/:bucket/*', identified, (c) => upload(c.req.header('x-upsert') === 'true')(c));
  app.put('/object/:bucket/*', identified, upload(true));

  app.get('/object/public/:bucket/*', async (c) => {
    const bucketId = c.req.param('bucket');
    let name: string;
    try {
      name = checkObjectName(rawNameAfter(c, `/object/public/${bucketId}/`));
    } catch {
      return storageError(c, 400, 'InvalidKey', 'Invalid key');
    }
    const found = await runAs(ctx.db, SERVICE_CALLER, (tx) =>
      tx.query<{ mimetype: string | null }>(
        `select o.metadata ->> 'mimetype' as mimetype from storage.objects o
         join storage.buckets b on b.id = o.bucket_id
         where b.public and o.bucket_id = $1 and o.name = $2`,
        [bucketId, name],
      ),
    );
    const row = found.rows[0];
    if (!row) return storageError(c, 404, 'not_found', 'Object not found');
    return serveObject(c, ctx, bucketId, name, row.mimetype, null);
  });

  app.get(
    '/object/authenticated/:bucket/*',
    identified,
    privateDownload(ctx, (b) => `/object/authenticated/${b}/`),
  );
  app.get(
    '/object/:bucket/*',
    identified,
    privateDownload(ctx, (b) => `/object/${b}/`),
  );

  app.all('*', (c) => storageError(c, 404, 'not_found', 'Route not found'));
  return app;
}
