/**
 * Runs the generator over a folder of saved Figma REST responses (a corpus of
 * real files kept outside the repo) and prints, per file and in total: nodes,
 * whether generation succeeded, whether its Kotlin compiles against the real
 * Compose (Compose Multiplatform desktop, through packages/compose-renderer),
 * warnings per 100 nodes, absolutely placed children (`offset`/`BiasAlignment`
 * calls) against inferred rows and columns, µs per node, and what `npm run
 * fidelity` measures: frames rendered, the layer-weighted score (scored layers
 * within tolerance over scored layers), the responsive counts at 360 and 600 dp
 * and the harness's time per frame; Material 3 Design Kit instances and how
 * many became Material composables, and what a reviewer of the state and names
 * would count: text fields bound to a constant value, parameters defaulting to
 * a design's text, a `contentDescription` that is a slot's layer name
 * ("Leading icon"), and drawables named after a slot. Each file's fidelity
 * output (renders and report page) is kept under <out>/<file> when --out is given.
 *
 *   npx tsx scripts/corpus-report.ts <folder> [--no-compile] [--out <dir>]
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generate, prepareTree, type GenerateResult } from '../src/index.ts';
import type { IrNode } from '../src/parse/ir.ts';
import { parseFigma } from '../src/parse/read-input.ts';
import { walk } from '../src/parse/walk.ts';
import { WarningList } from '../src/warnings.ts';
import { indexDesign } from '@app/compose-renderer/fidelity/design';
import { measure, type FidelityResult } from '@app/compose-renderer/fidelity/measure';
import { ComposeJvm } from '@app/compose-renderer/jvm';
import { kitCoverage } from '../src/passes/material.ts';

function countNodes(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countNodes(v), 0);
  if (!value || typeof value !== 'object') return 0;
  const o = value as Record<string, unknown>;
  let n = typeof o.id === 'string' && typeof o.type === 'string' ? 1 : 0;
  // Component and style metadata maps are not nodes.
  for (const [k, v] of Object.entries(o))
    if (k !== 'components' && k !== 'componentSets' && k !== 'styles') n += countNodes(v);
  return n;
}

interface Row {
  file: string;
  nodes: number;
  ok: boolean;
  error?: string;
  kotlinFiles: number;
  compiled?: boolean;
  warnings: number;
  absolute: number;
  flows: number;
  micros: number;
  free: number;
  inferred: number;
  children: number;
  flowed: number;
  kit: number;
  kitWidgets: number;
  constantFields: number;
  sampleDefaults: number;
  slotDescriptions: number;
  slotDrawables: number;
  fidelity?: FidelityResult;
  /** Wall time of the fidelity run (generate, compile, render, score) for this file. */
  fidelityMs?: number;
}

const count = (source: string, re: RegExp): number => source.match(re)?.length ?? 0;

/** Kit instances of every screen and component, and how many the passes made Material widgets. */
function kitInstances(json: unknown): { kit: number; kitWidgets: number } {
  const doc = parseFigma(json, new WarningList());
  const out = { kit: 0, kitWidgets: 0 };
  for (const [root, kind] of [
    ...doc.screens.map((s) => [s, 'screen'] as const),
    ...doc.definitions.map((d) => [d.root, 'component'] as const),
  ]) {
    const c = kitCoverage(root, prepareTree(root, new Map(), new WarningList(), kind));
    out.kit += c.instances;
    out.kitWidgets += c.widgets;
  }
  return out;
}

