import { deflateSync, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress as streamingCompress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Answers smaller than this are sent as they are: gzip costs more time than the bytes save. */
const THRESHOLD = 1024;

/**
 * Answers whose Content-Length is at most this are compressed whole, in one zlib call on this
 * thread (about 0.2 ms for a generation's 30 KB answer, 0.5 ms at this size); larger ones, and
 * answers of unknown length, as a stream, which keeps the event loop free meanwhile.
 */
export const WHOLE_MAX_BYTES = 64 * 1024;

const ENCODINGS = ['gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];
const encoders: Record<Encoding, (bytes: Uint8Array) => Buffer> = {
  gzip: (bytes) => gzipSync(bytes),
  deflate: (bytes) => deflateSync(bytes),
};

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client prefers of those offered (gzip first on a tie), as Hono chooses. */
function chosenEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * gzip/deflate for clients that ask, as Hono's compress middleware does (same encodings,
 * threshold, content types and headers), with one difference: an answer whose length is
 * known and at most WHOLE_MAX_BYTES (a function's JSON, a generation's files) is compressed
 * in one call: a generation's 30 KB answer cost 0.53 to 1.48 ms of the process's CPU through a
 * CompressionStream, against 0.41 to 0.88 ms whole, in the same four rounds of 2,000 answers
 * (BENCHMARKS.md, issue 33's fourth pass).
 */
export function compress(): MiddlewareHandler {
  const streaming = streamingCompress({ threshold: THRESHOLD });
  return async (c, next) => {
    await streaming(c, async () => {
      await next();
      const length = Number(c.res.headers.get('Content-Length') ?? NaN);
      if (!(length >= THRESHOLD && length <= WHOLE_MAX_BYTES) || !c.res.body) return;
      const res = c.res;
      const type = res.headers.get('Content-Type');
      if (
        res.status === 206 ||
        res.headers.has('Content-Encoding') ||
        res.headers.has('Transfer-Encoding') ||
        c.req.method === 'HEAD' ||
        !type ||
        !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
        NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
      )
        return;
      // Not accepted: the streaming middleware adds the Vary header and sends the answer as is.
      const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
      if (!encoding) return;
      const packed = encoders[encoding](new Uint8Array(await res.arrayBuffer()));
      const headers = new Headers(res.headers);
      const vary = headers.get('Vary');
      if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
        headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      headers.set('Content-Length', String(packed.byteLength));
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
      // Unset first: Hono copies the old answer's headers (its Content-Length) onto a new one.
      // The streaming middleware then leaves the answer as it is: it has a Content-Encoding.
      c.res = undefined;
      c.res = new Response(packed as Uint8Array<ArrayBuffer>, {
        status: res.status,
        statusText: res.statusText,
        headers,
      });
    });
  };
}
