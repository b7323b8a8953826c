/**
 * Preloaded into the real server by bench/realtime-flood.ts (node --expose-gc --import
 * ./bench/memory-probe.mjs): on SIGUSR2 it collects garbage, then writes one line to stderr,
 * `PROBE {...}`, with process.memoryUsage() and the event loop's delay since the last probe
 * (perf_hooks.monitorEventLoopDelay: max and p99 in milliseconds), and starts a new window.
 * Benchmark tooling only: nothing in the product loads it.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();

process.on('SIGUSR2', () => {
  const delay = { maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6 };
  globalThis.gc?.();
  // After the collection, so its own pause is not counted in the next window.
  loop.reset();
  process.stderr.write(`PROBE ${JSON.stringify({ memory: process.memoryUsage(), delay })}\n`);
});
