import { describe, expect, it } from 'vitest';
import { readCappedBody } from './read-body';
import { withBodyLimit } from '../http/body-limit';

function streamed(chunks: Uint8Array[]): Request {
  let sent = 0;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      const next = chunks[sent++];
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  const req = new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
  Object.defineProperty(req, 'pulled', { get: () => pulled });
  return req;
}

describe('readCappedBody', () => {
  it('returns the whole body when it fits', async () => {
    const got = await readCappedBody(streamed([new Uint8Array([1, 2]), new Uint8Array([3])]), 3);
    expect(got).toEqual({ ok: true, bytes: new Uint8Array([1, 2, 3]) });
  });

  it('stops reading at the cap instead of holding the rest', async () => {
    const chunk = new Uint8Array(1024);
    const req = streamed(Array.from({ length: 100 }, () => chunk));
    expect(await readCappedBody(req, 4096)).toEqual({ ok: false, reason: 'too-large' });
    expect((req as unknown as { pulled: number }).pulled).toBeLessThan(10);
  });

  it('refuses a declared length over the cap without reading', async () => {
    const req = new Request('http://x/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': '999999' },
    });
    expect(await readCappedBody(req, 10)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('calls a chunked body that passes the route’s own cap too large, not unreadable', async () => {
    const chunk = new Uint8Array(1024);
    const req = withBodyLimit(streamed(Array.from({ length: 100 }, () => chunk)), 8 * 1024);
    expect(await readCappedBody(req, 16 * 1024)).toEqual({ ok: false, reason: 'too-large' });
  });
});
