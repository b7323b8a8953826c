// The plugin's main thread, run by Figma in its sandbox (one classic script: dist/code.js).
import { startPlugin } from './plugin';

startPlugin(figma, __html__);
