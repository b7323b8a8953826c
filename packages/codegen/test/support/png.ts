import { PNG } from 'pngjs';

/**
 * A small, valid PNG of one colour: test assets stand for exported images, and the render of
 * every golden decodes them as Android would, so they must be real PNGs (a different colour per
 * asset keeps them different files).
 */
export function solidPng(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
): Uint8Array {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([r, g, b, 255], i * 4);
  return new Uint8Array(PNG.sync.write(png));
}
