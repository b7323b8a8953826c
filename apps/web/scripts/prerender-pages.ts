/**
 * Prerenders public pages, after `vite build`: renders each route's component
 * with React DOM's server renderer, once per combination of the flags it reads, into
 * dist/prerendered/*.html, which the backend serves for the page's path
 * (@app/shared/prerendered-pages). Each page has one small script (src/prerender/boot.ts)
 * and names the app's entry on #root: the landing page loads the app when the visitor
 * follows a link into it, /docs, /login and /dashboard at once (the app then renders the same
 * page over it; the sign-in form and the dashboard's layout are inert until then; /dashboard
 * is the signed-in layout around the dashboard's loading state, with no user data).
 *
 *   npm run build -w @app/web   (runs vite build, then this)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { FeatureFlags } from '@app/shared/flags';
import {
  prerenderedPageFile,
  prerenderedPageVariants,
  type PrerenderedPath,
} from '@app/shared/prerendered-pages';
import { pageHtml } from '../src/prerender/page-html';
import type { PrerenderedPage } from '../src/prerender/pages';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const APP_ENTRY = 'index.html';
const BOOT_ENTRY = 'src/prerender/boot.ts';
/** The lazy route modules the router loads for each page, outermost first. */
const ROUTES: Record<PrerenderedPath, string[]> = {
  '/': ['src/app/routes/public/landing.tsx'],
  '/docs': ['src/app/routes/public/docs.tsx'],
  '/login': ['src/app/routes/auth/login.tsx'],
  '/dashboard': ['src/app/layouts/signed-in-layout.tsx', 'src/app/routes/app/dashboard.tsx'],
};

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The build manifest has no ${key}; run vite build first`);
  return found;
}

/** The style sheets a route chunk needs beyond the entry's, its static imports' included. */
function routeCss(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || key === APP_ENTRY) return [];
  seen.add(key);
  const own = chunk(manifest, key);
  return [...(own.css ?? []), ...(own.imports ?? []).flatMap((i) => routeCss(manifest, i, seen))];
}

/**
 * The chunks a chunk imports statically, transitively, each after its own imports (the order
 * they run in), without the app's entry and those in `seen`.
 */
function staticChunks(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const files: string[] = [];
  for (const i of chunk(manifest, key).imports ?? []) {
    if (seen.has(i) || i === APP_ENTRY) continue;
    seen.add(i);
    files.push(...staticChunks(manifest, i, seen), chunk(manifest, i).file);
  }
  return files;
}

async function main() {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const app = chunk(manifest, APP_ENTRY);
  const boot = chunk(manifest, BOOT_ENTRY);
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

  // The page components compiled for Node (styles dropped), in a scratch folder.
  // Inside the workspace, so Node resolves react and react-router from its node_modules.
  const out = mkdtempSync(path.join(webRoot, '.prerender-'));
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      ssr: { noExternal: ['@app/shared'] },
      build: {
        ssr: path.join(webRoot, 'src/prerender/pages.tsx'),
        outDir: out,
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        rolldownOptions: {
          input: path.join(webRoot, 'src/prerender/pages.tsx'),
          output: { codeSplitting: false, entryFileNames: 'pages.mjs' },
        },
      },
    });
    const { renderPage } = (await import(pathToFileURL(path.join(out, 'pages.mjs')).href)) as {
      renderPage: (pathname: PrerenderedPath, flags: FeatureFlags) => PrerenderedPage;
    };
    for (const { pathname, flags } of prerenderedPageVariants()) {
      const file = prerenderedPageFile(pathname, flags)!;
      const routes = ROUTES[pathname];
      const cssSeen = new Set<string>();
      const css = [
        ...new Set([...(app.css ?? []), ...routes.flatMap((r) => routeCss(manifest, r, cssSeen))]),
      ];
      const entrySeen = new Set<string>();
      const appImports = staticChunks(manifest, APP_ENTRY, entrySeen);
      const routeChunks = routes.flatMap((r) => [
        ...staticChunks(manifest, r, entrySeen),
        chunk(manifest, r).file,
      ]);
      const html = pageHtml(template, renderPage(pathname, flags), {
        appEntry: app.file,
        appImports,
        // The landing page's app loads for the page a link leads to, not for the landing route.
        ...(pathname === '/' ? {} : { routeChunks }),
        css,
        boot: boot.file,
        loadApp: pathname === '/' ? 'on-navigation' : 'at-once',
        // The sign-in form answers once the app has rendered it; so do the signed-in layout's
        // menu and links.
        inert: pathname === '/login' || pathname === '/dashboard',
        // A visitor with no stored session goes to /login, as the app's guard sends them.
        needsSession: pathname === '/dashboard',
        // The documentation has no state only the browser has: the app hydrates it in place.
        ...(pathname === '/docs' ? { hydrateAt: '/docs' } : {}),
      });
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), html);
      console.log(
        `prerendered ${pathname} into dist/${file} (${(html.length / 1024).toFixed(1)} kB)`,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
