// The piscina worker entry. It loads the generation task as the bundle the pool built for it
// (workerData.bundle, plain JavaScript: nothing to transform and no name-keeping wrapper around
// every function the generator makes). Without one, or if it cannot be loaded, the thread
// registers tsx and loads the TypeScript as the server runs it.
import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { workerData } from 'piscina';

let task;
let bundled = false;
let bundleError;
if (workerData.bundle) {
  try {
    task = await import(workerData.bundle);
    bundled = true;
  } catch (err) {
    bundleError = err;
  }
}
if (!task) {
  const { register } = await import('tsx/esm/api');
  register();
  task = await import('./worker-task.ts');
}
// A thread starts with the logger's defaults: it logs as the server that started its pool does.
task.configureLogging(workerData.logging);
if (bundleError) {
  task.log.warn(
    { err: bundleError, bundle: workerData.bundle },
    'generation worker bundle could not be loaded; this thread runs the TypeScript through tsx',
  );
}
task.log.debug({ thread: threadId, bundled }, 'generation worker started');

/** One generation, and how big this thread's heap is after it (the pool recycles big ones). */
export default async function generation(body) {
  const outcome = await task.runGeneration(body, {
    renderInput: workerData.renderInput !== false,
  });
  return { outcome, heapBytes: getHeapStatistics().total_heap_size };
}
