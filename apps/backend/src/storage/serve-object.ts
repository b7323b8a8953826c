import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppContext } from '../context';
import { ObjectNotFound, ObjectStoreUnavailable } from './object-store';

/** 503 in the storage API's error shape; the store's own error is logged, never shown. */
export function storeUnavailable(c: Context) {
  return c.json(
    {
      statusCode: '503',
      error: 'ServiceUnavailable',
      message: 'File storage is unavailable right now. Please try again in a moment.',
    },
    503,
  );
}

/**
 * Streams an object the caller may read (its row was found, as the caller or as a public
 * object) from the object store. Always served as a download, so an uploaded file can never
 * run as a page of this origin.
 */
export async function serveObject(
  c: Context,
  ctx: AppContext,
  bucket: string,
  name: string,
  mimetype: string | null,
  cacheControl: string | null,
): Promise<Response> {
  try {
    const object = await ctx.files.read(bucket, name);
    const headers: Record<string, string> = {
      'content-type': mimetype ?? 'application/octet-stream',
      'content-length': String(object.size),
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
    };
    if (object.etag) headers.etag = object.etag;
    if (cacheControl) headers['cache-control'] = cacheControl;
    return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, 200, headers);
  } catch (err) {
    if (err instanceof ObjectNotFound) {
      return c.json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, 404);
    }
    if (err instanceof ObjectStoreUnavailable) return storeUnavailable(c);
    throw err;
  }
}
