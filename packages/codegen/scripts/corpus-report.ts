/**
 * Runs the generator over a folder of saved Figma REST responses (a corpus of
 * real files kept outside the repo) and prints, per file and in total: nodes,
 * whether generation succeeded, whether every Kotlin file compiles (kotlinc
 * against the test stubs), warnings per 100 nodes, absolutely placed children
 * (`offset`/`BiasAlignment` calls) against inferred rows and columns, and µs per node.
 *
 *   npx tsx scripts/corpus-report.ts <folder> [--no-compile]
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { generate, type GenerateResult } from '../src/index.ts';
import { rClassFor } from '../test/support/golden.ts';
import { compileKotlin } from '../test/support/kotlinc.ts';

const stubs = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'kotlin', 'stubs');

function countNodes(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countNodes(v), 0);
  if (!value || typeof value !== 'object') return 0;
  const o = value as Record<string, unknown>;
  let n = typeof o.id === 'string' && typeof o.type === 'string' ? 1 : 0;
  // Component and style metadata maps are not nodes.
  for (const [k, v] of Object.entries(o)) if (k !== 'components' && k !== 'componentSets' && k !== 'styles') n += countNodes(v);
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
}

const count = (source: string, re: RegExp): number => source.match(re)?.length ?? 0;

const folder = process.argv[2];
if (!folder) {
  process.stderr.write('usage: corpus-report.ts <folder of Figma JSON files> [--no-compile]\n');
  process.exit(2);
}
const compile = !process.argv.includes('--no-compile');
const work = mkdtempSync(join(tmpdir(), 'codegen-corpus-'));
const rows: Row[] = [];
for (const name of readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
  const json: unknown = JSON.parse(readFileSync(join(folder, name), 'utf8'));
  const nodes = countNodes(json);
  const pkg = `corpus.f${rows.length}`;
  let result: GenerateResult;
  const start = performance.now();
  try {
    result = await generate(json, { packageName: pkg });
  } catch (e) {
    rows.push({ file: name, nodes, ok: false, error: (e as Error).message.split('\n')[0], kotlinFiles: 0, warnings: 0, absolute: 0, flows: 0, micros: 0 });
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
  };
  if (compile) {
    const dir = join(work, pkg);
    for (const f of kotlin) {
      const path = join(dir, f.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, f.contents);
    }
    writeFileSync(join(dir, 'R.kt'), rClassFor(pkg, result));
    const { ok, output } = compileKotlin([stubs, dir], join(work, `${pkg}-classes`));
    row.compiled = ok;
    if (!ok) row.error = output.split('\n').find((l) => l.includes('error:'));
  }
  rows.push(row);
}
rmSync(work, { recursive: true, force: true });

const pad = (v: unknown, n: number): string => String(v).padStart(n);
process.stdout.write(`${'file'.padEnd(34)} ${pad('nodes', 7)} ${pad('exit', 5)} ${pad('.kt', 5)} ${pad('compiles', 9)} ${pad('warn', 6)} ${pad('w/100n', 7)} ${pad('abs', 6)} ${pad('rows/cols', 9)} ${pad('µs/node', 8)}\n`);
for (const r of rows) {
  const per100 = ((r.warnings * 100) / Math.max(r.nodes, 1)).toFixed(1);
  process.stdout.write(
    `${r.file.padEnd(34)} ${pad(r.nodes, 7)} ${pad(r.ok ? 0 : 1, 5)} ${pad(r.kotlinFiles, 5)} ${pad(r.compiled === undefined ? '-' : r.compiled ? 'yes' : 'NO', 9)} ${pad(r.warnings, 6)} ${pad(per100, 7)} ${pad(r.absolute, 6)} ${pad(r.flows, 9)} ${pad(r.micros.toFixed(1), 8)}\n`,
  );
  if (r.error) process.stdout.write(`  ${r.error}\n`);
}
const nodes = rows.reduce((n, r) => n + r.nodes, 0);
const warnings = rows.reduce((n, r) => n + r.warnings, 0);
const totalMicros = rows.reduce((n, r) => n + r.micros * r.nodes, 0);
process.stdout.write(
  `total: ${rows.length} files, ${nodes} nodes, ${rows.filter((r) => r.ok).length} exit 0, ` +
    `${compile ? `${rows.filter((r) => r.compiled).length} compile, ` : ''}${warnings} warnings (${((warnings * 100) / Math.max(nodes, 1)).toFixed(1)} per 100 nodes), ` +
    `${rows.reduce((n, r) => n + r.absolute, 0)} offset/bias calls, ${rows.reduce((n, r) => n + r.flows, 0)} rows/columns, ${(totalMicros / Math.max(nodes, 1)).toFixed(1)} µs per node\n`,
);
