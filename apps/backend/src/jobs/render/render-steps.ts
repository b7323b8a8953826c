import { generate, type TagMap, type TaggedFunction } from '@app/codegen';
import { writeJob } from '@app/compose-renderer/job';
import type { RenderedPreview } from '@app/compose-renderer/jvm';
import { indexDesign } from '@app/compose-renderer/fidelity/design';
import {
  readPng,
  scoreFrame,
  type LayerScore,
  type Pixels,
} from '@app/compose-renderer/fidelity/score';
import {
  IMAGE_SIMILARITY_METHOD,
  RENDER_REPORT_WORST,
  type RenderReport,
  type RenderReportLayer,
} from '@app/shared/renders';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import type { RenderInput } from './render-input';

/** A generated Kotlin file: its path in the generation's files and its text. */
export interface KotlinFile {
  path: string;
  text: string;
}

export interface PreparedRender {
  /** The Kotlin sources folder to compile (the instrumented files and their `R` class). */
  sources: string;
  classes: string;
  resources: { id: number; file: string }[];
  tags: TagMap;
  instrumented: KotlinFile[];
  /** The preview to draw: the one of the generation's screen (`<class>.<function>`). */
  preview: string;
  frameNodeId: string;
}

/** The screen the generation was made of: the function of the selected frame, else its first screen. */
function screenOf(tags: TagMap, nodeId: string | undefined): TaggedFunction {
  const screens = tags.functions.filter((f) => f.kind === 'screen');
  const found =
    screens.find((f) => f.nodeId === nodeId) ?? screens[0] ?? tags.functions[0] ?? undefined;
  if (!found) throw new NoScreenError();
  return found;
}

/** The generated code has no function of a frame to draw. */
export class NoScreenError extends Error {
  constructor() {
    super('The generated code has no screen to draw.');
  }
}

