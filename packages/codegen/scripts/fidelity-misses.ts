/**
 * Where the fidelity misses are: runs the `npm run fidelity` pipeline (one warm JVM) on each given
 * Figma REST JSON file, then groups every scored layer that is not within tolerance by its first
 * cause, so a change to the generator can be judged cause by cause:
 *
 *   not drawn · clipped or different text (box right) · colour (box right) ·
 *   text in a font the renderer lacks · text height (line height) · text width (font metrics) ·
 *   text placed wrong (size right) · displaced (size right, an earlier layer's error moved it) ·
 *   off by more than 1 and at most 2 dp (rounding) · size wrong (not text)
 *
 * Prints a table per file and in total. --save <file.json> keeps every missed layer (written after
 * each file); --from <file.json> prints the table again from such a file without rendering, the
 * fonts judged missing as fontconfig answers now unless the file recorded them.
 *
 *   npx tsx scripts/fidelity-misses.ts <figma.json>… --out <dir> [--save <file.json>]
 *   npx tsx scripts/fidelity-misses.ts <figma.json>… --from <file.json>
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { indexDesign, type DesignNode } from '@app/compose-renderer/fidelity/design';
import { measure } from '@app/compose-renderer/fidelity/measure';
import type { LayerScore } from '@app/compose-renderer/fidelity/score';
import { ComposeJvm } from '@app/compose-renderer/jvm';

const causes = [
  'not drawn',
  'text clipped or different',
  'colour',
  'text: font not installed',
  'text: height (line height)',
  'text: width (metrics)',
  'text: placed wrong',
  'displaced (size right)',
  'rounding (1–2 dp)',
  'size wrong (not text)',
] as const;
type Cause = (typeof causes)[number];

type Miss = Pick<LayerScore, 'nodeId' | 'name' | 'kind' | 'design' | 'rendered' | 'text' | 'fill'>;

function causeOf(l: Miss, node: DesignNode | undefined, missingFonts: Set<string>): Cause {
  if (!l.rendered) return 'not drawn';
  const d = l.design;
  const r = l.rendered;
  const dx = Math.abs(r.x - d.x);
  const dy = Math.abs(r.y - d.y);
  const dw = Math.abs(r.width - d.width);
  const dh = Math.abs(r.height - d.height);
  const boxOk = Math.max(dx, dy, dw, dh) <= 1;
  if (boxOk && l.text && !l.text.ok) return 'text clipped or different';
  if (boxOk) return 'colour';
  const text = l.kind === 'text' || node?.type === 'TEXT';
  if (text) {
    if (node?.fontFamilies.some((f) => missingFonts.has(f.toLowerCase())))
      return 'text: font not installed';
    if (dh > 1) return 'text: height (line height)';
    if (dw > 1) return 'text: width (metrics)';
    return 'text: placed wrong';
  }
  if (dw <= 1 && dh <= 1) return 'displaced (size right)';
  if (Math.max(dx, dy, dw, dh) <= 2) return 'rounding (1–2 dp)';
  return 'size wrong (not text)';
}

interface Saved {
  file: string;
  compiled: boolean;
  layers: number;
  within: number;
  missingFonts?: string[];
  misses: Miss[];
}

function table(counts: Map<Cause, number>): string {
  return causes
    .filter((c) => counts.get(c))
    .map((c) => `  ${c.padEnd(28)} ${counts.get(c)}\n`)
    .join('');
}

/** Families fontconfig (as configured for this process) does not have. */
function missingNow(families: Iterable<string>): Set<string> {
  const r = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  const have = new Set(
    (r.stdout ?? '').split('\n').flatMap((l) => l.split(',').map((f) => f.trim().toLowerCase())),
  );
  return new Set([...families].map((f) => f.toLowerCase()).filter((f) => !have.has(f)));
}

const args = process.argv.slice(2);
const files: string[] = [];
let out = '';
let save = '';
let from = '';
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--out') out = args[++i] ?? '';
  else if (args[i] === '--save') save = args[++i] ?? '';
  else if (args[i] === '--from') from = args[++i] ?? '';
  else files.push(args[i] as string);
}
if ((!out && !from) || files.length === 0) {
  process.stderr.write(
    'usage: npx tsx scripts/fidelity-misses.ts <figma.json>… (--out <dir> [--save <file.json>] | --from <file.json>)\n',
  );
  process.exit(1);
}

const total = new Map<Cause, number>();
let layers = 0;
let within = 0;
const saved: Saved[] = [];
const previous = from ? (JSON.parse(readFileSync(from, 'utf8')) as Saved[]) : [];
const jvm = from ? undefined : ComposeJvm.start();
try {
  for (const file of files) {
    const design = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const index = indexDesign(design);
    let entry: Saved | undefined;
    if (jvm) {
      const dir = join(out, basename(file, '.json'));
      mkdirSync(dir, { recursive: true });
      const r = await measure(jvm, { design, index, out: dir });
      const misses: Miss[] = r.frames.flatMap((f) =>
        f.details
          .filter((l) => !l.withinTolerance)
          .map(({ nodeId, name, kind, design: d, rendered, text, fill }) => ({
            nodeId,
            name,
            kind,
            design: d,
            rendered,
            text,
            fill,
          })),
      );
      entry = {
        file: basename(file),
        compiled: r.compiled,
        layers: r.frames.reduce((n, f) => n + f.layers, 0),
        within: r.frames.reduce((n, f) => n + f.withinTolerance, 0),
        missingFonts: r.fonts.filter((f) => !f.installed).map((f) => f.family.toLowerCase()),
        misses,
      };
    } else entry = previous.find((p) => p.file === basename(file));
    if (!entry) continue;
    const missing = entry.missingFonts
      ? new Set(entry.missingFonts)
      : missingNow([...index.values()].flatMap((n) => n.fontFamilies));
    const counts = new Map<Cause, number>();
    for (const m of entry.misses) {
      const cause = causeOf(m, index.get(m.nodeId), missing);
      counts.set(cause, (counts.get(cause) ?? 0) + 1);
      total.set(cause, (total.get(cause) ?? 0) + 1);
    }
    layers += entry.layers;
    within += entry.within;
    saved.push(entry);
    if (save) writeFileSync(save, JSON.stringify(saved));
    const share = entry.layers ? ((100 * entry.within) / entry.layers).toFixed(1) : '–';
    process.stdout.write(
      `\n${entry.file}: ${entry.compiled ? 'compiled' : 'DID NOT COMPILE'}; ${entry.within} / ${entry.layers} within (${share}%); missing fonts: ${[...missing].join(', ') || 'none'}\n${table(counts)}`,
    );
  }
} finally {
  await jvm?.close();
}
process.stdout.write(
  `\nTOTAL ${within} / ${layers} within (${layers ? ((100 * within) / layers).toFixed(1) : '–'}%)\n${table(total)}`,
);
