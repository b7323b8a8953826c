/**
 * What a generation worker thread runs: the generator around one request body, and the logger
 * it writes with. worker.mjs loads it as one bundle built when the pool starts
 * (worker-bundle.ts), or through tsx when no bundle could be built.
 */
export { configureLogging, log } from '../log/logger';
export { runGeneration } from './run-generation';
