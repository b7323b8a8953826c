import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { Keys } from '../keys';
import { configureLogging, log, requestLogging } from './logger';

async function appWithLogs(instanceId: string | null) {
  const lines: Record<string, unknown>[] = [];
  configureLogging(
    { format: 'json', level: 'info', instanceId },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const keys = await Keys.create('a-test-secret-of-at-least-32-characters!');
  const ctx = { config: { instanceId }, keys } as unknown as AppContext;
  const app = new Hono();
  app.use('*', requestLogging(ctx));
  app.get('/work', async (c) => {
    await new Promise((r) => setTimeout(r, 5));
    log.error({ step: 'deep inside' }, 'something went wrong while working');
    return c.json({ ok: true });
  });
  return { app, lines, keys };
}

describe('request logging', () => {
  afterEach(() => configureLogging({ format: 'json', level: 'info', instanceId: null }));

  it('carries the request id into every line logged while serving the request', async () => {
    const { app, lines, keys } = await appWithLogs('web-2');
    const token = await keys.sign({ sub: 'a4a0c7de-0b7e-4a8e-9d55-2f3c5f1d9e01', role: 'authenticated' }, 60);
    const res = await app.fetch(
      new Request('http://localhost/work?access_token=hidden-value', { headers: { authorization: `Bearer ${token}` } }),
    );
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-instance')).toBe('web-2');
    const error = lines.find((l) => l.msg === 'something went wrong while working');
    expect(error).toMatchObject({ level: 50, requestId: id, step: 'deep inside', instance: 'web-2' });
    const request = lines.find((l) => l.msg === 'request');
    expect(request).toMatchObject({
      requestId: id,
      method: 'GET',
      path: '/work',
      status: 200,
      userId: 'a4a0c7de-0b7e-4a8e-9d55-2f3c5f1d9e01',
    });
    expect(JSON.stringify(lines)).not.toContain('hidden-value');
  });

  it('logs outside a request without a request id, and two requests never share one', async () => {
    const { app, lines } = await appWithLogs(null);
    log.warn('between requests');
    const [a, b] = await Promise.all([app.fetch(new Request('http://localhost/work')), app.fetch(new Request('http://localhost/work'))]);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    expect(lines.find((l) => l.msg === 'between requests')).not.toHaveProperty('requestId');
    const errorIds = lines.filter((l) => l.msg === 'something went wrong while working').map((l) => l.requestId);
    expect(new Set(errorIds)).toEqual(new Set([a.headers.get('x-request-id'), b.headers.get('x-request-id')]));
  });
});
