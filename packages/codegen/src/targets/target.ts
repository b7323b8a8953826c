import type { GenerationPlan } from '../passes/plan.ts';
import type { Words } from '../words.ts';
import type { WarningList } from '../warnings.ts';
import type { TagMap } from './tags.ts';

/** A file a target writes, relative to the root of the target's output (for Compose: an Android source set). */
export interface TargetFile {
  path: string;
  contents: string | Uint8Array;
}

/**
 * A generated flow, for people and pages: its screens (with the function
 * and file the target wrote for each), where it starts, the links between
 * them and the links that lead outside it. Ids are the design's node ids.
 */
export interface FlowGraph {
  /** The function that shows the whole flow (Compose: the `NavHost`), and its file. */
  navHost: { function: string; file: string };
  start: string;
  screens: {
    nodeId: string;
    name: string;
    presentation: 'screen' | 'dialog' | 'bottom-sheet';
    function: string;
    file: string;
    route?: string | undefined;
  }[];
  links: {
    from: string;
    layer: { id: string; name: string };
    action:
      | 'navigate'
      | 'replace'
      | 'back'
      | 'open-overlay'
      | 'swap-overlay'
      | 'close-overlay'
      | 'open-url';
    to?: string | undefined;
    url?: string | undefined;
    /** The screen function's parameter the tap raises. */
    callback?: string | undefined;
  }[];
  outside: {
    from: string;
    layer: { id: string; name: string };
    destinationId: string;
    destinationName?: string | undefined;
  }[];
}

/** What the options every target understands ask of `render`. */
export interface RenderContext<Options> {
  /** The target's own options, as its `options()` checked them. */
  options: Options;
  warnings: WarningList;
  /** Names the stage that runs now, for the one-line message when it fails (`writing Kotlin`). */
  stage: (name: string) => void;
}

/**
 * A code target, after quicktype's `TargetLanguage`: everything one platform
 * needs that the design does not say. The stages before it (parse, the
 * passes) speak of meaning — a button of style tonal, an asset id — and a
 * target turns that into its own components, resources and files. Its
 * toolchain (compiler, renderer) lives next to it.
 */
export interface Target<Options = unknown> {
  /** The name `generate()` takes as its `target` option. */
  readonly name: string;
  /** What the output is, for people. */
  readonly displayName: string;
  /** Checks and completes the options `generate()` got; throws `InvalidOptionError` for one that cannot give valid code. */
  options(given: Readonly<Record<string, unknown>>): Options;
  /** How its warnings word what becomes of a design's features ("Material3 FilledTonalButton"). */
  readonly words: Words;
  /** The plan as files; with the `instrument` option, also the map of the test tags the files carry. */
  render(
    plan: GenerationPlan,
    context: RenderContext<Options>,
  ): Promise<{ files: TargetFile[]; tags?: TagMap | undefined; flow?: FlowGraph | undefined }>;
}
