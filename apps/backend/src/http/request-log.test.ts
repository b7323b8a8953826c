import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { identifyCaller } from '../auth/identity';
import { Keys } from '../keys';
import { configureLogging, log } from '../log/logger';
import { requestLogging } from './request-log';

async function appWithLogs(instanceId: string | null) {
  const lines: Record<string, unknown>[] = [];
  configureLogging(
    { format: 'json', level: 'info', instanceId },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const keys = await Keys.create('a-test-secret-of-at-least-32-characters!');
  // Tokens without a session id need no database to be accepted.
  const ctx = { config: { instanceId }, keys } as unknown as AppContext;
  const work = async () => {
    await new Promise((r) => setTimeout(r, 5));
    log.error({ step: 'deep inside' }, 'something went wrong while working');
    return Response.json({ ok: true });
  };
  const app = new Hono();
  app.use('*', requestLogging(ctx.config));
  // An API that identifies its callers, and a route that does not.
  app.get(
    '/api/work',
    identifyCaller(ctx, { refuse: () => new Response(null, { status: 401 }) }),
    work,
  );
  app.get('/work', work);
  return { app, lines, keys };
}

const USER = 'a4a0c7de-0b7e-4a8e-9d55-2f3c5f1d9e01';

describe('request logging', () => {
  afterEach(() => configureLogging({ format: 'json', level: 'info', instanceId: null }));

  it('carries the request id into every line logged while serving the request, and the caller the API identified', async () => {
    const { app, lines, keys } = await appWithLogs('web-2');
    const token = await keys.sign({ sub: USER, role: 'authenticated' }, 60);
    const res = await app.fetch(
      new Request('http://localhost/api/work?access_token=hidden-value', {
        headers: { apikey: keys.anonKey, authorization: `Bearer ${token}` },
      }),
    );
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-instance')).toBe('web-2');
    const error = lines.find((l) => l.msg === 'something went wrong while working');
    expect(error).toMatchObject({
      level: 50,
      requestId: id,
      step: 'deep inside',
      instance: 'web-2',
    });
    const request = lines.find((l) => l.msg === 'request');
    expect(request).toMatchObject({
      requestId: id,
      method: 'GET',
      path: '/api/work',
      status: 200,
      userId: USER,
    });
    expect(JSON.stringify(lines)).not.toContain('hidden-value');
  });

  it('names no user where no API identified one: the log line never verifies a token itself', async () => {
    const { app, lines, keys } = await appWithLogs(null);
    const token = await keys.sign({ sub: USER, role: 'authenticated' }, 60);
    const res = await app.fetch(
      new Request('http://localhost/work', { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(res.status).toBe(200);
    const request = lines.find((l) => l.msg === 'request');
    expect(request).toMatchObject({ path: '/work', status: 200 });
    expect(request).not.toHaveProperty('userId');
  });

  it('logs outside a request without a request id, and two requests never share one', async () => {
    const { app, lines } = await appWithLogs(null);
    log.warn('between requests');
    const [a, b] = await Promise.all([
      app.fetch(new Request('http://localhost/work')),
      app.fetch(new Request('http://localhost/work')),
    ]);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    expect(lines.find((l) => l.msg === 'between requests')).not.toHaveProperty('requestId');
    const errorIds = lines
      .filter((l) => l.msg === 'something went wrong while working')
      .map((l) => l.requestId);
    expect(new Set(errorIds)).toEqual(
      new Set([a.headers.get('x-request-id'), b.headers.get('x-request-id')]),
    );
  });
});
