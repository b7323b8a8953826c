import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppContext } from '../context';
import type { RuntimeConfig } from '@app/shared/runtime-config';
import { requestOrigin, returnOrigin } from './loopback';
import { figmaProvider } from '../plugin-link/figma-provider';
import { PRERENDERED_PATHS, prerenderedPageFile } from '@app/shared/prerendered-pages';
import { isAppPath } from '@app/shared/app-paths';

function figmaRuntime(
  config: AppContext['config'],
  pageOrigin: string | null,
): RuntimeConfig['figma'] {
  const figma = figmaProvider(config);
  if (!figma) return null;
  // The local stand-in's consent page is served by this server: on the host the page is on
  // (127.0.0.1 or localhost), like the page's redirect_uri, so the journey never switches host.
  const authorize = new URL(figma.endpoints.authorize);
  if (figma.standIn) {
    const base = new URL(returnOrigin(config, pageOrigin));
    authorize.protocol = base.protocol;
    authorize.host = base.host;
  }
  return { clientId: figma.clientId, authorizeUrl: authorize.toString(), scopes: figma.scopes };
}

/** Serves the built web app with SPA fallback, and its runtime configuration. */
export function webRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  const { config } = ctx;

  app.get('/runtime-config.js', (c) => {
    // Locally the app is opened at localhost, 127.0.0.1 or a LAN address alike: it calls
    // the origin it was loaded from, which is also the only one its CSP lets it reach.
    const apiUrl =
      config.appEnv === 'local' ? (requestOrigin(c.req.url) ?? config.siteUrl) : config.siteUrl;
    const runtime: RuntimeConfig = {
      supabaseUrl: apiUrl,
      anonKey: ctx.keys.anonKey,
      siteUrl: config.siteUrl,
      appEnv: config.appEnv,
      flags: config.flags,
      figma: figmaRuntime(config, requestOrigin(c.req.url)),
      stripe: {
        publishableKey: config.stripe.publishableKey,
        prices: config.stripe.prices,
        standIn: config.stripe.standIn,
      },
    };
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'no-store');
    // Only public values: the Figma plugin (a null origin) reads its anon key here.
    c.header('access-control-allow-origin', '*');
    return c.body(`window.__APP_CONFIG__ = ${JSON.stringify(runtime)};\n`);
  });

  const dist = config.webDistDir;
  if (!dist) return app;

  // Hashed build assets are immutable; everything else is revalidated.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200)
      c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
  });

  // Production caches the HTML it serves; locally it is read each time so a rebuild is picked up.
  const cacheShell = config.appEnv === 'production';
  const htmlCache = new Map<string, string>();
  const readHtml = async (file: string): Promise<string> => {
    const cached = htmlCache.get(file);
    if (cached !== undefined) return cached;
    const html = await readFile(path.join(dist, file), 'utf8');
    if (cacheShell) htmlCache.set(file, html);
    return html;
  };

  // Public pages prerendered at build time for this server's flags (they paint before the app loads), when the
  // build has them; otherwise the app renders them like any other page.
  for (const pathname of PRERENDERED_PATHS) {
    const file = prerenderedPageFile(pathname, config.flags);
    if (!file) continue;
    app.get(pathname, async (c, next) => {
      let html: string;
      try {
        html = await readHtml(file);
      } catch {
        return next();
      }
      c.header('cache-control', 'no-cache');
      return c.html(html);
    });
  }
  // The prerendered files are served for their paths only, and the build manifest (read by
  // the prerender step) is not for browsers.
  app.get('/prerendered/*', (c) => c.text('Not found', 404));
  app.get('/.vite/*', (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root: path.relative(process.cwd(), dist) || '.' }));

  app.get('*', async (c) => {
    const p = c.req.path;
    if (/^\/(auth|rest|storage|functions)\/v1(\/|$)/.test(p) || p.startsWith('/_dev/')) {
      return c.json({ message: 'Not found' }, 404);
    }
    // A missing file with an extension is a real 404, not the app shell.
    if (/\.[a-z0-9]+$/i.test(p)) return c.text('Not found', 404);
    try {
      const html = await readHtml('index.html');
      c.header('cache-control', 'no-cache');
      // An address the app has no page for is a 404, with the app (which shows its
      // not-found page there) as the body, so people and crawlers see the same answer.
      return c.html(html, isAppPath(p) ? 200 : 404);
    } catch {
      return c.text(
        'The web app is not built yet. Run `npm run build` (npm start does it for you).',
        503,
      );
    }
  });
  return app;
}
