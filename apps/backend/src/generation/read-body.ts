import { BodyTooLargeError } from '../http/body-limit';

/** A request body read with a hard cap: the bytes, or the fact that the cap was passed. */
export type CappedBody =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' };

/**
 * Reads the body as a stream and stops at `limit` bytes: a client that declares or sends
 * more is refused without the server ever holding more than the limit.
 */
export async function readCappedBody(req: Request, limit: number): Promise<CappedBody> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'too-large' };
  if (!req.body) return { ok: true, bytes: new Uint8Array() };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch (err) {
    // The route's own cap (http/body-limit.ts) fails the stream of a chunked body past it:
    // that is a body too large, not one that could not be read.
    if (err instanceof BodyTooLargeError) return { ok: false, reason: 'too-large' };
    return { ok: false, reason: 'unreadable' };
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}
