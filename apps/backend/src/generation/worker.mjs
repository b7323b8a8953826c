// The piscina worker entry. Worker threads start without the TypeScript loader the server
// runs under, so this plain module registers tsx in its own thread and then loads the task.
import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { workerData } from 'piscina';
import { register } from 'tsx/esm/api';

register();
const logging = await import('../log/logger.ts');
// A thread starts with the logger's defaults: it logs as the server that started its pool does.
logging.configureLogging(workerData.logging);
logging.log.debug({ thread: threadId }, 'generation worker started');
const { runGeneration } = await import('./run-generation.ts');

/** One generation, and how big this thread's heap is after it (the pool recycles big ones). */
export default async function generation(body) {
  const outcome = await runGeneration(body, { renderInput: workerData.renderInput !== false });
  return { outcome, heapBytes: getHeapStatistics().total_heap_size };
}