/** What a reviewer flags in state and names: constant text field values, design text as parameter defaults, slot names as descriptions and drawables. */
function reviewCounts(
  kotlin: string,
  drawables: string[],
): {
  constantFields: number;
  sampleDefaults: number;
  slotDescriptions: number;
  slotDrawables: number;
} {
  const slot = /(leading|trailing)[ _]?icon|^icon$/i;
  return {
    constantFields: count(kotlin, /TextField\(\s*value = "/g),
    sampleDefaults: count(kotlin, /^\s+\w+: String = "[^"]+",$/gm),
    slotDescriptions: (kotlin.match(/contentDescription = "([^"]*)"/g) ?? []).filter((m) =>
      slot.test(m.slice(22, -1)),
    ).length,
    slotDrawables: drawables.filter((d) => /^ic_(leading|trailing)_icon/.test(d)).length,
  };
}

/**
 * Containers drawn without auto layout (two children or more), how many of
 * them the passes turn into a Row or Column, and their children: all
 * absolutely placed before; after, a child is still placed only where its
 * container is still a Box in the prepared tree (not a flow, not collapsed
 * into one drawable or a Material widget), unless it is the Box's only child
 * and covers it.
 */
function freeContainers(json: unknown): {
  free: number;
  inferred: number;
  children: number;
  flowed: number;
} {
  const doc = parseFigma(json, new WarningList());
  const out = { free: 0, inferred: 0, children: 0, flowed: 0 };
  for (const [root, kind] of [
    ...doc.screens.map((s) => [s, 'screen'] as const),
    ...doc.definitions.map((d) => [d.root, 'component'] as const),
  ]) {
    const free = new Map(
      walk(root)
        .filter(
          (n) =>
            (n.kind === 'container' || n.kind === 'instance') &&
            !n.layout &&
            n.children.length >= 2,
        )
        .map((n) => [n.id, n] as const),
    );
    out.free += free.size;
    for (const n of free.values())
      if (n.kind === 'container' || n.kind === 'instance') out.children += n.children.length;
    const placed = new Map<string, number>();
    for (const n of walk(prepareTree(root, new Map(), new WarningList(), kind))) {
      if (!free.has(n.id) || (n.kind !== 'container' && n.kind !== 'instance')) continue;
      if (n.layout) out.inferred++;
      else
        placed.set(
          n.id,
          n.children.length === 1 && covers(n.children[0] as IrNode, n) ? 0 : n.children.length,
        );
    }
    for (const n of free.values())
      if (n.kind === 'container' || n.kind === 'instance')
        out.flowed += n.children.length - (placed.get(n.id) ?? 0);
  }
  return out;
}

const covers = (child: IrNode, parent: IrNode): boolean => {
  const c = child.style.box;
  const p = parent.style.box;
  return (
    Math.abs(c.x) <= 1 &&
    Math.abs(c.y) <= 1 &&
    Math.abs(c.width - p.width) <= 1 &&
    Math.abs(c.height - p.height) <= 1
  );
};

const folder = process.argv[2];
if (!folder) {
  process.stderr.write('usage: corpus-report.ts <folder of Figma JSON files> [--no-compile]\n');
  process.exit(2);
}
const compile = !process.argv.includes('--no-compile');
const outArg = process.argv.indexOf('--out');
const work =
  outArg > 0 && process.argv[outArg + 1]
    ? (process.argv[outArg + 1] as string)
    : mkdtempSync(join(tmpdir(), 'codegen-corpus-'));
const keep = outArg > 0;
const jvm = compile ? ComposeJvm.start() : undefined;
const rows: Row[] = [];
for (const name of readdirSync(folder)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const json: unknown = JSON.parse(readFileSync(join(folder, name), 'utf8'));
  const nodes = countNodes(json);
  const pkg = `corpus.f${rows.length}`;
  let result: GenerateResult;
  const start = performance.now();
  try {
    result = await generate(json, { packageName: pkg });
  } catch (e) {
    rows.push({
      file: name,
      nodes,
      ok: false,
      error: (e as Error).message.split('\n')[0],
      kotlinFiles: 0,
      warnings: 0,
      absolute: 0,
      flows: 0,
      micros: 0,
      free: 0,
      inferred: 0,
      children: 0,
      flowed: 0,
      kit: 0,
      kitWidgets: 0,
      constantFields: 0,
      sampleDefaults: 0,
      slotDescriptions: 0,
      slotDrawables: 0,
    });
    continue;
  }
  const micros = ((performance.now() - start) * 1000) / Math.max(nodes, 1);
  const kotlin = result.files.filter((f) => f.path.endsWith('.kt'));
  const all = kotlin.map((f) => f.contents as string).join('\n');
  const row: Row = {
    file: name,
    nodes,
    ok: true,
    kotlinFiles: kotlin.length,
    warnings: result.warnings.length,
    absolute: count(all, /\.offset\(|BiasAlignment\(/g),
    flows: count(all, /^\s*(Row|Column|FlowRow|FlowColumn)\(/gm),
    micros,
    ...freeContainers(json),
    ...kitInstances(json),
    ...reviewCounts(
      all,
      result.files.map((f) => f.path.split('/').pop() ?? '').filter((f) => f.startsWith('ic_')),
    ),
  };
  if (jvm) {
    // The fidelity command's own pipeline: generate, compile against the real Compose, render, score.
    const out = join(work, name.replace(/\.json$/, ''));
    mkdirSync(out, { recursive: true });
    const started = performance.now();
    const fidelity = await measure(jvm, {
      design: json,
      index: indexDesign(json),
      out,
      generateOptions: { packageName: pkg },
    });
    row.fidelityMs = performance.now() - started;
    row.fidelity = fidelity;
    row.compiled = fidelity.compiled;
    if (fidelity.errors[0]) row.error = fidelity.errors[0];
  }
  rows.push(row);
}
await jvm?.close();
if (!keep) rmSync(work, { recursive: true, force: true });

const pad = (v: unknown, n: number): string => String(v).padStart(n);
process.stdout.write(
  `${'file'.padEnd(34)} ${pad('nodes', 7)} ${pad('exit', 5)} ${pad('.kt', 5)} ${pad('compiles', 9)} ${pad('warn', 6)} ${pad('w/100n', 7)} ${pad('abs', 6)} ${pad('rows/cols', 9)} ${pad('µs/node', 8)} ${pad('free→flow', 10)} ${pad('kit→M3', 7)}\n`,
);
for (const r of rows) {
  const per100 = ((r.warnings * 100) / Math.max(r.nodes, 1)).toFixed(1);
  process.stdout.write(
    `${r.file.padEnd(34)} ${pad(r.nodes, 7)} ${pad(r.ok ? 0 : 1, 5)} ${pad(r.kotlinFiles, 5)} ${pad(r.compiled === undefined ? '-' : r.compiled ? 'yes' : 'NO', 9)} ${pad(r.warnings, 6)} ${pad(per100, 7)} ${pad(r.absolute, 6)} ${pad(r.flows, 9)} ${pad(r.micros.toFixed(1), 8)} ${pad(`${r.inferred}/${r.free}`, 10)} ${pad(`${r.kitWidgets}/${r.kit}`, 7)}\n`,
  );
  if (r.error) process.stdout.write(`  ${r.error}\n`);
}
const nodes = rows.reduce((n, r) => n + r.nodes, 0);
const warnings = rows.reduce((n, r) => n + r.warnings, 0);
const totalMicros = rows.reduce((n, r) => n + r.micros * r.nodes, 0);
process.stdout.write(
  `total: ${rows.length} files, ${nodes} nodes, ${rows.filter((r) => r.ok).length} exit 0, ` +
    `${compile ? `${rows.filter((r) => r.compiled).length} compile, ` : ''}${warnings} warnings (${((warnings * 100) / Math.max(nodes, 1)).toFixed(1)} per 100 nodes), ` +
    `${rows.reduce((n, r) => n + r.absolute, 0)} offset/bias calls, ${rows.reduce((n, r) => n + r.flows, 0)} rows/columns, ${(totalMicros / Math.max(nodes, 1)).toFixed(1)} µs per node, ` +
    `${rows.reduce((n, r) => n + r.inferred, 0)} of ${rows.reduce((n, r) => n + r.free, 0)} containers without auto layout became Row/Column, ` +
    `${rows.reduce((n, r) => n + r.children - r.flowed, 0)} of ${rows.reduce((n, r) => n + r.children, 0)} of their children still absolutely placed, ` +
    `${rows.reduce((n, r) => n + r.kitWidgets, 0)} of ${rows.reduce((n, r) => n + r.kit, 0)} Material 3 kit instances as Material composables, ` +
    `${rows.reduce((n, r) => n + r.constantFields, 0)} text fields with a constant value, ${rows.reduce((n, r) => n + r.sampleDefaults, 0)} String parameters defaulting to design text, ` +
    `${rows.reduce((n, r) => n + r.slotDescriptions, 0)} contentDescriptions that are slot names, ${rows.reduce((n, r) => n + r.slotDrawables, 0)} drawables named after a slot\n`,
);
if (compile) {
  process.stdout.write(
    `\n${'file'.padEnd(34)} ${pad('frames', 7)} ${pad('drawn', 6)} ${pad('layers', 7)} ${pad('within', 7)} ${pad('score', 6)} ${pad('360: clip/ovl/off', 18)} ${pad('600: clip/ovl/off', 18)} ${pad('ms/frame', 9)} ${pad('CPU ms/frame', 13)}\n`,
  );
  const sum = {
    frames: 0,
    drawn: 0,
    layers: 0,
    within: 0,
    ms: 0,
    cpu: 0,
    r360: [0, 0, 0],
    r600: [0, 0, 0],
  };
  for (const r of rows) {
    const f = r.fidelity;
    if (!f) continue;
    const drawn = f.frames.filter((x) => x.png).length;
    const layers = f.frames.reduce((n, x) => n + x.layers, 0);
    const within = f.frames.reduce((n, x) => n + x.withinTolerance, 0);
    const at = (w: number): number[] =>
      ['clippedText', 'newOverlaps', 'offscreen'].map((k) =>
        f.frames.reduce(
          (n, x) =>
            n +
            ((
              x.responsive.find((v) => v.width === w) as unknown as
                Record<string, number> | undefined
            )?.[k] ?? 0),
          0,
        ),
      );
    const [c360, c600] = [at(360), at(600)];
    sum.frames += f.frames.length;
    sum.drawn += drawn;
    sum.layers += layers;
    sum.within += within;
    sum.ms += r.fidelityMs ?? 0;
    const cpu = f.timings.compileCpuMs + f.timings.renderCpuMs + f.timings.generateMs;
    sum.cpu += cpu;
    c360.forEach((v, i) => (sum.r360[i] = (sum.r360[i] as number) + v));
    c600.forEach((v, i) => (sum.r600[i] = (sum.r600[i] as number) + v));
    const score = layers === 0 ? '-' : ((within * 100) / layers).toFixed(1) + '%';
    const perFrame =
      f.frames.length === 0 ? '-' : ((r.fidelityMs ?? 0) / f.frames.length).toFixed(0);
    process.stdout.write(
      `${r.file.padEnd(34)} ${pad(f.frames.length, 7)} ${pad(drawn, 6)} ${pad(layers, 7)} ${pad(within, 7)} ${pad(score, 6)} ${pad(c360.join('/'), 18)} ${pad(c600.join('/'), 18)} ${pad(perFrame, 9)} ${pad(f.frames.length === 0 ? '-' : (cpu / f.frames.length).toFixed(0), 13)}\n`,
    );
    for (const x of f.frames.filter((x) => x.error))
      process.stdout.write(`  ${x.name}: ${x.error}\n`);
  }
  process.stdout.write(
    `fidelity total: ${rows.filter((r) => r.compiled).length} of ${rows.filter((r) => r.ok).length} files compile, ${sum.drawn} of ${sum.frames} previews drawn, ` +
      `${sum.within} of ${sum.layers} scored layers within tolerance (${sum.layers === 0 ? '-' : ((sum.within * 100) / sum.layers).toFixed(1) + '%'}), ` +
      `responsive at 360 dp ${sum.r360.join('/')} and at 600 dp ${sum.r600.join('/')} (clipped text/new overlaps/off screen), ` +
      `${sum.frames === 0 ? '-' : (sum.ms / sum.frames).toFixed(0)} ms per frame (wall), ${sum.frames === 0 ? '-' : (sum.cpu / sum.frames).toFixed(0)} ms CPU per frame (generate, then the JVM's compile and renders)\n`,
  );
}
