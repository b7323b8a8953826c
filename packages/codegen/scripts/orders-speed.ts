/**
 * `generate()` alone on the backend benchmark's 1,000-node orders frame (the
 * frame `npm run bench:generate -w @app/backend` sends): warm-up, then the
 * median of 50 runs in this process, wall time and this process's CPU time
 * (CPU is what a loaded machine distorts least). `--pinned` takes the auto
 * layout out of every frame, so each row is pinned at x/y as in most real
 * files and layout is inferred. For profiling the generator's hot spots, run
 * it under `node --cpu-prof --import tsx`.
 *
 *   npx tsx scripts/orders-speed.ts [--runs 50] [--rows instances] [--pinned]
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
const pinned = args.includes('--pinned');
const frame = design({ rows });
const figma = (JSON.parse(frame.body) as { figma: unknown }).figma;

type Layer = { layoutMode?: unknown; children?: Layer[] };
const unpin = (layer: Layer): void => {
  delete layer.layoutMode;
  for (const child of layer.children ?? []) unpin(child);
};
if (pinned)
  for (const entry of Object.values(
    (figma as { nodes: Record<string, { document: Layer }> }).nodes,
  ))
    unpin(entry.document);

for (let i = 0; i < 10; i++) await generate(figma); // warm-up: JIT and the SVG converter
const wall: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  const used = process.cpuUsage();
  await generate(figma);
  wall.push(performance.now() - start);
  const spent = process.cpuUsage(used);
  cpu.push((spent.user + spent.system) / 1000);
}
const at = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
const median = at(wall, 0.5);
const perNode = (ms: number): string => ((ms * 1000) / frame.nodes).toFixed(1);
process.stdout.write(
  `orders frame (${frame.nodes} nodes, rows as ${rows}${pinned ? ', pinned' : ''}): generate() p50 ${median.toFixed(1)} ms (${perNode(median)} µs/node), min ${at(wall, 0).toFixed(1)}, p90 ${at(wall, 0.9).toFixed(1)}; CPU p50 ${at(cpu, 0.5).toFixed(1)} ms (${perNode(at(cpu, 0.5))} µs/node) over ${runs} runs\n`,
);
