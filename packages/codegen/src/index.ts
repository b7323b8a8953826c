import type { ExportedAsset as PluginAsset } from '@app/shared/generate';
import { WarningList, type Warning } from './warnings.ts';
import { parseFigma, type ParseOptions } from './parse/read-input.ts';
import type { ContainerNode, IrNode } from './parse/ir.ts';
import { collapseIcons, type AssetSource } from './passes/collapse-icons.ts';
import { recogniseMaterial } from './passes/material.ts';
import type { Words } from './words.ts';
import { inferLayout } from './passes/infer-layout.ts';
import { inferScrolling, scrollPhoneScreen } from './passes/scrolling.ts';
import { dropLeadingPadding, spreadFittedRows, yieldingWords } from './passes/fitted-rows.ts';
import { foldRepeatedFrames, repeatedDrawCounts } from './passes/repeats.ts';
import { planComponents } from './passes/components.ts';
import { planAssets } from './passes/assets.ts';
import { collectTheme } from './passes/theme.ts';
import { planFlow } from './passes/flow.ts';
import type { GenerationPlan } from './passes/plan.ts';
import type { TagMap } from './targets/tags.ts';
import { targetNamed, type TargetName } from './targets/targets.ts';
import { composeTarget } from './targets/compose/target.ts';
import { GenerationError, InvalidOptionError } from './errors.ts';

import type {
  GetFileNodesResponse,
  GetFileResponse,
  Node as FigmaNode,
} from '@figma/rest-api-spec';

export { FigmaInputError } from './parse/read-input.ts';
import { FigmaInputError } from './parse/read-input.ts';
export { GenerationError, InvalidOptionError, VariablesInputError } from './errors.ts';
export { targets, type TargetName } from './targets/targets.ts';
export { designInMode, hasLightAndDark } from './passes/modes.ts';
export type { FlowGraph, Target, TargetFile } from './targets/target.ts';
import type { FlowGraph } from './targets/target.ts';
export type {
  CoveredLayer,
  TagKind,
  TagMap,
  TagUnit,
  TaggedFunction,
  TaggedLayer,
} from './targets/tags.ts';

/**
 * What the generator reads: `GET /v1/files/:key`, `GET /v1/files/:key/nodes`,
 * or nodes as the plugin serialises the selection (the REST shapes).
 */
export type FigmaInput = GetFileResponse | GetFileNodesResponse | FigmaNode | FigmaNode[];
export type { Warning } from './warnings.ts';

export interface GenerateOptions extends ParseOptions {
  /** The code target: `compose` (Jetpack Compose with Material3 for Android, the default and today the only one). */
  target?: TargetName;
  /** Compose: Kotlin package of the generated files (default `com.example.figma`). */
  packageName?: string;
  /** Compose: package of the app's `R` class; defaults to `packageName`. */
  resourcePackage?: string;
  /** Exported assets: SVG (text or bytes) or PNG bytes keyed by node id (or image ref for image fills). */
  assets?: Record<string, ExportedAsset> | Map<string, ExportedAsset>;
  /**
   * The instrumented variant, for measuring the output against the design:
   * the same files but for a test tag with the Figma node id on every layer
   * drawn as its own composable (`Modifier.testTag`), and `tags` in the result
   * saying what each is. Not for shipping.
   */
  instrument?: boolean;
}

/** The plugin's exported asset; the generator also takes SVG as the bytes of a file. */
export interface ExportedAsset extends Omit<PluginAsset, 'svg'> {
  svg?: string | Uint8Array | undefined;
}

export interface GeneratedFile {
  /** Relative to the target's output root; for Compose an Android source set (`app/src/main`): `java/...kt`, `res/drawable/...`. */
  path: string;
  contents: string | Uint8Array;
}

export interface GenerateResult {
  files: GeneratedFile[];
  warnings: Warning[];
  /** With `instrument: true`: every tag the files carry, and what it is. */
  tags?: TagMap;
  /** With `flow`: the flow's screens, start and links, and the functions that draw them. */
  flow?: FlowGraph;
}

const firstLine = (e: unknown): string =>
  (e instanceof Error ? e.message : String(e)).split('\n')[0]?.slice(0, 300) ?? '';

/**
 * The passes every screen and component body goes through before components
 * are planned: icons, Material widgets, layout inference, rows that scroll. `words` are how the
 * target words warnings (the Compose target's by default).
 */
