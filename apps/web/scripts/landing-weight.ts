/**
 * What the landing page's JavaScript weighs (issue 15): the entry script of dist/index.html
 * and the landing route's chunks, each with everything it imports statically, gzip-compressed.
 * Dynamic imports (other routes) are left out: the landing page does not load them.
 *
 *   npm run build -w @app/web && npx tsx apps/web/scripts/landing-weight.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const assets = path.join(dist, 'assets');
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w{},*\s$]*?from\s*)?["']\.\/([\w\-.]+\.js)["']/g;

function closure(start: string, seen: Set<string>): void {
  if (seen.has(start)) return;
  seen.add(start);
  const source = readFileSync(path.join(assets, start), 'utf8');
  for (const m of source.matchAll(STATIC_IMPORT)) closure(m[1]!, seen);
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('dist/index.html has no module entry script; build the web app first');
const files = new Set<string>();
closure(entry, files);
// The landing route and the public layout around it (route chunks are named after their module).
for (const name of readdirSync(assets)) {
  if (/^(landing|public-layout)-[\w-]+\.js$/.test(name)) closure(name, files);
}
const sizes = [...files]
  .map((f) => ({ f, gzip: gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
for (const { f, gzip } of sizes) console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${f}`);
const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  in all (gzip), landing page`);