/** `java/com/acme/ui/SignIn.kt` and `SignIn` → `com.acme.ui.SignInKt.SignInPreview`, the renderer's preview name. */
export function previewName(fn: Pick<TaggedFunction, 'path' | 'name'>): string {
  const file = fn.path.replace(/^java\//, '').replace(/\.kt$/, '');
  return `${file.replaceAll('/', '.')}Kt.${fn.name}Preview`;
}

/** The package of the generated `R` class: the one the Kotlin imports, else the files' package. */
function resourcePackageOf(files: KotlinFile[], options: RenderInput['options']): string {
  for (const f of files) {
    const m = /^import\s+([\w.]+)\.R$/m.exec(f.text);
    if (m?.[1]) return m[1];
  }
  return options?.resourcePackage ?? options?.packageName ?? 'com.example.figma';
}

/**
 * Regenerates the generation's code as its instrumented variant (the same files plus a test
 * tag on every layer drawn as its own composable) and writes it, with the `R` class Android's
 * build would make, as a job folder to compile.
 */
export async function prepareRender(input: RenderInput, dir: string): Promise<PreparedRender> {
  const assets: Record<string, { svg?: string; png?: Uint8Array }> = {};
  for (const [id, a] of Object.entries(input.assets ?? {})) {
    assets[id] = {
      ...(a.svg !== undefined ? { svg: a.svg } : {}),
      ...(a.png !== undefined ? { png: new Uint8Array(Buffer.from(a.png, 'base64')) } : {}),
    };
  }
  const result = await generate(input.figma, {
    ...(input.nodeId ? { nodeId: input.nodeId } : {}),
    ...(input.variables ? { variables: input.variables } : {}),
    ...(input.styles ? { styles: input.styles } : {}),
    ...(input.options?.packageName ? { packageName: input.options.packageName } : {}),
    ...(input.options?.resourcePackage ? { resourcePackage: input.options.resourcePackage } : {}),
    assets,
    instrument: true,
  });
  if (!result.tags) throw new NoScreenError();
  const instrumented = result.files
    .filter((f) => f.path.endsWith('.kt') && typeof f.contents === 'string')
    .map((f) => ({ path: f.path, text: f.contents as string }));
  const job = writeJob(dir, [
    { resourcePackage: resourcePackageOf(instrumented, input.options), files: result.files },
  ]);
  const screen = screenOf(result.tags, input.nodeId);
  return {
    sources: job.sources,
    classes: job.classes,
    resources: job.resources,
    tags: result.tags,
    instrumented,
    preview: previewName(screen),
    frameNodeId: screen.nodeId,
  };
}

const TAG_FRAGMENT = /\s*modifier\s*=\s*Modifier\.testTag\("[^"]*"\),?|\.testTag\("[^"]*"\)/g;
/** How far ahead in the plain file a line is looked for before it counts as not there. */
const LOOKAHEAD = 40;

/**
 * A line as both variants can share it: without test tags, without the comma that a tag at
 * the end of a modifier chain moves to its own line, with spaces collapsed. Empty for a line
 * that only the instrumented variant has (a tag alone, its import).
 */
function comparable(line: string): string {
  if (/^\s*import\s+androidx\.compose\.ui\.platform\.testTag\s*$/.test(line)) return '';
  return line
    .replace(TAG_FRAGMENT, '')
    .replace(/\(\s*,\s*/, '(')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/,$/, '');
}

/**
 * Maps each line of an instrumented file to the line of the plain file that shows the same
 * code (1-based). The plain file is the instrumented one with its tags taken out: lines are
 * compared without tags and trailing commas, each matched to the first equal plain line
 * ahead of the last match; a line only the instrumented variant has maps to the last matched
 * plain line (the call whose modifier chain it ends).
 */
export function alignLines(instrumented: string, plain: string): number[] {
  const from = instrumented.split('\n').map(comparable);
  const to = plain.split('\n').map(comparable);
  const map: number[] = [];
  let j = 0;
  for (const line of from) {
    let found = -1;
    if (line !== '') {
      for (let k = j; k < Math.min(to.length, j + LOOKAHEAD); k++) {
        if (to[k] === line) {
          found = k;
          break;
        }
      }
    }
    if (found >= 0) {
      map.push(found + 1);
      j = found + 1;
    } else {
      // A tag alone belongs to the call above it (the end of its modifier chain).
      map.push(Math.max(1, Math.min(line === '' ? j : j + 1, to.length)));
    }
  }
  return map;
}

/** Where the code of a layer is: the plain file and line of the instrumented line that tags it. */
export function locateLayers(
  nodeIds: string[],
  instrumented: KotlinFile[],
  plain: KotlinFile[],
): Map<string, { file: string; line: number }> {
  const found = new Map<string, { file: string; line: number }>();
  const plainByPath = new Map(plain.map((f) => [f.path, f.text]));
  for (const file of instrumented) {
    const plainText = plainByPath.get(file.path);
    if (plainText === undefined) continue;
    const lines = file.text.split('\n');
    let map: number[] | null = null;
    for (const id of nodeIds) {
      if (found.has(id)) continue;
      // A screen's tags are node ids; inside a component they are the component's own layer
      // ids, the part of an instance layer's id after its last ';'.
      const candidates = [id, id.slice(id.lastIndexOf(';') + 1)];
      const index = lines.findIndex((l) =>
        candidates.some((c) => l.includes(`testTag(${JSON.stringify(c)})`)),
      );
      if (index < 0) continue;
      map ??= alignLines(file.text, plainText);
      found.set(id, { file: file.path, line: map[index] ?? index + 1 });
    }
  }
  return found;
}

function problemsOf(layer: LayerScore): string[] {
  const problems: string[] = [];
  if (layer.errorDp === null) problems.push('not drawn');
  else if (layer.errorDp > 1) problems.push(`${Math.round(layer.errorDp * 10) / 10} dp off`);
  if (layer.fill && !layer.fill.ok)
    problems.push(`fill ${layer.fill.got ?? 'not found'} instead of ${layer.fill.want}`);
  if (layer.text && !layer.text.ok)
    problems.push(layer.text.clipped ? 'text cut off' : `text "${layer.text.got}"`);
  return problems;
}

/** Scales an image down to `width` x `height` by averaging the pixels each target pixel covers. */
export function scaleDown(image: Pixels, width: number, height: number): Pixels {
  if (image.width === width && image.height === height) return image;
  const out = new Uint8Array(width * height * 4);
  const sx = image.width / width;
  const sy = image.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.min(image.height, Math.floor((y + 1) * sy)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.min(image.width, Math.floor((x + 1) * sx)));
      // Four sums, not an array per pixel: the render of a tall frame has millions of pixels.
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * image.width + xx) * 4;
          r += image.data[i]!;
          g += image.data[i + 1]!;
          b += image.data[i + 2]!;
          a += image.data[i + 3]!;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
      out[o + 3] = Math.round(a / n);
    }
  }
  return { width, height, data: out };
}

