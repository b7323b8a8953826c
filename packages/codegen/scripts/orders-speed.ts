/**
 * `generate()` alone on the backend benchmark's 1,000-node orders frame (the
 * frame `npm run bench:generate -w @app/backend` sends): warm-up, then the
 * median of 50 runs in this process. For profiling the generator's hot spots,
 * run it under `node --cpu-prof --import tsx`.
 *
 *   npx tsx scripts/orders-speed.ts [--runs 50] [--rows instances]
 */
import { performance } from 'node:perf_hooks';
import { design } from '../../../apps/backend/bench/orders-frame.ts';
import { generate } from '../src/index.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option('--runs') ?? 50);
const rows = option('--rows') === 'instances' ? 'instances' : 'frames';
const frame = design({ rows });
const figma = (JSON.parse(frame.body) as { figma: unknown }).figma;

for (let i = 0; i < 10; i++) await generate(figma); // warm-up: JIT and the SVG converter
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  await generate(figma);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (p: number): number =>
  times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? NaN;
const median = at(0.5);
process.stdout.write(
  `orders frame (${frame.nodes} nodes, rows as ${rows}): generate() p50 ${median.toFixed(1)} ms (${((median * 1000) / frame.nodes).toFixed(1)} µs/node), min ${at(0).toFixed(1)}, p90 ${at(0.9).toFixed(1)} over ${runs} runs\n`,
);
