import { WarningList, type Warning } from './warnings.ts';
import { parseFigma, type ParseOptions } from './parse/read-input.ts';
import type { ContainerNode, IrNode } from './parse/ir.ts';
import { collapseIcons, type AssetSource } from './passes/collapse-icons.ts';
import { recogniseMaterial } from './passes/material.ts';
import { inferLayout } from './passes/infer-layout.ts';
import { planComponents } from './passes/components.ts';
import { planAssets } from './passes/assets.ts';
import { collectTheme } from './passes/theme.ts';
import type { GenerationPlan } from './passes/plan.ts';
import { emitCompose } from './targets/compose/emit.ts';
import { drawableNames, nameDrawables, writeDrawables } from './targets/compose/drawables.ts';
import { widgetName } from './targets/compose/widgets.ts';

import type { GetFileNodesResponse, GetFileResponse, Node as FigmaNode } from '@figma/rest-api-spec';

export { FigmaInputError } from './parse/read-input.ts';
import { FigmaInputError } from './parse/read-input.ts';

/**
 * What the generator reads: `GET /v1/files/:key`, `GET /v1/files/:key/nodes`,
 * or nodes as the plugin serialises the selection (the REST shapes).
 */
export type FigmaInput = GetFileResponse | GetFileNodesResponse | FigmaNode | FigmaNode[];
export type { Warning } from './warnings.ts';

export interface GenerateOptions extends ParseOptions {
  /** Kotlin package of the generated files. */
  packageName?: string;
  /** Package of the app's `R` class; defaults to `packageName`. */
  resourcePackage?: string;
  /** Exported assets: SVG (text or bytes) or PNG bytes keyed by node id (or image ref for image fills). */
  assets?: Record<string, ExportedAsset> | Map<string, ExportedAsset>;
}

export interface ExportedAsset {
  svg?: string | Uint8Array | undefined;
  png?: Uint8Array | undefined;
}

export interface GeneratedFile {
  /** Relative to an Android source set (`app/src/main`): `java/...kt`, `res/drawable/...`. */
  path: string;
  contents: string | Uint8Array;
}

export interface GenerateResult {
  files: GeneratedFile[];
  warnings: Warning[];
}

const packagePattern = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

/** An option the caller gave that cannot produce valid Kotlin (a bad package name). */
export class InvalidOptionError extends Error {
  override readonly name = 'InvalidOptionError';
}

/**
 * The generator failed on input it accepted (a bug, or a design it cannot
 * handle): a one-line message naming the stage, with the original error as `cause`.
 */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';
}

const firstLine = (e: unknown): string => (e instanceof Error ? e.message : String(e)).split('\n')[0]?.slice(0, 300) ?? '';

/** The passes every screen and component body goes through before components are planned: icons, Material widgets, layout inference. */
export function prepareTree(node: IrNode, assets: Map<string, AssetSource>, warnings: WarningList, root: 'screen' | 'component'): IrNode {
  return inferLayout(recogniseMaterial(collapseIcons(node, assets, root), warnings, widgetName));
}

/** Parse and passes: everything up to the plan the emitter renders. */
export function plan(input: unknown, options: GenerateOptions, warnings: WarningList): GenerationPlan {
  const doc = parseFigma(input, warnings, options);
  const given = options.assets instanceof Map ? [...options.assets] : Object.entries(options.assets ?? {});
  const assets = new Map<string, AssetSource>(
    given.map(([id, a]) => [id, { svg: a.svg instanceof Uint8Array ? new TextDecoder().decode(a.svg) : a.svg, png: a.png }]),
  );
  const screens = doc.screens.map((s) => prepareTree(s, assets, warnings, 'screen') as ContainerNode);
  const definitions = doc.definitions.map((d) => ({ ...d, root: prepareTree(d.root, assets, warnings, 'component') as ContainerNode }));
  const { screens: withCalls, components, componentKeyById } = planComponents(screens, definitions, warnings, doc.focus);
  const roots: IrNode[] = [...withCalls, ...components.flatMap((c) => c.variants.map((v) => v.root))];
  const planned = planAssets(roots, assets, warnings);
  const theme = collectTheme(roots);
  return {
    name: doc.name,
    screens: withCalls,
    components,
    assets: planned.assets,
    assetByNode: planned.byNode,
    assetByImage: planned.byImage,
    assetOverflow: planned.overflow,
    componentKeyById,
    colors: theme.colors,
    textStyles: theme.textStyles,
  };
}

/**
 * Figma node JSON (a REST response or the plugin's serialised selection) to
 * Compose Kotlin files, a Material3 theme and drawables, plus the warnings
 * for whatever could not be mapped faithfully. Same input, same bytes out.
 */
export async function generate(input: FigmaInput, options?: GenerateOptions): Promise<GenerateResult>;
/** Untrusted JSON (a saved file, a request body): checked, and rejected with FigmaInputError when it is not Figma's. */
export async function generate(input: unknown, options?: GenerateOptions): Promise<GenerateResult>;
export async function generate(input: unknown, options: GenerateOptions = {}): Promise<GenerateResult> {
  const packageName = options.packageName ?? 'com.example.figma';
  if (!packagePattern.test(packageName)) throw new InvalidOptionError(`Invalid Kotlin package name: ${packageName} (use lower-case segments such as com.acme.ui).`);
  const resourcePackage = options.resourcePackage ?? packageName;
  if (!packagePattern.test(resourcePackage)) throw new InvalidOptionError(`Invalid resource package name: ${resourcePackage} (use lower-case segments such as com.acme.app).`);
  const warnings = new WarningList();
  let stage = 'reading the design';
  try {
    const p = plan(input, options, warnings);
    stage = 'writing drawables';
    const { drawables, nameOf } = nameDrawables(p);
    const { files: resources, failed } = await writeDrawables(drawables, warnings);
    stage = 'writing Kotlin';
    const kotlin = emitCompose(p, drawableNames(p, nameOf, failed), warnings, { packageName, resourcePackage });
    const files: GeneratedFile[] = [...kotlin, ...resources].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { files, warnings: warnings.sorted() };
  } catch (e) {
    if (e instanceof FigmaInputError || e instanceof InvalidOptionError) throw e;
    throw new GenerationError(`Code generation failed while ${stage}: ${firstLine(e)}`, { cause: e });
  }
}
