// Started by worker-logging.test.ts as a process of its own: configures logging from the
// environment as the server does, starts a generation pool and runs one job on it.
import { loadConfig } from '../config';
import { configureLogging } from '../log/logger';
import { createGenerationPool } from './pool';

const config = loadConfig();
configureLogging({
  format: config.logFormat,
  level: config.logLevel,
  instanceId: config.instanceId,
});
const pool = createGenerationPool(1);
const outcome = await pool.run(new TextEncoder().encode('not json'));
await pool.close();
if (outcome.ok) process.exitCode = 1;
