/**
 * Generation speed on real files as a user meets it: the command line's wall
 * time on each file of a folder, less its time on a two-node file (Node and
 * tsx starting, the SVG converter loading), per node of the file; the figure
 * is the median over the folder. No compile step. Each time is the median of
 * `--runs` runs (3 by default); `--cli` measures another checkout's
 * `bin/figma-compose.mjs`, so two generators can be timed interleaved on the
 * same machine. Beside the wall time, the CPU time the command used (user and
 * system, read with the shell's `times`), less the two-node file's, per node:
 * a busy machine stretches the wall time of every run but hardly the CPU a run
 * needs, so the CPU column is the one to quote when the machine is not quiet.
 *
 *   npx tsx scripts/corpus-speed.ts <folder> [--runs 3] [--cli path/to/bin/figma-compose.mjs]…
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { countNodes } from './count-nodes.ts';

const args = process.argv.slice(2);
const folder = args[0];
if (!folder) {
  process.stderr.write(
    'usage: corpus-speed.ts <folder of Figma JSON files> [--runs 3] [--cli bin/figma-compose.mjs]…\n',
  );
  process.exit(2);
}
const option = (name: string): string[] =>
  args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1] as string] : []));
const runs = Number(option('--runs')[0] ?? 3);
const here = dirname(fileURLToPath(import.meta.url));
const clis = option('--cli');
if (clis.length === 0) clis.push(join(here, '..', 'bin', 'figma-compose.mjs'));

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

const work = mkdtempSync(join(tmpdir(), 'codegen-speed-'));
/** The smallest design the command accepts: a frame with one rectangle. */
const twoNodes = join(work, 'two-nodes.json');
writeFileSync(
  twoNodes,
  JSON.stringify({
    name: 'Two nodes',
    nodes: {
      '1:1': {
        document: {
          id: '1:1',
          name: 'Frame',
          type: 'FRAME',
          absoluteBoundingBox: { x: 0, y: 0, width: 100, height: 100 },
          children: [
            {
              id: '1:2',
              name: 'Box',
              type: 'RECTANGLE',
              absoluteBoundingBox: { x: 10, y: 10, width: 20, height: 20 },
              fills: [{ type: 'SOLID', color: { r: 1, g: 0, b: 0, a: 1 } }],
            },
          ],
        },
        components: {},
        styles: {},
      },
    },
  }),
);

/** Seconds in the shell's `times` notation (`1m2.345s`). */
const seconds = (text: string): number => {
  const m = /^(\d+)m([\d.]+)s$/.exec(text);
  if (!m) throw new Error(`unexpected time "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/** One run of the command on `file`: its wall time and the CPU time it used, in ms. */
function time(cli: string, file: string): { ms: number; cpu: number } {
  const out = join(work, 'out');
  const start = performance.now();
  // `times` prints the shell's own user and system time, then its children's: the command's.
  const run = spawnSync(
    'bash',
    ['-c', '"$0" "$@" > /dev/null || exit $?; times', process.execPath, cli, file, '--out', out],
    { encoding: 'utf8' },
  );
  const ms = performance.now() - start;
  rmSync(out, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`${cli} failed on ${file}: ${run.stderr.split('\n')[0]}`);
  const children = run.stdout.trim().split('\n').at(-1)?.split(/\s+/) ?? [];
  const cpu = (seconds(children[0] ?? '') + seconds(children[1] ?? '')) * 1000;
  return { ms, cpu };
}

const files = readdirSync(folder)
  .filter((f) => f.endsWith('.json'))
  .sort();
type Timing = {
  file: string;
  nodes: number;
  ms: number;
  base: number;
  micros: number;
  cpu: number;
  cpuBase: number;
  cpuMicros: number;
};
const results = clis.map(() => [] as Timing[]);
for (const cli of clis) time(cli, twoNodes); // warm the file cache and tsx's transform cache
for (const name of files) {
  const path = join(folder, name);
  const nodes = countNodes(JSON.parse(readFileSync(path, 'utf8')));
  const times = clis.map(() => [] as { ms: number; cpu: number }[]);
  const bases = clis.map(() => [] as { ms: number; cpu: number }[]);
  // A file a generator refuses (not Figma's JSON) is timed by none, so all compare the same files.
  const refusal = clis.flatMap((cli) => {
    try {
      time(cli, path);
      return [];
    } catch (e) {
      return [(e as Error).message];
    }
  });
  if (refusal.length > 0) {
    process.stderr.write(`left out: ${refusal[0]}\n`);
    continue;
  }
  // Interleaved (runs, and the generators within a run), so a change in the machine's load hits all alike.
  for (let r = 0; r < runs; r++) {
    clis.forEach((cli, c) => {
      bases[c]?.push(time(cli, twoNodes));
      times[c]?.push(time(cli, path));
    });
  }
  clis.forEach((_, c) => {
    const ms = median((times[c] ?? []).map((t) => t.ms));
    const base = median((bases[c] ?? []).map((t) => t.ms));
    const cpu = median((times[c] ?? []).map((t) => t.cpu));
    const cpuBase = median((bases[c] ?? []).map((t) => t.cpu));
    results[c]?.push({
      file: name,
      nodes,
      ms,
      base,
      micros: ((ms - base) * 1000) / Math.max(nodes, 1),
      cpu,
      cpuBase,
      cpuMicros: ((cpu - cpuBase) * 1000) / Math.max(nodes, 1),
    });
  });
}
clis.forEach((cli, c) => {
  const perFile = results[c] ?? [];
  process.stdout.write(
    `${cli}\n${'file'.padEnd(64)} ${'nodes'.padStart(7)} ${'ms'.padStart(8)} ${'2-node ms'.padStart(10)} ${'µs/node'.padStart(8)} ${'CPU ms'.padStart(8)} ${'2-node CPU'.padStart(10)} ${'CPU µs/node'.padStart(11)}\n`,
  );
  for (const r of perFile) {
    process.stdout.write(
      `${r.file.padEnd(64)} ${String(r.nodes).padStart(7)} ${r.ms.toFixed(0).padStart(8)} ${r.base.toFixed(0).padStart(10)} ${r.micros.toFixed(1).padStart(8)} ${r.cpu.toFixed(0).padStart(8)} ${r.cpuBase.toFixed(0).padStart(10)} ${r.cpuMicros.toFixed(1).padStart(11)}\n`,
    );
  }
  process.stdout.write(
    `median over ${perFile.length} files: ${median(perFile.map((r) => r.micros)).toFixed(1)} µs per node of wall time, ${median(perFile.map((r) => r.cpuMicros)).toFixed(1)} µs per node of CPU time (${runs} runs each)\n\n`,
  );
});
rmSync(work, { recursive: true, force: true });
