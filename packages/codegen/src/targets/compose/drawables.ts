import { vectorDrawableOf } from './vector-drawable.ts';
import type { GenerationPlan } from '../../passes/plan.ts';
import type { WarningList } from '../../warnings.ts';
import { NameScope, resourceName } from './names.ts';

/** A drawable resource to write under res/drawable. */
export interface Drawable {
  name: string;
  nodeId: string;
  nodeName: string;
  /** Vector source (exported SVG or one rebuilt from Figma's path geometry). */
  svg?: string | undefined;
  png?: Uint8Array | undefined;
}

/** Drawable names by node id (vectors, icons) and by image ref (image fills), for the emitter. */
export interface DrawableNames {
  byNode: Map<string, string>;
  byImage: Map<string, string>;
}

/**
 * The plan's assets as drawables: `ic_<name>` for vector artwork,
 * `img_<name>` for images, unique in the plan's (document) order.
 */
export function nameDrawables(plan: GenerationPlan): {
  drawables: Drawable[];
  nameOf: Map<string, string>;
} {
  const scope = new NameScope();
  const nameOf = new Map<string, string>();
  const drawables = plan.assets.map((a): Drawable => {
    const name = scope.claim(
      `${a.kind === 'vector' ? 'ic' : 'img'}_${resourceName(a.baseName, 'layer')}`,
    );
    nameOf.set(a.id, name);
    return { name, nodeId: a.nodeId, nodeName: a.nodeName, svg: a.svg, png: a.png };
  });
  return { drawables, nameOf };
}

/** Which drawable each layer and image fill draws, leaving out the drawables that could not be written. */
export function drawableNames(
  plan: GenerationPlan,
  nameOf: Map<string, string>,
  failed: Set<string>,
): DrawableNames {
  const resolve = (byKey: Map<string, string>): Map<string, string> => {
    const out = new Map<string, string>();
    for (const [key, id] of byKey) {
      const name = nameOf.get(id);
      if (name !== undefined && !failed.has(name)) out.set(key, name);
    }
    return out;
  };
  return { byNode: resolve(plan.assetByNode), byImage: resolve(plan.assetByImage) };
}

/** svg2vectordrawable, loaded (with svgo) only when a design has an SVG the direct writer does not take. */
async function convertSvg(svg: string): Promise<string> {
  const { default: svg2vectordrawable } = await import('svg2vectordrawable');
  return svg2vectordrawable(svg, { floatPrecision: 3, xmlTag: true });
}

export interface ResourceFile {
  path: string;
  contents: string | Uint8Array;
}

/**
 * res/drawable files: vectors as VectorDrawable XML (a drawing rebuilt from
 * path geometry written directly, any other SVG converted with
 * svg2vectordrawable, svgo-optimised), rasters copied as PNG. A vector the
 * converter rejects falls back to its PNG when there is one; otherwise the
 * drawable is dropped and reported, and the emitter draws a placeholder.
 */
export async function writeDrawables(
  drawables: Drawable[],
  warnings: WarningList,
): Promise<{ files: ResourceFile[]; failed: Set<string> }> {
  const files: ResourceFile[] = [];
  const failed = new Set<string>();
  for (const d of drawables) {
    if (d.svg !== undefined) {
      try {
        // The drawings the asset pass rebuilds are written directly; an exported SVG goes through the general converter.
        const xml = vectorDrawableOf(d.svg) ?? (await convertSvg(d.svg));
        if (!xml.includes('<vector')) throw new Error('converter returned no <vector> element');
        // VectorDrawable has no images or text: the converter drops them without a word.
        const unsupported = ['image', 'text', 'foreignObject'].filter((tag) =>
          new RegExp(`<${tag}[\\s>]`).test(d.svg ?? ''),
        );
        if (!/<path[\s>]/.test(xml)) {
          throw new Error(
            unsupported.length > 0
              ? `it holds only <${unsupported.join('>, <')}> content`
              : 'it has nothing to draw',
          );
        }
        if (unsupported.length > 0) {
          warnings.add(
            { id: d.nodeId, name: d.nodeName },
            'approximated',
            `SVG <${unsupported.join('>, <')}> elements cannot be VectorDrawable content and are left out; outline text or export as PNG.`,
          );
        }
        files.push({
          path: `res/drawable/${d.name}.xml`,
          contents: xml.endsWith('\n') ? xml : `${xml}\n`,
        });
        continue;
      } catch (error) {
        if (d.png) {
          warnings.add(
            { id: d.nodeId, name: d.nodeName },
            'approximated',
            `SVG could not be converted to a VectorDrawable (${(error as Error).message}); the PNG export is used.`,
          );
          files.push({ path: `res/drawable/${d.name}.png`, contents: d.png });
          continue;
        }
        warnings.add(
          { id: d.nodeId, name: d.nodeName },
          'missing-asset',
          `SVG could not be converted to a VectorDrawable (${(error as Error).message}); a placeholder is drawn.`,
        );
        failed.add(d.name);
        continue;
      }
    }
    if (d.png) files.push({ path: `res/drawable/${d.name}.png`, contents: d.png });
    else failed.add(d.name);
  }
  return { files, failed };
}
