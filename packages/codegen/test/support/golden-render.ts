import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { generate, type GenerateResult } from '../../src/index.ts';
import { packageFor, type GoldenSpec } from './golden.ts';

/** Where each golden's rendered previews are committed: `test/golden-render/<case>/<preview function>.png`. */
export const goldenRenderDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden-render');

/**
 * A golden case's instrumented variant (a test tag with the Figma node id on every drawn layer,
 * and the tag map), in a package of its own next to the plain output's so both compile in one job.
 * It is what gets rendered and scored: the tags draw nothing, so its pixels are the plain output's.
 */
export const taggedPackageFor = (name: string): string => `tagged.${packageFor(name)}`;

export function runTaggedCase(name: string, spec: GoldenSpec): Promise<GenerateResult> {
  return generate(spec.given(), {
    ...spec.options,
    packageName: taggedPackageFor(name),
    instrument: true,
  });
}

/** The golden case a rendered preview of an instrumented variant (`tagged.golden.<case>.<File>Kt.<Function>`) belongs to. */
export function caseOfPreview(previewName: string, caseNames: string[]): string | undefined {
  // The rest is exactly `<File>Kt.<Function>`: a case whose package is a prefix of another's does not claim it.
  return caseNames.find(
    (c) =>
      previewName.startsWith(`${taggedPackageFor(c)}.`) &&
      previewName.slice(taggedPackageFor(c).length + 1).split('.').length === 2,
  );
}

export const goldenPngPath = (caseName: string, previewFunction: string): string =>
  join(goldenRenderDir, caseName, `${previewFunction}.png`);

/** A channel further apart than this counts the pixel as different (anti-aliasing noise stays under it). */
export const PIXEL_TOLERANCE = 32;
/** A render matches its golden when at most this share of its pixels differ. */
export const MAX_DIFFERING_SHARE = 0.005;

/** How two PNGs differ: whether their sizes match and how many pixels differ beyond the tolerance. */
export function comparePngs(
  actual: Buffer,
  expected: Buffer,
): { sameSize: boolean; differing: number; total: number } {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(expected);
  if (a.width !== b.width || a.height !== b.height)
    return { sameSize: false, differing: a.width * a.height, total: a.width * a.height };
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs((a.data[i + c] as number) - (b.data[i + c] as number)) > PIXEL_TOLERANCE) {
        differing++;
        break;
      }
    }
  }
  return { sameSize: true, differing, total: a.width * a.height };
}
