import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { GENERATE_MESSAGES } from '@app/shared/generate';
import { logSettings } from '../log/logger';
import type { GenerationOutcome } from './run-generation';
import { workerBundle } from './worker-bundle';

/** Runs generations off the event loop, so one big design never blocks other requests. */
export interface GenerationPool {
  /** Worker threads: how many generations run at once. */
  readonly threads: number;
  /** How many times the pool was swapped for a fresh one after a big job (logs, tests). */
  readonly recycled: number;
  run(body: Uint8Array, signal?: AbortSignal): Promise<GenerationOutcome>;
  close(): Promise<void>;
}

/**
 * The budget of one generation. Time: a 20,000-layer frame converts in about 20 s here, so a
 * minute is generous for a real design and ends one that never finishes. Memory: that frame
 * peaks near 330 MB of heap, so 512 MB of old generation holds real designs, while a
 * 45 MB text layer (about 2 GB of heap) is stopped early instead of growing the server.
 * Past either, the design is refused in words (413 or 422) and nothing is charged.
 */
export const GENERATION_BUDGET = {
  timeMs: 60_000,
  maxOldGenerationSizeMb: 512,
  maxYoungGenerationSizeMb: 64,
} as const;

/**
 * Workers are recycled so the server returns near its idle memory after big designs: idle
 * workers end after IDLE_TIMEOUT_MS, and a job that leaves its worker's heap past
 * RECYCLE_HEAP_MB retires the whole pool (its running jobs finish, its threads then end) for a
 * fresh one. Swapping pools rather than ending one thread keeps piscina from ever handing a
 * new job to a thread that is on its way out.
 */
export const RECYCLE_HEAP_MB = 256;
const IDLE_TIMEOUT_MS = 10_000;

/** What worker.mjs answers: the outcome, and the size of its thread's heap afterwards. */
interface WorkerAnswer {
  outcome: GenerationOutcome;
  heapBytes: number;
}

function newPiscina(
  threads: number,
  maxOldGenerationSizeMb: number,
  renderInput: boolean,
  bundle: string | undefined,
): Piscina {
  return new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_TIMEOUT_MS,
    // Each thread logs as the server does (LOG_FORMAT, LOG_LEVEL, INSTANCE_ID), and loads the
    // generator from the bundle when there is one (worker-bundle.ts).
    workerData: { logging: logSettings(), renderInput, bundle },
    // A hostile or huge design fails its own worker, not the server.
    resourceLimits: {
      maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: GENERATION_BUDGET.maxYoungGenerationSizeMb,
    },
  });
}

/** A pool of worker threads around the code generator (one per core unless told). */
export function createGenerationPool(
  maxThreads = availableParallelism(),
  budget: {
    timeMs?: number;
    maxOldGenerationSizeMb?: number;
    recycleHeapMb?: number;
    /** Whether outcomes carry the design packed for the render job (renders are made). */
    renderInput?: boolean;
    /** The worker task's bundle (file URL), or null for the TypeScript through tsx; built once per process by default. */
    bundle?: Promise<string | undefined> | null;
  } = {},
): GenerationPool {
  const threads = Math.max(1, maxThreads);
  const timeMs = budget.timeMs ?? GENERATION_BUDGET.timeMs;
  const recycleBytes = (budget.recycleHeapMb ?? RECYCLE_HEAP_MB) * 1024 * 1024;
  const heapMb = budget.maxOldGenerationSizeMb ?? GENERATION_BUDGET.maxOldGenerationSizeMb;
  const renderInput = budget.renderInput ?? true;
  // Started now, so the bundle is ready by the first request; the threads start at that request.
  const bundle = budget.bundle === undefined ? workerBundle() : budget.bundle;
  let file: string | undefined;
  let pool: Piscina | undefined;
  let closed = false;
  const current = async (): Promise<Piscina> => {
    if (pool) return pool;
    file = (await bundle) ?? undefined;
    if (closed) throw new Error('The generation pool is closed.');
    pool ??= newPiscina(threads, heapMb, renderInput, file);
    return pool;
  };
  const retiring = new Set<Promise<void>>();
  let recycled = 0;
  const retire = (old: Piscina) => {
    const closing = old.close().catch(() => undefined);
    retiring.add(closing);
    void closing.finally(() => retiring.delete(closing));
  };
  return {
    threads,
    get recycled() {
      return recycled;
    },
    async run(body, signal) {
      const timeout = AbortSignal.timeout(timeMs);
      const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
      // The body's bytes move to the worker instead of being copied.
      const copy =
        body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : body.slice();
      const used = await current();
      try {
        const answer = (await used.run(Piscina.move(copy), { signal: both })) as WorkerAnswer;
        if (answer.heapBytes > recycleBytes && pool === used) {
          pool = newPiscina(threads, heapMb, renderInput, file);
          recycled++;
          retire(used);
        }
        return answer.outcome;
      } catch (err) {
        if (timeout.aborted) return { ok: false, status: 422, message: GENERATE_MESSAGES.tooSlow };
        if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          return { ok: false, status: 413, message: GENERATE_MESSAGES.tooComplex };
        }
        throw err;
      }
    },
    async close() {
      closed = true;
      await Promise.all([pool?.destroy(), ...retiring]);
    },
  };
}
