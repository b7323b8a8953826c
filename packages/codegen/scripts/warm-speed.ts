/**
 * `generate()` warm, in one process, on each Figma JSON file of a folder: per
 * file the first call (cold: the generator's JavaScript compiling) and the
 * median of the following runs, per node of the file; the figure is the median
 * over the folder. Unlike `corpus-speed.ts` no start-up is in it, so it is the
 * instrument for the generator's own hot spots. Times are wall time and the
 * process's CPU time (user and system) during each run; the CPU time counts
 * the process's other threads too (background compiling, the collector's
 * helpers), so on a small file it can exceed the wall time. How warm "warm"
 * is depends on how much the process has generated, since the generator's
 * code is optimised as it runs: the ten files of BENCHMARKS.md came to a
 * median of 141 µs per node with 5 runs a file, 72 with 15, so compare
 * figures of the same folder and `--runs` only.
 *
 * With `--against` another checkout's `src/index.ts` is measured too, in
 * separate processes alternating with this checkout's (`--processes` of each,
 * 4 by default), and each file's figure is the median over its processes. Two
 * copies of the generator in one process do not compare: the same code
 * measured against itself that way differed by 20% on a file. `PROF=out.cpuprofile`
 * writes a CPU profile of the runs after the first round (without `--against`).
 *
 * With `--bundle` each generator is measured as the server's generation workers run it: built into
 * one plain ES module by esbuild (apps/backend/src/generation/worker-bundle.ts), not loaded
 * through tsx, whose name-keeping wrapper runs each time a function is made (about 3% of a
 * generation's time in a profile).
 *
 *   npx tsx scripts/warm-speed.ts <folder> [--runs 5] [--against ../other/src/index.ts] [--processes 4] [--bundle]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { countNodes } from './count-nodes.ts';

const args = process.argv.slice(2);
const folder = args[0];
if (!folder) {
  process.stderr.write(
    'usage: warm-speed.ts <folder> [--runs 5] [--against path/to/src/index.ts] [--processes 4]\n',
  );
  process.exit(2);
}
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option('--runs') ?? 5);
const here = dirname(fileURLToPath(import.meta.url));
const own = join(here, '..', 'src', 'index.ts');

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const files = readdirSync(folder)
  .filter((f) => f.endsWith('.json'))
  .sort();
const texts = files.map((f) => readFileSync(join(folder, f), 'utf8'));
const nodes = texts.map((t) => countNodes(JSON.parse(t)));

/** One process's figures per file: the first run and the medians of the rest (ms). */
interface Measured {
  first: number[];
  wall: number[];
  cpu: number[];
  /** Files the generator refused as input it does not read (FigmaInputError): left out of every figure. */
  refused: boolean[];
}

async function measure(source: string): Promise<Measured> {
  const { generate } = (await import(source)) as { generate: (input: unknown) => Promise<unknown> };
  const wall = files.map((): number[] => []);
  const cpu = files.map((): number[] => []);
  const first = files.map(() => 0);
  const refused = files.map(() => false);
  const session = new Session();
  const profile = process.env.PROF;
  if (profile) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
  }
  for (let round = 0; round <= runs; round++) {
    // The profile leaves out the first round (compiling and warming up).
    if (profile && round === 1) await session.post('Profiler.start');
    for (let f = 0; f < files.length; f++) {
      if (refused[f]) continue;
      const input = JSON.parse(texts[f]!) as unknown;
      const c = process.cpuUsage();
      const t = performance.now();
      try {
        await generate(input);
      } catch (e) {
        if ((e as Error).name !== 'FigmaInputError') throw e;
        refused[f] = true;
        continue;
      }
      const ms = performance.now() - t;
      const used = process.cpuUsage(c);
      if (round === 0) first[f] = ms;
      else {
        wall[f]!.push(ms);
        cpu[f]!.push((used.user + used.system) / 1000);
      }
    }
  }
  if (profile) {
    const { profile: p } = await session.post('Profiler.stop');
    writeFileSync(profile, JSON.stringify(p));
  }
  return {
    first,
    wall: wall.map((w) => (w.length > 0 ? median(w) : NaN)),
    cpu: cpu.map((c) => (c.length > 0 ? median(c) : NaN)),
    refused,
  };
}

