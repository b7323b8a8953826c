/**
 * Prerenders the landing page (issue 15), after `vite build`: renders the landing route's
 * component with React DOM's server renderer, once per combination of the flags it reads,
 * into dist/prerendered/*.html. Each page has the app's head, the landing's styles and one
 * small script (src/landing-boot.ts); the app's entry is named on #root and loads only when
 * the visitor follows a link into the app. The backend serves the file for "/".
 *
 *   npm run build -w @app/web   (runs vite build, then this)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { FeatureFlags } from '@app/shared/flags';
import { prerenderedLandingFile, prerenderedLandingVariants } from '@app/shared/landing-page';
import { landingHtml } from '../src/prerender/landing-html';

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
const BOOT_ENTRY = 'src/landing-boot.ts';
const LANDING_ROUTE = 'src/app/routes/public/landing.tsx';

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

async function main() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const app = chunk(manifest, APP_ENTRY);
  const boot = chunk(manifest, BOOT_ENTRY);
  const css = [...new Set([...(app.css ?? []), ...routeCss(manifest, LANDING_ROUTE)])];
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

  // The landing component compiled for Node (styles dropped), in a scratch folder.
  // Inside the workspace, so Node resolves react and react-router from its node_modules.
  const out = mkdtempSync(path.join(webRoot, '.prerender-'));
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      ssr: { noExternal: ['@app/shared'] },
      build: {
        ssr: path.join(webRoot, 'src/prerender/landing.tsx'),
        outDir: out,
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        rolldownOptions: { input: path.join(webRoot, 'src/prerender/landing.tsx'), output: { codeSplitting: false, entryFileNames: 'landing.mjs' } },
      },
    });
    const { renderLanding, meta } = (await import(pathToFileURL(path.join(out, 'landing.mjs')).href)) as {
      renderLanding: (flags: FeatureFlags) => string;
      meta: { title: string; description: string };
    };
    for (const flags of prerenderedLandingVariants()) {
      const file = prerenderedLandingFile(flags)!;
      const html = landingHtml(template, { markup: renderLanding(flags), ...meta }, { appEntry: app.file, boot: boot.file, css });
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), html);
      console.log(`prerendered dist/${file} (${(html.length / 1024).toFixed(1)} kB)`);
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
