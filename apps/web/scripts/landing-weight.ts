/**
 * What the landing page's JavaScript weighs, gzip-compressed: the scripts of the
 * HTML the backend serves for "/" with the default flags, each with everything it imports
 * statically. That is the prerendered page (dist/prerendered/landing.html) and its boot
 * script when the build has it; a build without it (before pages were prerendered) served the app shell,
 * so then it is the entry of dist/index.html plus the landing route's chunks. Dynamic
 * imports (other routes, the app the boot script loads on navigation) are left out: the
 * landing page does not load them until the visitor leaves it.
 *
 *   npm run build -w @app/web && npx tsx apps/web/scripts/landing-weight.ts [dist folder]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DEFAULT_FEATURE_FLAGS } from '@app/shared/flags';
import { prerenderedPageFile } from '@app/shared/prerendered-pages';

const dist = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const assets = path.join(dist, 'assets');
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w{},*\s$]*?from\s*)?["']\.\/([\w\-.]+\.js)["']/g;

function closure(start: string, seen: Set<string>): void {
  if (seen.has(start)) return;
  seen.add(start);
  const source = readFileSync(path.join(assets, start), 'utf8');
  for (const m of source.matchAll(STATIC_IMPORT)) closure(m[1]!, seen);
}

const prerendered = path.join(dist, prerenderedPageFile('/', DEFAULT_FEATURE_FLAGS) ?? 'none');
const page = existsSync(prerendered) ? prerendered : path.join(dist, 'index.html');
const html = readFileSync(page, 'utf8');
// Every script the page names: module scripts and module preloads.
const named = [
  ...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/assets\/([^"]+\.js)"/g),
].map((m) => m[1]!);
if (named.length === 0)
  throw new Error(`${page} names no script under /assets; build the web app first`);
const files = new Set<string>();
for (const name of named) closure(name, files);
if (page !== prerendered) {
  // The app shell renders the landing route and the public layout around it (route chunks
  // are named after their module).
  for (const name of readdirSync(assets)) {
    if (/^(landing|public-layout)-[\w-]+\.js$/.test(name)) closure(name, files);
  }
}
console.log(`${path.relative(process.cwd(), page)}:`);
const sizes = [...files]
  .map((f) => ({ f, gzip: gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
for (const { f, gzip } of sizes) console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${f}`);
const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  in all (gzip), landing page`);

// For the record: what the prerendered page's script loads when the visitor follows a link
// into the app (the app's entry and its static imports; the page's route chunk comes on top).
const appEntry = /data-app-entry="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (page === prerendered && appEntry) {
  const app = new Set<string>();
  closure(appEntry, app);
  const appTotal = [...app].reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length,
    0,
  );
  console.log(
    `${(appTotal / 1024).toFixed(1).padStart(7)} KB  (gzip) loaded only when a link into the app is followed: ${appEntry} and its imports`,
  );
}