/** Flattens transparency onto white, as the pages show both images. */
function onWhite(image: Pixels): Pixels {
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const a = image.data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round(image.data[i + c]! * a + 255 * (1 - a));
    data[i + 3] = 255;
  }
  return { ...image, data };
}

/**
 * How alike the render and Figma's own export of the frame look: both on white, the larger
 * scaled down to the smaller (the plugin exports at most 480 px on a side), then the share of
 * pixels pixelmatch (threshold 0.1) does not count as different. The render comes decoded (the
 * layer score reads the same pixels).
 */
export function imageSimilarity(
  render: Pixels,
  figmaPng: Uint8Array,
): NonNullable<RenderReport['imageSimilarity']> {
  const figma = PNG.sync.read(Buffer.from(figmaPng));
  const width = Math.max(1, Math.min(render.width, figma.width));
  const height = Math.max(1, Math.min(render.height, figma.height));
  const a = onWhite(scaleDown(render, width, height));
  const b = onWhite(scaleDown(figma, width, height));
  const different = pixelmatch(a.data, b.data, undefined, width, height, { threshold: 0.1 });
  return {
    value: 1 - different / (width * height),
    method: IMAGE_SIMILARITY_METHOD,
    figmaSize: { width: figma.width, height: figma.height },
    comparedSize: { width, height },
  };
}

export interface ScoreInput {
  input: RenderInput;
  prepared: Pick<PreparedRender, 'tags' | 'instrumented' | 'frameNodeId'>;
  preview: RenderedPreview;
  /** Figma's own PNG export of the frame, when the generation came with one. */
  figmaPng: Uint8Array | null;
  /** The generation's stored Kotlin files (what the user reads). */
  plain: KotlinFile[];
}

/** Scores the drawn screen layer by layer (as `npm run fidelity` does) and against Figma's export. */
export function scoreRender(s: ScoreInput): Omit<RenderReport, 'timings' | 'measuredAt'> {
  const index = indexDesign(s.input.figma);
  // The render is decoded once, for the layer score and the pixel comparison both.
  const render = readPng(s.preview.png);
  const frame = scoreFrame(s.preview, index, s.prepared.tags, render);
  const wrong = frame.details.filter((d) => !d.withinTolerance).slice(0, RENDER_REPORT_WORST);
  const where = locateLayers(
    wrong.map((d) => d.nodeId),
    s.prepared.instrumented,
    s.plain,
  );
  const worst: RenderReportLayer[] = wrong.map((d) => ({
    nodeId: d.nodeId,
    name: d.name,
    kind: d.kind,
    errorDp: d.errorDp,
    problems: problemsOf(d),
    file: where.get(d.nodeId)?.file ?? null,
    line: where.get(d.nodeId)?.line ?? null,
  }));
  return {
    version: 1,
    frame: {
      nodeId: frame.nodeId || s.prepared.frameNodeId,
      name: frame.name,
      width: frame.width,
      height: frame.height,
    },
    score: frame.score,
    layers: frame.layers,
    withinTolerance: frame.withinTolerance,
    worst,
    imageSimilarity: render && s.figmaPng ? imageSimilarity(render, s.figmaPng) : null,
  };
}
