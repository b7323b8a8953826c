import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compress, WHOLE_MAX_BYTES } from './compress';

const text = JSON.stringify({ files: 'val '.repeat(2000) });
const sized = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      ...headers,
    },
  });

function app(): Hono {
  const app = new Hono();
  app.use('*', compress());
  app.get('/sized', () => sized(text, { etag: '"abc"' }));
  app.get('/small', () => sized('{"a":1}'));
  app.get('/stream', () => new Response(text, { headers: { 'content-type': 'application/json' } }));
  app.get('/png', () => sized(text, { 'content-type': 'image/png' }));
  app.get('/no-transform', () => sized(text, { 'cache-control': 'no-transform' }));
  app.get('/vary', () => sized(text, { vary: 'Origin' }));
  app.get('/big', () => sized('x'.repeat(WHOLE_MAX_BYTES + 1), { 'content-type': 'text/plain' }));
  return app;
}

const get = (path: string, acceptEncoding?: string) =>
  app().request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compress', () => {
  it('compresses an answer of known length whole, with its compressed length', async () => {
    const res = await get('/sized', 'gzip, deflate');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeLessThan(text.length / 10);
    expect(gunzipSync(bytes).toString()).toBe(text);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toBe('W/"abc"');
  });

  it('uses the encoding the client prefers', async () => {
    const res = await get('/sized', 'gzip;q=0.5, deflate');
    expect(res.headers.get('content-encoding')).toBe('deflate');
    expect(inflateSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(text);
  });

  it('sends as they are small answers and those the client does not accept compressed', async () => {
    for (const [path, accept] of [
      ['/small', 'gzip'],
      ['/sized', undefined],
      ['/sized', 'gzip;q=0, br'],
      ['/png', 'gzip'],
      ['/no-transform', 'gzip'],
    ] as const) {
      const res = await get(path, accept);
      expect(res.headers.get('content-encoding'), path).toBeNull();
      expect(await res.text(), path).toBe(path === '/small' ? '{"a":1}' : text);
    }
    expect((await get('/sized')).headers.get('vary')).toBe('Accept-Encoding');
  });

  it('adds to a Vary header the answer has', async () => {
    expect((await get('/vary', 'gzip')).headers.get('vary')).toBe('Origin, Accept-Encoding');
  });

  it('sends HEAD answers as they are', async () => {
    const res = await app().request('/sized', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('compresses answers of unknown length, and very long ones, as a stream', async () => {
    for (const path of ['/stream', '/big']) {
      const res = await get(path, 'gzip');
      expect(res.headers.get('content-encoding'), path).toBe('gzip');
      expect(res.headers.get('content-length'), path).toBeNull();
      const plain = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(plain.length, path).toBe(path === '/stream' ? text.length : WHOLE_MAX_BYTES + 1);
    }
  });
});
