import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { GenerationOutcome } from './run-generation';

/** Runs generations off the event loop, so one big design never blocks other requests. */
export interface GenerationPool {
  run(body: Uint8Array, signal?: AbortSignal): Promise<GenerationOutcome>;
  close(): Promise<void>;
}

/** How long one generation may take before it is given up (a design that never finishes). */
export const GENERATION_TIMEOUT_MS = 120_000;

/** A pool of worker threads around the code generator (one per core unless told). */
export function createGenerationPool(maxThreads = availableParallelism()): GenerationPool {
  const pool = new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, maxThreads),
    idleTimeout: 30_000,
    // A hostile or huge design fails its own worker, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 1536 },
  });
  return {
    async run(body, signal) {
      const timeout = AbortSignal.timeout(GENERATION_TIMEOUT_MS);
      const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
      // The body's bytes move to the worker instead of being copied.
      const copy =
        body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : body.slice();
      try {
        return (await pool.run(Piscina.move(copy), { signal: both })) as GenerationOutcome;
      } catch (err) {
        if (timeout.aborted) {
          return {
            ok: false,
            status: 422,
            message: 'This design took too long to convert. Try a smaller selection.',
          };
        }
        if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          return {
            ok: false,
            status: 413,
            message: 'This design is too complex to convert at once. Select a smaller frame.',
          };
        }
        throw err;
      }
    },
    close: () => pool.destroy(),
  };
}
