import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedHeaders } from './response-headers';
import {
  CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  contentSecurityPolicy,
  securityHeaders,
  securityHeadersFor,
} from './security-headers';

function appWith(middleware: ReturnType<typeof fixedHeaders>): Hono {
  const app = new Hono();
  app.use('*', middleware);
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/text', () => new Response('plain', { headers: { 'Content-Type': 'text/plain' } }));
  app.get('/framed', () => new Response('own', { headers: { 'X-Frame-Options': 'DENY' } }));
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.onError((_err, c) => c.json({ message: 'failed' }, 500));
  return app;
}

const security = (res: Response) =>
  Object.fromEntries(
    [...res.headers.entries()].filter(
      ([name]) =>
        !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name),
    ),
  );

const servers: ServerType[] = [];
async function listen(app: Hono): Promise<string> {
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

describe('the security headers', () => {
  const ours = appWith(fixedHeaders(SECURITY_HEADERS));
  // What the server used before: hono/secure-headers with these options.
  const hono = appWith(
    secureHeaders({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY as Record<string, string[]>,
      crossOriginResourcePolicy: 'cross-origin',
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );

  it('are the ones hono/secure-headers sends, on answers, errors, served by Node and through app.request', async () => {
    const [oursUrl, honoUrl] = await Promise.all([listen(ours), listen(hono)]);
    for (const path of ['/json', '/text', '/fails', '/missing']) {
      const [a, b] = await Promise.all([fetch(oursUrl + path), fetch(honoUrl + path)]);
      expect(a.status).toBe(b.status);
      expect(security(a)).toEqual(security(b));
      expect(await a.text()).toBe(await b.text());
      const [c, d] = await Promise.all([ours.request(path), hono.request(path)]);
      expect(security(c)).toEqual(security(d));
    }
    const res = await fetch(`${oursUrl}/json`);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' https://js.stripe.com; frame-src https://js.stripe.com https://hooks.stripe.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; connect-src 'self' https://api.stripe.com; font-src 'self' data:; frame-ancestors 'none'; form-action 'self' https: http://localhost:* http://127.0.0.1:*; object-src 'none'; base-uri 'self'",
    );
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("leave a header the answer sets itself as the answer set it, with or without Node's response", async () => {
    const url = await listen(ours);
    expect((await fetch(`${url}/framed`)).headers.get('x-frame-options')).toBe('DENY');
    expect((await ours.request('/framed')).headers.get('x-frame-options')).toBe('DENY');
    expect((await fetch(`${url}/framed`)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('let a local page at 127.0.0.1 show images from SITE_URL (the Figma stand-in’s avatars), and nothing else more', () => {
    const local = contentSecurityPolicy({ appEnv: 'local', siteUrl: 'http://localhost:3000' });
    expect(local.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://localhost:3000']);
    expect({ ...local, imgSrc: CONTENT_SECURITY_POLICY.imgSrc }).toEqual(CONTENT_SECURITY_POLICY);
    const header = new Map(securityHeaders({ appEnv: 'local', siteUrl: 'http://localhost:3000' }));
    expect(header.get('Content-Security-Policy')).toContain(
      "img-src 'self' data: blob: https: http://localhost:3000;",
    );
    // Production, and an https site, keep the policy as it is.
    expect(securityHeaders({ appEnv: 'production', siteUrl: 'https://frametocode.app' })).toBe(
      SECURITY_HEADERS,
    );
    expect(securityHeaders({ appEnv: 'local', siteUrl: 'https://dev.example' })).toBe(
      SECURITY_HEADERS,
    );
  });

  it('follow SITE_URL when it is learnt after start-up (PORT=0)', async () => {
    const config = { appEnv: 'local' as const, siteUrl: 'http://localhost:0' };
    const app = appWith(securityHeadersFor(config));
    config.siteUrl = 'http://localhost:43210';
    const policy = (await app.request('/json')).headers.get('content-security-policy');
    expect(policy).toContain("img-src 'self' data: blob: https: http://localhost:43210;");
  });
});
