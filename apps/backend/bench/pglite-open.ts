/**
 * How long opening an in-memory PGlite database takes (tests open many): open, `select 1`,
 * close, --rounds times (default 6), printing each time and the median.
 *
 *   npx tsx bench/pglite-open.ts
 *   npx tsx bench/pglite-open.ts --compare /tmp/before/apps/backend/src/db/pglite-database.ts
 *
 * With --compare it alternates this checkout's openPgliteDatabase with the one in the given
 * file (another commit's worktree), so both see the same machine load.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Database } from '../src/db/database';
import { openPgliteDatabase } from '../src/db/pglite-database';

type Open = (dataDir: null) => Promise<Database>;

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '6' }, compare: { type: 'string' } },
});
const rounds = Number(values.rounds);
if (!(Number.isInteger(rounds) && rounds > 0 && rounds <= 100))
  throw new Error('--rounds must be a whole number from 1 to 100');
const variants: [string, Open][] = [['this checkout', openPgliteDatabase]];
if (values.compare) {
  const other = (await import(pathToFileURL(path.resolve(values.compare)).href)) as {
    openPgliteDatabase: Open;
  };
  variants.push([values.compare, other.openPgliteDatabase]);
}
const times = new Map<string, number[]>(variants.map(([name]) => [name, []]));
for (let i = 0; i < rounds; i++) {
  for (const [name, open] of i % 2 ? [...variants].reverse() : variants) {
    const started = performance.now();
    const db = await open(null);
    await db.query('select 1');
    times.get(name)!.push(performance.now() - started);
    await db.close();
  }
}
for (const [name, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median =
    sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  console.log(
    `${name}: ${list.map((t) => t.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms`,
  );
}
