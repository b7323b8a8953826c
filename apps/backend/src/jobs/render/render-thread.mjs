// The render job's CPU work in a worker thread, so a render inside the web server never holds
// its event loop: the measured variant of the code (the generator), and the scoring (PNG
// decoding, the per-layer score and the pixel comparison). Worker threads start without the
// TypeScript loader the server runs under, so this plain module registers tsx in its own thread.
import { register } from 'tsx/esm/api';

register();
const steps = await import('./render-steps.ts');
const { decodeRenderInput } = await import('./render-input.ts');

/** { input: gzipped design, dir } → the prepared job folder. */
export async function prepare({ input, dir }) {
  return steps.prepareRender(decodeRenderInput(input), dir);
}

/** The scoring of a drawn preview against the design and Figma's export. */
export function score({ input, prepared, preview, figmaPng, plain }) {
  return steps.scoreRender({ input: decodeRenderInput(input), prepared, preview, figmaPng, plain });
}