export function prepareTree(
  node: IrNode,
  assets: Map<string, AssetSource>,
  warnings: WarningList,
  root: 'screen' | 'component',
  words: Words = composeTarget.words,
): IrNode {
  const laidOut = dropLeadingPadding(
    yieldingWords(
      spreadFittedRows(
        inferScrolling(
          inferLayout(recogniseMaterial(collapseIcons(node, assets, root), warnings, words.widget)),
        ),
      ),
    ),
  );
  return root === 'screen' ? scrollPhoneScreen(laidOut) : laidOut;
}

/** Parse and passes: everything up to the plan a target renders. */
export function plan(
  input: unknown,
  options: GenerateOptions,
  warnings: WarningList,
  words: Words = composeTarget.words,
): GenerationPlan {
  const doc = parseFigma(input, warnings, options, words);
  const given =
    options.assets instanceof Map ? [...options.assets] : Object.entries(options.assets ?? {});
  const assets = new Map<string, AssetSource>(
    given.map(([id, a]) => [
      id,
      { svg: a.svg instanceof Uint8Array ? new TextDecoder().decode(a.svg) : a.svg, png: a.png },
    ]),
  );
  const screens = doc.screens.map((s) =>
    foldRepeatedFrames(prepareTree(s, assets, warnings, 'screen', words) as ContainerNode),
  );
  const definitions = doc.definitions.map((d) => ({
    ...d,
    root: prepareTree(d.root, assets, warnings, 'component', words) as ContainerNode,
  }));
  const {
    screens: withCalls,
    components,
    componentKeyById,
  } = planComponents(screens, definitions, warnings, doc.focus);
  const roots: IrNode[] = [
    ...withCalls,
    ...components.flatMap((c) => c.variants.map((v) => v.root)),
  ];
  const planned = planAssets(roots, assets, warnings);
  // A function written once for frames the design repeats still draws their values that often.
  const drawnTimes = repeatedDrawCounts(withCalls, components);
  const theme = collectTheme(roots, doc.variables, doc.styles, (root) => drawnTimes.get(root) ?? 1);
  const flow = doc.prototype ? planFlow(withCalls, doc.prototype, warnings) : undefined;
  return {
    name: doc.name,
    screens: withCalls,
    components,
    assets: planned.assets,
    assetByNode: planned.byNode,
    assetByImage: planned.byImage,
    assetOverflow: planned.overflow,
    componentKeyById,
    textStyles: theme.textStyles,
    tokens: theme.tokens,
    ...(flow ? { flow } : {}),
  };
}

/**
 * Figma node JSON (a REST response or the plugin's serialised selection) to
 * the target's files — for Compose: Kotlin files, a Material3 theme and
 * drawables — plus the warnings for whatever could not be mapped
 * faithfully: parse, then the target-neutral passes, then the target.
 * Same input, same bytes out.
 */
export async function generate(
  input: FigmaInput,
  options?: GenerateOptions,
): Promise<GenerateResult>;
/** Untrusted JSON (a saved file, a request body): checked, and rejected with FigmaInputError when it is not Figma's. */
export async function generate(input: unknown, options?: GenerateOptions): Promise<GenerateResult>;
export async function generate(
  input: unknown,
  options: GenerateOptions = {},
): Promise<GenerateResult> {
  if (options.flow !== undefined) {
    if (options.nodeId !== undefined)
      throw new InvalidOptionError('Give either nodeId (one frame) or flow (several), not both.');
    if (
      !Array.isArray(options.flow) ||
      options.flow.length === 0 ||
      options.flow.some((id) => typeof id !== 'string' || id === '')
    )
      throw new InvalidOptionError(
        "flow must list the ids of the flow's frames, or of one section or page.",
      );
  }
  const target = targetNamed(options.target ?? 'compose');
  const targetOptions = target.options(options as Record<string, unknown>);
  const warnings = new WarningList();
  let stage = 'reading the design';
  try {
    const p = plan(input, options, warnings, target.words);
    const written = await target.render(p, {
      options: targetOptions,
      warnings,
      stage: (name) => (stage = name),
    });
    const files: GeneratedFile[] = [...written.files].sort((a, b) =>
      a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
    );
    return {
      files,
      warnings: warnings.sorted(),
      ...(written.tags ? { tags: written.tags } : {}),
      ...(written.flow ? { flow: written.flow } : {}),
    };
  } catch (e) {
    if (e instanceof FigmaInputError || e instanceof InvalidOptionError) throw e;
    throw new GenerationError(`Code generation failed while ${stage}: ${firstLine(e)}`, {
      cause: e,
    });
  }
}
