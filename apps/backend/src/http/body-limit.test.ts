import { describe, expect, it } from 'vitest';
import { readCappedBodyOutcome, withBodyLimit } from './body-limit';

function streamed(chunks: Uint8Array[]): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[sent++];
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  return new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readCappedBodyOutcome', () => {
  it('returns the whole body when it fits', async () => {
    const got = await readCappedBodyOutcome(
      streamed([new Uint8Array([1, 2]), new Uint8Array([3])]),
      3,
    );
    expect(got).toEqual({ ok: true, bytes: new Uint8Array([1, 2, 3]) });
  });

  it('returns bytes in an array of their own, which can be moved to a worker', async () => {
    const pooled = Buffer.from('xhello'); // a view into Node's shared buffer pool
    const got = await readCappedBodyOutcome(streamed([pooled.subarray(1), Buffer.from('!')]), 100);
    if (!got.ok) throw new Error('not read');
    expect(Buffer.from(got.bytes).toString()).toBe('hello!');
    expect(got.bytes.byteOffset).toBe(0);
    expect(got.bytes.buffer.byteLength).toBe(got.bytes.byteLength);
  });

  it('calls a streamed body past the cap too large', async () => {
    const chunk = new Uint8Array(1024);
    const req = streamed(Array.from({ length: 100 }, () => chunk));
    expect(await readCappedBodyOutcome(req, 4096)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses a declared length over the cap without reading', async () => {
    const req = new Request('http://x/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': '999999' },
    });
    expect(await readCappedBodyOutcome(req, 10)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('calls a chunked body that passes the route’s own, smaller cap too large, not unreadable', async () => {
    const chunk = new Uint8Array(1024);
    const req = withBodyLimit(streamed(Array.from({ length: 100 }, () => chunk)), 8 * 1024);
    expect(await readCappedBodyOutcome(req, 16 * 1024)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('calls a body whose connection broke unreadable', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1]));
        controller.error(new Error('connection reset'));
      },
    });
    const req = new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(await readCappedBodyOutcome(req, 1024)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
