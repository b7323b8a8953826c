import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/harness';

/** Far more than any route accepts: a server that buffered it would hold it all in memory. */
const HOSTILE_BYTES = 256 * 1024 * 1024;
const CHUNK = new Uint8Array(64 * 1024).fill(0x20);

/**
 * A chunked body (no Content-Length, as `curl -T -` sends) of HOSTILE_BYTES, counting how
 * many bytes the server made the client send before it stopped reading.
 */
function hostileBody(): { stream: ReadableStream<Uint8Array>; sent: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= HOSTILE_BYTES) {
        controller.close();
        return;
      }
      sent += CHUNK.byteLength;
      controller.enqueue(CHUNK);
    },
  });
  return { stream, sent: () => sent };
}

async function post(url: string, headers: Record<string, string>) {
  const body = hostileBody();
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body: body.stream,
    duplex: 'half',
  } as RequestInit);
  const json = (await res.json()) as Record<string, unknown>;
  return { status: res.status, json, sent: body.sent() };
}

// The cap applies before any database work, so one database is enough here; the shape of
// each protocol's 413 is what differs.
describe('streaming request body limits (the server stops reading at the cap)', () => {
  let backend: TestBackend;
  let headers: Record<string, string>;
  beforeAll(async () => {
    backend = await startTestBackend('pglite');
    headers = { apikey: backend.anonKey, 'content-type': 'application/json' };
  });
  afterAll(async () => {
    await backend.close();
  });

  it('functions: 413 past the function limit (1 MB by default), in the functions error shape', async () => {
    const res = await post(`${backend.url}/functions/v1/feedback`, headers);
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({
      code: 'payload_too_large',
      error: 'Request body is too large: the limit is 1 MB',
    });
    expect(res.sent).toBeLessThan(HOSTILE_BYTES / 2);
  });

  it('table API: 413 PGRST102 past 5 MB', async () => {
    const res = await post(`${backend.url}/rest/v1/contact_requests`, headers);
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({
      code: 'PGRST102',
      message: 'Request body is too large',
      details: 'The limit is 5 MB',
    });
    expect(res.sent).toBeLessThan(HOSTILE_BYTES / 2);
  });

  it('storage: 413 past the bucket limit, in the storage error shape', async () => {
    const res = await post(
      `${backend.url}/storage/v1/object/issue-attachments/${Date.now()}_big.txt`,
      {
        ...headers,
        'content-type': 'text/plain',
      },
    );
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(res.sent).toBeLessThan(HOSTILE_BYTES / 2);
  });

  it('auth: 413 request_entity_too_large past 256 KB', async () => {
    const res = await post(`${backend.url}/auth/v1/token?grant_type=password`, headers);
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ error_code: 'request_entity_too_large' });
    expect(res.sent).toBeLessThan(HOSTILE_BYTES / 2);
  });

  it('a body under the limit still reaches the function', async () => {
    const res = await fetch(`${backend.url}/functions/v1/feedback`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'a@example.com', rating: 5, comments: 'x'.repeat(4000) }),
    });
    expect(res.status).toBe(200);
  });
});
