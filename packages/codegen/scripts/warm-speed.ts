/**
 * `generate()` warm, in one process, on each Figma JSON file of a folder: per
 * file the first call (cold: the generator's JavaScript compiling) and the
 * median of the following runs, per node of the file; the figure is the median
 * over the folder. Unlike `corpus-speed.ts` no start-up is in it, so it is the
 * instrument for the generator's own hot spots. With `--against` another
 * checkout's `src/index.ts` runs interleaved with this one (per file, round
 * after round, alternating which goes first), so a before and an after meet
 * the same machine load. `PROF=out.cpuprofile` writes a CPU profile of the
 * runs after the first round (run it without `--against` to see this checkout alone).
 *
 *   npx tsx scripts/warm-speed.ts <folder> [--runs 5] [--against ../other/src/index.ts]
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { generate } from '../src/index.ts';
import { countNodes } from './count-nodes.ts';

const args = process.argv.slice(2);
const folder = args[0];
if (!folder) {
  process.stderr.write(
    'usage: warm-speed.ts <folder> [--runs 5] [--against path/to/src/index.ts]\n',
  );
  process.exit(2);
}
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option('--runs') ?? 5);
const against = option('--against');
type Generate = (input: unknown) => Promise<unknown>;
const generators: [string, Generate][] = [['this', generate]];
if (against) {
  const other = (await import(resolve(against))) as { generate: Generate };
  generators.unshift(['against', other.generate]);
}

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
// times[generator][file]: the runs after the first.
const times = generators.map(() => files.map((): number[] => []));
const first = generators.map(() => files.map(() => 0));

const session = new Session();
const profile = process.env.PROF;
if (profile) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
}
const load = [loadavg()];
for (let round = 0; round <= runs; round++) {
  // The profile leaves out the first round (compiling and warming up).
  if (profile && round === 1) await session.post('Profiler.start');
  for (let f = 0; f < files.length; f++)
    for (let k = 0; k < generators.length; k++) {
      const g = (k + round + f) % generators.length;
      const input = JSON.parse(texts[f]!) as unknown;
      const t = performance.now();
      await generators[g]![1](input);
      const ms = performance.now() - t;
      if (round === 0) first[g]![f] = ms;
      else times[g]![f]!.push(ms);
    }
}
load.push(loadavg());
if (profile) {
  const { profile: p } = await session.post('Profiler.stop');
  writeFileSync(profile, JSON.stringify(p));
}

const us = (ms: number, n: number): string => ((ms * 1000) / n).toFixed(1).padStart(8);
const header = ['file'.padEnd(60), 'nodes'.padStart(6)];
for (const [name] of generators)
  header.push(`${name} 1st ms`.padStart(14), `${name} µs/node`.padStart(14));
console.log(header.join(' '));
for (let f = 0; f < files.length; f++) {
  const row = [files[f]!.slice(0, 60).padEnd(60), String(nodes[f]).padStart(6)];
  for (let g = 0; g < generators.length; g++)
    row.push(
      first[g]![f]!.toFixed(0).padStart(14),
      us(median(times[g]![f]!), nodes[f]!).padStart(14),
    );
  console.log(row.join(' '));
}
for (let g = 0; g < generators.length; g++) {
  const per = files.map((_, f) => (median(times[g]![f]!) * 1000) / nodes[f]!);
  const total = files.reduce((s, _, f) => s + median(times[g]![f]!), 0);
  console.log(
    `${generators[g]![0]}: median warm ${median(per).toFixed(1)} µs/node, all files ${total.toFixed(0)} ms`,
  );
}
console.log(`load average ${load.map((l) => l.map((x) => x.toFixed(2)).join(' ')).join(' → ')}`);
