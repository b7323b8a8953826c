import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createApp } from '../../src/app';
import { createContext } from '../../src/server';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { migrate, migrationFiles } from '../../src/db/migrate';
import type { AppContext } from '../../src/context';

describe('the one origin', () => {
  let dir: string;
  let ctx: AppContext;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ftc-app-'));
    const dist = path.join(dir, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>FrameToCode</title><div id="root"></div>',
    );
    await mkdir(path.join(dist, 'prerendered'));
    await writeFile(
      path.join(dist, 'prerendered', 'landing.html'),
      '<!doctype html><title>Landing</title><div id="root"><h1>Prerendered</h1></div>',
    );
    await writeFile(
      path.join(dist, 'prerendered', 'landing.ai-chip.html'),
      '<!doctype html><div id="root"><h1>Prerendered with the AI chip</h1></div>',
    );
    await writeFile(
      path.join(dist, 'prerendered', 'docs.html'),
      '<!doctype html><div id="root"><h1>Documentation</h1></div>',
    );
    await writeFile(
      path.join(dist, 'prerendered', 'dashboard.html'),
      '<!doctype html><div id="root" data-needs-session><h1>Dashboard</h1></div>',
    );
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    await writeFile(
      path.join(dist, 'assets', 'big-5678.js'),
      `export const text = ${JSON.stringify('compress me '.repeat(2000))};`,
    );
    const config = loadConfig(
      { DATA_DIR: dir, WEB_DIST_DIR: dist, JWT_SECRET: 'x'.repeat(40), SHOW_PRICING: 'true' },
      dir,
    );
    ctx = await createContext(config, await openPgliteDatabase(null));
    app = createApp(ctx);
  });
  afterAll(async () => {
    await ctx.db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the runtime config with the anon key and the flags from the environment', async () => {
    const res = await app.request('/runtime-config.js');
    const body = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toContain(`"anonKey":"${ctx.keys.anonKey}"`);
    expect(body).toContain('"showPricing":true');
    expect(body).not.toContain(ctx.keys.serviceRoleKey);
    // The Figma plugin runs on a null origin and reads its anon key here.
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('names the origin the page was loaded from as the API in local mode, whatever the host name', async () => {
    const at = async (host: string) => {
      const body = await (await app.request(`http://${host}/runtime-config.js`)).text();
      return (
        JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1)) as {
          supabaseUrl: string;
        }
      ).supabaseUrl;
    };
    expect(await at('127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(await at('localhost:3000')).toBe('http://localhost:3000');
  });

  it('keeps a local user on the host they opened: the Figma consent page and the plugin’s sign-in tab', async () => {
    const config = async (host: string) => {
      const body = await (await app.request(`http://${host}/runtime-config.js`)).text();
      return JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1)) as {
        figma: { authorizeUrl: string };
      };
    };
    expect(ctx.config.siteUrl).toBe('http://localhost:3000');
    expect((await config('127.0.0.1:3000')).figma.authorizeUrl).toBe(
      'http://127.0.0.1:3000/_dev/oauth/figma/oauth',
    );
    expect((await config('localhost:3000')).figma.authorizeUrl).toBe(
      'http://localhost:3000/_dev/oauth/figma/oauth',
    );
    // Any other name of the server is not this machine's loopback: SITE_URL.
    expect((await config('evil.example:3000')).figma.authorizeUrl).toBe(
      'http://localhost:3000/_dev/oauth/figma/oauth',
    );

    const keys = async (host: string) => {
      const res = await app.request(`http://${host}/functions/v1/plugin-keys`, {
        method: 'POST',
        headers: {
          apikey: ctx.keys.anonKey,
          authorization: `Bearer ${ctx.keys.anonKey}`,
          origin: 'null',
        },
      });
      expect(res.status).toBe(201);
      return new URL(((await res.json()) as { link_url: string }).link_url);
    };
    const link = await keys('127.0.0.1:3000');
    expect(link.origin).toBe('http://127.0.0.1:3000');
    expect(link.pathname).toBe('/plugin-auth');
    expect(link.searchParams.get('write_key')).toBeTruthy();
    expect((await keys('evil.example:3000')).origin).toBe('http://localhost:3000');
  });

  it('falls back to the app shell for client routes, but not for API paths or missing files', async () => {
    const page = await app.request('/dashboard');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await app.request('/rest/v1/')).status).not.toBe(200);
    expect((await app.request('/_dev/nothing-here')).status).toBe(404);
    expect((await app.request('/missing.js')).status).toBe(404);
    const asset = await app.request('/assets/app-1234.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for an address the app has no page for, with the app as the body to show its not-found page', async () => {
    for (const known of [
      '/generations/0b7f6c1e-4b7a-4d2c-9d7e-1c2b3a4d5e6f',
      '/blog/figma-to-production-guide',
      '/login/two-factor',
      '/account/',
    ]) {
      expect((await app.request(known)).status, known).toBe(200);
    }
    for (const unknown of ['/no-such-page', '/dashboard/extra', '/blog/no-such-post', '/admin']) {
      const res = await app.request(unknown);
      expect(res.status, unknown).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });

  it('serves the prerendered landing page for "/" matching its flags, and the app when pricing is shown', async () => {
    const withFlags = (flags: Partial<AppContext['config']['flags']>) =>
      createApp({ ...ctx, config: { ...ctx.config, flags: { ...ctx.config.flags, ...flags } } });
    const plain = await withFlags({ showPricing: false, showAiChip: false }).request('/');
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain('<h1>Prerendered</h1>');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('content-security-policy')).toContain("script-src 'self'");
    const chip = await withFlags({ showPricing: false, showAiChip: true }).request('/');
    expect(await chip.text()).toContain('Prerendered with the AI chip');
    // The billing toggle and the contact form need the app: "/" is the app shell then.
    const pricing = await app.request('/');
    expect(await pricing.text()).toBe(
      '<!doctype html><title>FrameToCode</title><div id="root"></div>',
    );
    // A combination the build did not prerender falls back to the app shell.
    const missing = await withFlags({ showPricing: false, showDemoButton: true }).request('/');
    expect(await missing.text()).toContain('<div id="root"></div>');
    // The files themselves are not pages.
    expect((await app.request('/prerendered/landing.html')).status).toBe(404);
    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
  });

  it('serves the prerendered documentation for /docs when the build has it for the flags', async () => {
    const docs = await app.request('/docs');
    expect(await docs.text()).toContain('<h1>Documentation</h1>');
    expect(docs.headers.get('cache-control')).toBe('no-cache');
    // iOS support reads differently and that file was not built here: the app shell.
    const ios = createApp({
      ...ctx,
      config: { ...ctx.config, flags: { ...ctx.config.flags, iosSupport: true } },
    });
    expect(await (await ios.request('/docs')).text()).toContain('<div id="root"></div>');
  });

  it('serves the prerendered dashboard layout for /dashboard unless pricing is shown, only at that path', async () => {
    const plain = createApp({
      ...ctx,
      config: { ...ctx.config, flags: { ...ctx.config.flags, showPricing: false } },
    });
    const res = await plain.request('/dashboard');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      '<div id="root" data-needs-session><h1>Dashboard</h1></div>',
    );
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The other signed-in pages, and the dashboard with the plan cards, are the app shell.
    expect(await (await plain.request('/account')).text()).toContain('<div id="root"></div>');
    expect(await (await app.request('/dashboard')).text()).toContain('<div id="root"></div>');
  });

  it('compresses scripts for clients that accept gzip', async () => {
    const res = await app.request('/assets/big-5678.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/assets/big-5678.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('sends security headers on pages', async () => {
    const res = await app.request('/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('runs each migration once and records it', async () => {
    const again = await migrate(ctx.db);
    expect(again).toEqual([]);
    const { rows } = await ctx.db.query<{ source: string; name: string }>(
      'select source, name from _app.schema_migrations order by source, name',
    );
    expect(rows.map((r) => r.name)).toEqual(await migrationFiles());
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['migrations']));
  });

  it('keeps the local stand-ins off in production mode', async () => {
    const prod = createApp({
      ...ctx,
      config: { ...ctx.config, appEnv: 'production' },
    });
    expect((await prod.request('/_dev/mailbox/messages')).status).toBe(404);
    expect((await app.request('/_dev/mailbox/messages')).status).toBe(200);
    // The Stripe stand-in: neither its pages nor Stripe's /v1 paths exist in production.
    const key = { headers: { authorization: `Bearer ${ctx.config.stripe.secretKey}` } };
    expect((await prod.request('/_dev/stripe/control/subscriptions')).status).toBe(404);
    const stripePrices = async (a: typeof app) => {
      const res = await a.request('/v1/prices', key);
      return (res.headers.get('content-type') ?? '').includes('json')
        ? ((await res.json()) as { object?: string }).object
        : null;
    };
    expect(await stripePrices(prod)).toBeNull();
    expect(await stripePrices(app)).toBe('list');
  });
});
