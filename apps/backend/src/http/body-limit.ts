/**
 * Request bodies are read through a byte cap, per route, so one client cannot make the
 * server hold a body of any size: a declared Content-Length over the cap is refused unread,
 * and a chunked body is counted as it arrives and refused the moment it passes the cap.
 * The bytes after that are never kept: the route answers 413 while the rest is read and
 * dropped (at most 64 MB, and the Node adapter closes the connection 500 ms after the
 * answer if the client is still sending).
 *
 * The limits of each API are listed in the README's security section.
 */

export const KB = 1024;
export const MB = 1024 * 1024;

/** The body passed its route's cap; the caller answers 413 in its protocol's error shape. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is too large: the limit is ${formatBytes(limit)}`);
    this.name = 'BodyTooLargeError';
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= KB && bytes % KB === 0) return `${bytes / KB} KB`;
  return `${bytes} bytes`;
}

/** Whether the request declares a body longer than `limit` (checked before reading anything). */
export function declaresMoreThan(headers: Headers, limit: number): boolean {
  const declared = Number(headers.get('content-length') ?? '0');
  return Number.isFinite(declared) && declared > limit;
}

/** Past the cap, what is still read and thrown away so the connection ends cleanly. */
const DISCARD_BYTES = 64 * MB;

/**
 * Reads and drops the rest of a refused body without holding it: the client gets to the
 * end of its upload and reads the 413 on a connection that stays usable. Cancelling
 * instead would reset the connection, which can destroy the 413 before the client reads
 * it; the Node adapter closes the connection anyway 500 ms after the answer if the client
 * is still sending. A body still going after DISCARD_BYTES is cancelled.
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  void (async () => {
    let dropped = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        dropped += value.byteLength;
        if (dropped > DISCARD_BYTES) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // The connection closed: nothing left to drop.
    }
  })();
}

/**
 * Drops a request's body that will not be read (the request was answered before it), the
 * same way: read and thrown away in the background, at most DISCARD_BYTES, so the client
 * reads the answer on a connection that ends cleanly.
 */
export function discardBody(req: Request): void {
  if (!req.body || req.bodyUsed) return;
  try {
    discardRest(req.body.getReader());
  } catch {
    // Already being read elsewhere: nothing to drop here.
  }
}

/**
 * The body stream, counted: it fails with BodyTooLargeError as soon as more than `limit`
 * bytes have arrived. Nothing past the cap is kept in memory (see discardRest).
 */
export function cappedStream(
  body: ReadableStream<Uint8Array>,
  limit: number,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      size += value.byteLength;
      if (size > limit) {
        controller.error(new BodyTooLargeError(limit));
        discardRest(reader);
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * A copy of the request whose body is capped at `limit`; reading it (`json()`, `text()`,
 * `formData()`, ...) rejects with BodyTooLargeError past the cap. A declared length over
 * the cap throws at once.
 */
export function withBodyLimit(req: Request, limit: number): Request {
  if (declaresMoreThan(req.headers, limit)) throw new BodyTooLargeError(limit);
  if (!req.body) return req;
  return new Request(req.url, {
    method: req.method,
    headers: req.headers,
    body: cappedStream(req.body, limit),
    signal: req.signal,
    duplex: 'half',
  } as RequestInit);
}

/**
 * The whole body, at most `limit` bytes; throws BodyTooLargeError past it (the rest is
 * dropped as withBodyLimit drops it). Read straight from the body's stream into one array
 * of its own (never a view of a shared pool, so it can be moved to a worker): a capped copy
 * of the request read with `arrayBuffer()` added a stream and a Request per request, about
 * half a millisecond of the event loop for a generation's 235 KB body.
 */
export async function readCappedBody(req: Request, limit: number): Promise<Uint8Array> {
  if (declaresMoreThan(req.headers, limit)) throw new BodyTooLargeError(limit);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      discardRest(reader);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** readCappedBody's outcome as a value, for callers that answer each case in their own words. */
export type CappedBody =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' };

/** The whole body through readCappedBody, its failures told apart: past the cap, or cut off. */
export async function readCappedBodyOutcome(req: Request, limit: number): Promise<CappedBody> {
  try {
    return { ok: true, bytes: await readCappedBody(req, limit) };
  } catch (err) {
    return { ok: false, reason: err instanceof BodyTooLargeError ? 'too-large' : 'unreadable' };
  }
}

/** The body as UTF-8 text, at most `limit` bytes. */
export async function readCappedText(req: Request, limit: number): Promise<string> {
  return new TextDecoder('utf-8', { fatal: false }).decode(await readCappedBody(req, limit));
}