if (args.includes('--child')) {
  process.stdout.write(JSON.stringify(await measure(resolve(option('--source') ?? own))));
  process.exit(0);
}

/** Folders of the bundles this run built, removed when it ends. */
const built: string[] = [];
process.on('exit', () => {
  for (const dir of built) rmSync(dir, { recursive: true, force: true });
});

/** The generator at `entry` as one ES module (what the generation workers load), in this package's cache folder so that the packages it leaves out are found. */
async function bundled(entry: string): Promise<string> {
  const esbuild = await import('esbuild');
  const cache = join(here, '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'warm-speed-'));
  built.push(dir);
  const outfile = join(dir, 'generator.mjs');
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    outfile,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    logLevel: 'silent',
    plugins: [
      {
        name: 'installed-packages-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (a) =>
            a.path.startsWith('@app/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

const against = option('--against');
const processes = against ? Number(option('--processes') ?? 4) : 1;
const bundle = args.includes('--bundle');
const sources: [string, string][] = await Promise.all(
  (against
    ? [
        ['against', resolve(against)],
        ['this', own],
      ]
    : [['this', own]]
  ).map(async ([name, entry]): Promise<[string, string]> => [
    name as string,
    bundle ? await bundled(entry as string) : (entry as string),
  ]),
);
const load = [loadavg()];
const results = sources.map((): Measured[] => []);
for (let p = 0; p < processes; p++)
  for (let k = 0; k < sources.length; k++) {
    // Alternating which goes first, so neither always meets the machine as the other left it.
    const s = (k + p) % sources.length;
    if (!against) {
      results[s]!.push(await measure(sources[s]![1]));
      continue;
    }
    const out = execFileSync(
      process.execPath,
      [
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        folder,
        '--child',
        '--runs',
        String(runs),
      ].concat(['--source', sources[s]![1]]),
      { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, PROF: '' } },
    );
    results[s]!.push(JSON.parse(out) as Measured);
  }
load.push(loadavg());

// Per source and file: the median over the processes.
const of = (s: number, key: 'first' | 'wall' | 'cpu', f: number): number =>
  median(results[s]!.map((m) => m[key][f]!));
const us = (ms: number, n: number): string => ((ms * 1000) / n).toFixed(1);
const header = ['file'.padEnd(60), 'nodes'.padStart(6)];
for (const [name] of sources)
  header.push(`${name}: 1st ms`.padStart(16), 'µs/node'.padStart(8), 'CPU µs/n'.padStart(9));
console.log(header.join(' '));
// A file any generator refused is measured by none: the figures compare the same files.
const counted = files.flatMap((_, f) =>
  results.some((r) => r.some((m) => m.refused[f])) ? [] : [f],
);
for (let f = 0; f < files.length; f++) {
  if (!counted.includes(f)) {
    console.log(
      `${files[f]!.slice(0, 60).padEnd(60)} ${String(nodes[f]).padStart(6)} refused as input`,
    );
    continue;
  }
  const row = [files[f]!.slice(0, 60).padEnd(60), String(nodes[f]).padStart(6)];
  for (let s = 0; s < sources.length; s++)
    row.push(
      of(s, 'first', f).toFixed(0).padStart(16),
      us(of(s, 'wall', f), nodes[f]!).padStart(8),
      us(of(s, 'cpu', f), nodes[f]!).padStart(9),
    );
  console.log(row.join(' '));
}
for (let s = 0; s < sources.length; s++) {
  const per = (key: 'wall' | 'cpu'): string =>
    median(counted.map((f) => (of(s, key, f) * 1000) / nodes[f]!)).toFixed(1);
  const total = (key: 'wall' | 'cpu'): string =>
    counted.reduce((sum, f) => sum + of(s, key, f), 0).toFixed(0);
  console.log(
    `${sources[s]![0]}: median warm ${per('wall')} µs/node (CPU ${per('cpu')}), all files ${total('wall')} ms (CPU ${total('cpu')}), ${processes} process(es) of ${runs} runs`,
  );
}
console.log(`load average ${load.map((l) => l.map((x) => x.toFixed(2)).join(' ')).join(' → ')}`);
