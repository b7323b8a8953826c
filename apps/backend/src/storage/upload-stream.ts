import { PassThrough, Readable, Transform, type TransformCallback } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { withBodyLimit } from '../http/body-limit';
import { bytesMatchType } from './object-name';

/** The content does not look like what its name says it is (see bytesMatchType). */
export class ContentTypeMismatch extends Error {
  constructor(readonly contentType: string) {
    super(`The file content does not match its ${contentType} type`);
  }
}

/** The body is not a form supabase-js or a browser would send. */
export class MalformedUpload extends Error {}

/** Enough of the start of a file for every magic number bytesMatchType knows. */
const SNIFF_BYTES = 8;

/**
 * Passes the bytes through while checking them against the content type: the magic number
 * from the first bytes, and for text, no NUL anywhere.
 */
export function typeCheck(contentType: string): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  return new Transform({
    transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
      if (contentType === 'text/plain' && chunk.includes(0)) {
        done(new ContentTypeMismatch(contentType));
        return;
      }
      if (!checked) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.byteLength)]);
        if (head.byteLength >= SNIFF_BYTES) {
          checked = true;
          if (!bytesMatchType(head, contentType)) {
            done(new ContentTypeMismatch(contentType));
            return;
          }
        }
      }
      done(null, chunk);
    },
    flush(done: TransformCallback) {
      if (!checked && head.byteLength > 0 && !bytesMatchType(head, contentType)) {
        done(new ContentTypeMismatch(contentType));
        return;
      }
      done();
    },
  });
}

/**
 * Hands the bytes of `source` to `out` with backpressure. If `out` is given up (the store
 * refused the bytes), the rest of `source` is read and dropped instead of cancelled, so the
 * client reaches the end of its upload and reads the answer; how much is read at most is
 * bounded by the request's byte cap (body-limit.ts).
 */
function forward(source: Readable, out: PassThrough): void {
  source.on('data', (chunk: Buffer) => {
    if (!out.destroyed && !out.write(chunk)) source.pause();
  });
  out.on('drain', () => source.resume());
  out.on('close', () => source.resume());
  source.on('end', () => out.end());
  source.on('error', (err) => out.destroy(err));
}

/** Multipart framing (boundaries, part headers, supabase-js's cacheControl field) on top of the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The uploaded file as a stream, never whole in memory: the first file of a multipart form
 * (what supabase-js sends for a Blob or File) or the raw body. The stream fails with
 * BodyTooLargeError once the request passes `limit` (plus the form's framing); null when a
 * form holds no file.
 */
export function uploadedFile(req: Request, limit: number): Promise<Readable | null> {
  const type = req.headers.get('content-type') ?? '';
  const multipart = type.startsWith('multipart/form-data');
  const capped = withBodyLimit(req, multipart ? limit + MULTIPART_OVERHEAD : limit);
  if (!capped.body) return Promise.resolve(null);
  const source = Readable.fromWeb(capped.body as WebReadableStream<Uint8Array>);
  if (!multipart) {
    const out = new PassThrough();
    forward(source, out);
    return Promise.resolve(out);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      limits: { files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
    });
  } catch {
    source.resume();
    return Promise.reject(new MalformedUpload('The upload is not a valid multipart form'));
  }
  return new Promise((resolve, reject) => {
    let file: PassThrough | null = null;
    const fail = (err: Error) => {
      if (file) file.destroy(err);
      else reject(err);
      source.resume();
    };
    parser.on('file', (_field, stream) => {
      if (file) {
        stream.resume();
        return;
      }
      file = new PassThrough();
      forward(stream, file);
      resolve(file);
    });
    parser.on('close', () => {
      if (!file) resolve(null);
    });
    parser.on('error', () => fail(new MalformedUpload('The upload is not a valid multipart form')));
    source.on('error', fail);
    source.pipe(parser);
  });
}
