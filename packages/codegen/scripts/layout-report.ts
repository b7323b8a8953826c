/**
 * How the generated code lays out a folder of Figma REST responses: per file
 * and in total, the laid-out children, those pinned at x/y from the top-left
 * corner, those placed in a Box by any padding or offset (see
 * `layout-count.ts`), screens taller than a phone (960 dp) and how many of them scroll,
 * and the largest generated function (lines), which must stay well away from
 * the JVM's method size limit.
 *
 *   npx tsx scripts/layout-report.ts <folder or file>…
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { generate } from '../src/index.ts';
import { countLayout } from './layout-count.ts';

const inputs = process.argv.slice(2).flatMap((p) =>
  statSync(p).isDirectory()
    ? readdirSync(p)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(p, f))
    : [p],
);
if (inputs.length === 0) {
  process.stderr.write('usage: layout-report.ts <folder or Figma JSON file>…\n');
  process.exit(2);
}

/** `@Preview(… heightDp = N)` of a file, and whether its screen function scrolls. */
function screenFacts(source: string): { tall: boolean; scrolls: boolean } {
  const height = Number(/heightDp = (\d+)/.exec(source)?.[1] ?? 0);
  return { tall: height > 960, scrolls: /verticalScroll\(|LazyColumn\(/.test(source) };
}

/** Lines of the longest top-level function body. */
function longestFunction(source: string): number {
  let longest = 0;
  for (const part of source.split(/\n(?=@Composable\n)/))
    longest = Math.max(longest, part.split('\n').length);
  return longest;
}

const total = { children: 0, pinned: 0, placed: 0, tall: 0, tallScrolls: 0 };
let longest = 0;
const pct = (a: number, b: number): string => `${((100 * a) / Math.max(b, 1)).toFixed(1)}%`;
process.stdout.write(
  `${'file'.padEnd(64)} ${'children'.padStart(8)} ${'pinned'.padStart(7)} ${'placed'.padStart(7)} ${'tall'.padStart(5)} ${'scroll'.padStart(6)} ${'fn lines'.padStart(8)}\n`,
);
for (const path of inputs) {
  let result: Awaited<ReturnType<typeof generate>>;
  try {
    result = await generate(JSON.parse(readFileSync(path, 'utf8')));
  } catch (e) {
    // Input the generator refuses (not Figma's JSON) has no layout to count.
    if ((e as Error).name !== 'FigmaInputError') throw e;
    process.stdout.write(`${basename(path).slice(0, 64).padEnd(64)} refused as input\n`);
    continue;
  }
  const row = { children: 0, pinned: 0, placed: 0, tall: 0, tallScrolls: 0, longest: 0 };
  for (const file of result.files) {
    if (!file.path.endsWith('.kt') || typeof file.contents !== 'string') continue;
    const c = await countLayout(file.contents);
    row.children += c.children;
    row.pinned += c.pinned;
    row.placed += c.placed;
    const facts = screenFacts(file.contents);
    if (facts.tall) {
      row.tall++;
      if (facts.scrolls) row.tallScrolls++;
    }
    row.longest = Math.max(row.longest, longestFunction(file.contents));
  }
  for (const k of ['children', 'pinned', 'placed', 'tall', 'tallScrolls'] as const)
    total[k] += row[k];
  longest = Math.max(longest, row.longest);
  process.stdout.write(
    `${basename(path).padEnd(64)} ${String(row.children).padStart(8)} ${String(row.pinned).padStart(7)} ${String(row.placed).padStart(7)} ${String(row.tall).padStart(5)} ${String(row.tallScrolls).padStart(6)} ${String(row.longest).padStart(8)}\n`,
  );
}
process.stdout.write(
  `total: ${inputs.length} files, ${total.children} laid-out children, ${total.pinned} pinned at x/y (${pct(total.pinned, total.children)}), ` +
    `${total.placed} placed in a Box by padding or offset (${pct(total.placed, total.children)}), ` +
    `${total.tall} previews taller than 960 dp of which ${total.tallScrolls} scroll, longest function ${longest} lines\n`,
);
