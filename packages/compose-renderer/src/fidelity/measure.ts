import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { designInMode, generate, type GenerateOptions, type TagMap } from '@app/codegen';
import { ResourceIds } from '../android-resources.ts';
import { fontconfigFile, formatMessage, type ComposeJvm } from '../jvm.ts';
import { indexDesign, type DesignNode } from './design.ts';
import { reportHtml } from './report-html.ts';
import { previewMode, scoreFrame, type FrameScore } from './score.ts';

/** The widths every screen is rendered at again for the responsive check. */
export const RESPONSIVE_WIDTHS = [360, 600];

/** Raised for input the command cannot measure (its message is the one line shown). */
export class FidelityInputError extends Error {
  override readonly name = 'FidelityInputError';
}

export interface FidelityResult {
  compiled: boolean;
  errors: string[];
  frames: FrameScore[];
  fonts: { family: string; installed: boolean }[];
  /** Wall times, and the JVM's CPU time for the compile and the renders (what the job costs on a quiet machine). */
  timings: {
    generateMs: number;
    compileMs: number;
    renderMs: number;
    compileCpuMs: number;
    renderCpuMs: number;
  };
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** The families fontconfig knows (the renderer draws with fontconfig's fonts). */
function installedFamilies(): Set<string> {
  const r = spawnSync('fc-list', [':', 'family'], {
    encoding: 'utf8',
    env: { ...process.env, FONTCONFIG_FILE: fontconfigFile },
  });
  return new Set(
    (r.stdout ?? '').split('\n').flatMap((l) => l.split(',').map((f) => f.trim().toLowerCase())),
  );
}

/** Whether `out` holds generated Kotlin (`out/java/**.kt`) to rescore. */
export function hasKotlin(out: string): boolean {
  return listFiles(join(out, 'java')).some((f) => f.endsWith('.kt'));
}

export interface MeasureOptions {
  design: unknown;
  index: Map<string, DesignNode>;
  out: string;
  nodeId?: string | undefined;
  /** Score the Kotlin already in `out` instead of generating it. */
  rescore?: boolean;
  /** Generator options (the package name, assets) for a fresh generation. */
  generateOptions?: GenerateOptions;
  /**
   * The design's variables (`GET /v1/files/:key/variables/local`): the generator references
   * them, and a screen's preview in its other colour mode is scored against the design as it
   * shows in that mode.
   */
  variables?: unknown;
}

/**
 * Generates the instrumented output into `out` (unless rescoring), compiles it with the warm
 * JVM, renders every preview at its design size and at the responsive widths into `out/render`,
 * scores each frame against the design and writes `out/fidelity.html`.
 */
export async function measure(jvm: ComposeJvm, o: MeasureOptions): Promise<FidelityResult> {
  const timings = { generateMs: 0, compileMs: 0, renderMs: 0, compileCpuMs: 0, renderCpuMs: 0 };
  const java = join(o.out, 'java');
  const layersFile = join(o.out, 'layers.json');
  let tags: TagMap | undefined;
  if (o.rescore) {
    if (!hasKotlin(o.out))
      throw new FidelityInputError(
        `No generated Kotlin in ${java} to rescore: run without --rescore first.`,
      );
    if (existsSync(layersFile)) tags = JSON.parse(readFileSync(layersFile, 'utf8')) as TagMap;
  } else {
    const started = performance.now();
    const result = await generate(o.design, {
      ...o.generateOptions,
      ...(o.nodeId ? { nodeId: o.nodeId } : {}),
      ...(o.variables !== undefined ? { variables: o.variables } : {}),
      instrument: true,
    });
    tags = result.tags;
    timings.generateMs = performance.now() - started;
    for (const sub of ['java', 'res', 'build', 'render'])
      rmSync(join(o.out, sub), { recursive: true, force: true });
    rmSync(layersFile, { force: true });
    for (const f of result.files) {
      mkdirSync(dirname(join(o.out, f.path)), { recursive: true });
      writeFileSync(join(o.out, f.path), f.contents);
    }
    // The tag map, so that --rescore after a hand edit scores the same layers.
    if (tags) writeFileSync(layersFile, `${JSON.stringify(tags, null, 1)}\n`);
  }
  // The R class the Android build would make from res/, in the package the Kotlin files are in.
  const kotlin = listFiles(java).filter((f) => f.endsWith('.kt'));
  const packages = new Set(
    kotlin
      .map((f) => /^package\s+([\w.]+)/m.exec(readFileSync(f, 'utf8'))?.[1])
      .filter((p): p is string => Boolean(p)),
  );
  const rImports = new Set(
    kotlin.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/^import\s+([\w.]+)\.R$/gm)].map((m) => m[1] as string),
    ),
  );
  const resourcePackage = [...rImports][0] ?? [...packages].sort()[0] ?? 'com.example.figma';
  const res = join(o.out, 'res');
  const ids = new ResourceIds();
  // Drawables by name (the shim loads them from disk), values files with their text (R.array ids).
  const drawables = [
    ...listFiles(join(res, 'drawable')).map((f) => ({
      path: `res/drawable/${f.slice(join(res, 'drawable').length + 1)}`,
      contents: '',
    })),
    ...listFiles(join(res, 'values')).map((f) => ({
      path: `res/values/${f.slice(join(res, 'values').length + 1)}`,
      contents: readFileSync(f, 'utf8'),
    })),
  ];
  const rDir = join(o.out, 'build', 'R');
  rmSync(join(o.out, 'build'), { recursive: true, force: true });
  mkdirSync(rDir, { recursive: true });
  writeFileSync(join(rDir, 'R.kt'), ids.rClass(resourcePackage, drawables, res));

  let started = performance.now();
  const compiled = await jvm.compile([java, rDir], join(o.out, 'build', 'classes'));
  timings.compileMs = performance.now() - started;
  timings.compileCpuMs = compiled.cpuMs;
  const errors = compiled.messages.map(formatMessage);
  const installed = installedFamilies();
  const fonts = [...new Set([...o.index.values()].flatMap((n) => n.fontFamilies))]
    .sort()
    .map((family) => ({ family, installed: installed.has(family.toLowerCase()) }));
  let frames: FrameScore[] = [];
  if (compiled.ok) {
    started = performance.now();
    rmSync(join(o.out, 'render'), { recursive: true, force: true });
    const rendered = await jvm.render({
      classes: join(o.out, 'build', 'classes'),
      out: join(o.out, 'render'),
      resources: ids.table,
      widths: RESPONSIVE_WIDTHS,
    });
    timings.renderMs = performance.now() - started;
    timings.renderCpuMs = rendered.cpuMs;
    // A preview in the other colour mode is scored against the design in that mode.
    const inMode = new Map<string, Map<string, DesignNode>>();
    const indexFor = (mode: 'design' | 'light' | 'dark'): Map<string, DesignNode> => {
      if (mode === 'design' || o.variables === undefined) return o.index;
      let index = inMode.get(mode);
      if (!index) {
        index = indexDesign(designInMode(o.design, o.variables, mode === 'dark'));
        inMode.set(mode, index);
      }
      return index;
    };
    frames = rendered.previews.map((p) => scoreFrame(p, indexFor(previewMode(p)), tags));
    // The responsive check is for screens; a component's preview keeps its own size only.
    frames = frames.map((f) => (isScreen(f, o.index) ? f : { ...f, responsive: [] }));
  }
  const out: FidelityResult = {
    compiled: compiled.ok,
    errors: compiled.ok
      ? []
      : errors.length
        ? errors
        : ['error: the compiler failed without a message'],
    frames,
    fonts,
    timings,
  };
  writeFileSync(
    join(o.out, 'fidelity.html'),
    reportHtml(o.out, {
      title: designTitle(o.design),
      compiled: out.compiled,
      errors: out.errors,
      frames,
      fonts,
    }),
  );
  return out;
}

/** Screens are frames (not components or component sets); an untagged preview counts as a screen. */
function isScreen(f: FrameScore, index: Map<string, DesignNode>): boolean {
  const type = index.get(f.nodeId)?.type;
  return type === undefined || type === 'FRAME' || type === 'SECTION' || type === 'GROUP';
}

function designTitle(design: unknown): string {
  return typeof design === 'object' &&
    design !== null &&
    typeof (design as { name?: unknown }).name === 'string'
    ? (design as { name: string }).name
    : 'Figma design';
}

/** The JSON the command prints with `--json`: exactly these keys. */
export function publicJson(r: FidelityResult): unknown {
  return {
    compiled: r.compiled,
    errors: r.errors,
    frames: r.frames.map((f) => ({
      nodeId: f.nodeId,
      name: f.name,
      mode: f.mode,
      width: f.width,
      height: f.height,
      png: f.png,
      layers: f.layers,
      withinTolerance: f.withinTolerance,
      score: f.score,
      worst: f.worst,
      responsive: f.responsive.map(({ width, clippedText, newOverlaps, offscreen }) => ({
        width,
        clippedText,
        newOverlaps,
        offscreen,
      })),
    })),
  };
}
