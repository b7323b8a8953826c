/**
 * What an instrumented output tagged: each layer the output draws as its own
 * element carries its Figma node id where a test can read it (Compose:
 * `Modifier.testTag`, read from the semantics tree), and this map says what
 * each tag is, so a harness can measure every layer against the design.
 */

/**
 * What a tagged element draws: a text; a shape drawn by the output itself
 * (rectangle, ellipse, line); an image (a drawable, an image fill, or the
 * placeholder of a missing one); a Material component; a container (frame,
 * group, instance drawn inline); a call of a generated component; an
 * instance-swap slot of a component.
 */
export type TagKind = 'text' | 'shape' | 'image' | 'material' | 'container' | 'component' | 'slot';

/** A layer of the design drawn inside a tagged unit, in the id scheme of the function's tags. */
export interface CoveredLayer {
  nodeId: string;
  name: string;
}

/** What one element draws, and the layers of the design it stands for. */
export interface TagUnit {
  kind: TagKind;
  /** `material`: the target's component (`FilledTonalButton`). */
  widget?: string | undefined;
  /** `image`: the drawable resource; absent for a placeholder drawn where no export or geometry was usable. */
  drawable?: string | undefined;
  /**
   * Layers of the design drawn inside this element as one unit, which have
   * no tag of their own: the layers of a drawable, a Material component's
   * label, icons and frames, a background rectangle a frame took the paint of.
   */
  covers: CoveredLayer[];
  /** `component`: the generated function the call draws; `slot`: the function the slot shows by default (none when it shows nothing). */
  calls?: string | undefined;
  /** `component`: the call draws the component itself, placed on the canvas, not an instance of it (its layers keep their own ids). */
  definition?: boolean | undefined;
}

export interface TaggedLayer extends TagUnit {
  /** The tag as written in the code (the Figma node id, or inside a component the layer's path in it: see `TaggedFunction.tags`). */
  tag: string;
  /** The layer's name in the design. */
  name: string;
  /**
   * In a component function: the variant the layer belongs to (the node the
   * variant's body was read from: its component, or the instance the file
   * gave when it lacks the component). `component`: the variant the call draws.
   */
  variant?: string | undefined;
  /** `component`: what the called function's root draws for this call (the variant it picks). */
  root?: TagUnit | undefined;
  /** `component`: slots of the called function this call fills with another component: slot tag → function. */
  slots?: Record<string, string> | undefined;
}

export interface TaggedFunction {
  /** The generated function (`LoginScreen`), previewed by `<name>Preview` at the design's size. */
  name: string;
  /** The file that declares it, as in `files`. */
  path: string;
  kind: 'screen' | 'component';
  /** The Figma node it draws: the frame, or the component's default variant. */
  nodeId: string;
  nodeName: string;
  /**
   * `absolute` (screens): every tag is the layer's Figma node id.
   * `relative` (components): every tag is the layer's path inside the
   * component — its component layer id (`4:5`), or for a layer of an instance
   * nested in the component `4:9;6:7` — and a caller's tag is the instance's.
   */
  tags: 'absolute' | 'relative';
  /** `component`: what the function's root draws when called without arguments (as in its preview); the root has no tag inside the function, each call site tags it. */
  root?: TagUnit | undefined;
  layers: TaggedLayer[];
}

/** The map an instrumented generation returns next to its files. */
export interface TagMap {
  /** The tag format, for readers to check: Compose test tags (`Modifier.testTag`). */
  format: 'compose-test-tag';
  functions: TaggedFunction[];
}
