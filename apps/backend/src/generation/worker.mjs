// The piscina worker entry. Worker threads start without the TypeScript loader the server
// runs under, so this plain module registers tsx in its own thread and then loads the task.
import { register } from 'tsx/esm/api';

register();
const { runGeneration } = await import('./run-generation.ts');

export default runGeneration;
