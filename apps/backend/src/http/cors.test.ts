import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { describe, expect, it } from 'vitest';
import { openCors } from './cors';

const OPTIONS = {
  allowHeaders: ['authorization', 'apikey', 'content-type', 'prefer'],
  allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
  exposeHeaders: ['content-range', 'x-request-id'],
  maxAge: 86400,
};

/** The same routes behind a CORS middleware, with a later middleware adding a header as the server's do. */
function appWith(middleware: ReturnType<typeof openCors>): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Request-Id', 'r1');
  });
  app.use('/api/*', middleware);
  app.get(
    '/api/text',
    () =>
      new Response('[1,2]', {
        headers: { 'Content-Type': 'application/json', 'Content-Range': '0-1/*' },
      }),
  );
  app.get('/api/json', (c) => c.json({ ok: true }, 201));
  app.get('/api/fails', () => {
    throw new Error('boom');
  });
  app.onError((_err, c) => c.json({ message: 'failed' }, 500));
  return app;
}

const headersOf = (res: Response) =>
  [...res.headers.entries()].sort(([a], [b]) => a.localeCompare(b));

describe('openCors', () => {
  const ours = appWith(openCors(OPTIONS));
  const hono = appWith(cors({ origin: '*', ...OPTIONS }));

  it('answers preflights, plain answers and errors with the same status, headers and body as hono/cors with origin *', async () => {
    const requests: [string, RequestInit][] = [
      [
        '/api/text',
        { method: 'OPTIONS', headers: { Origin: 'null', 'Access-Control-Request-Method': 'GET' } },
      ],
      ['/api/text', { headers: { Origin: 'https://www.figma.com' } }],
      ['/api/text', {}],
      ['/api/json', {}],
      ['/api/fails', {}],
    ];
    for (const [path, init] of requests) {
      const [a, b] = await Promise.all([ours.request(path, init), hono.request(path, init)]);
      expect(a.status).toBe(b.status);
      expect(headersOf(a)).toEqual(headersOf(b));
      expect(await a.text()).toBe(await b.text());
    }
    const preflight = await ours.request('/api/text', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization,apikey,content-type,prefer',
    );
    const plain = await ours.request('/api/text');
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(plain.headers.get('access-control-expose-headers')).toBe('content-range,x-request-id');
  });

  it('leaves routes outside its prefix alone', async () => {
    const app = new Hono();
    app.use('/api/*', openCors(OPTIONS));
    app.get('/page', (c) => c.text('hi'));
    expect((await app.request('/page')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
