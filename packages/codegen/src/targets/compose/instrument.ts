import type { CallNode, IrNode, LayerRef } from '../../parse/ir.ts';
import type { ComponentPlan, ComponentVariant } from '../../passes/plan.ts';
import { layerKey } from '../../passes/overrides.ts';
import { childrenOf, walk } from '../../parse/walk.ts';
import type { CoveredLayer, TagUnit, TaggedFunction, TaggedLayer } from '../tags.ts';
import type { DrawableNames } from './drawables.ts';
import { composableOf } from './widgets.ts';

/** What describing a node needs from the file being emitted. */
export interface TagSources {
  drawables: DrawableNames;
  /** Generated function name by component key. */
  functionOf: (componentKey: string) => string | undefined;
  /** True for a Figma component id (a call with that id draws the component itself). */
  isComponentId: (id: string) => boolean;
}

/**
 * The variant of a component a call draws, as the generated `when` picks it:
 * the first other variant whose values on every enum parameter's property are
 * the call's, else the default one.
 */
export function drawnVariant(
  plan: ComponentPlan,
  call: { variant: CallNode['variant'] } | undefined,
): ComponentVariant | undefined {
  const valueOf = (values: CallNode['variant'], property: string, fallback: string): string =>
    values.find((v) => v.property === property)?.value ?? fallback;
  const isDefault = (v: ComponentVariant): boolean =>
    plan.axes.every(
      (a) => v.variant.find((x) => x.property === a.property)?.value === a.defaultValue,
    );
  const fallback = plan.variants.find(isDefault) ?? plan.variants[0];
  if (!call || plan.axes.length === 0) return fallback;
  return (
    plan.variants.find(
      (v) =>
        v !== fallback &&
        plan.axes.every(
          (a) =>
            valueOf(v.variant, a.property, a.defaultValue) ===
            valueOf(call.variant, a.property, a.defaultValue),
        ),
    ) ?? fallback
  );
}

/** A layer's id where `rootId` is the component's root: its path inside the component; '' for the root itself. */
export function componentPath(id: string, rootId: string): string {
  return id === rootId ? '' : layerKey(id, rootId);
}

/**
 * What a node draws, as a tag unit. A frame or instance that holds only its
 * own drawing (an icon instance: the image has the instance's id) is that
 * image. `idOf` maps ids into the function's id scheme.
 */
export function unitOf(node: IrNode, sources: TagSources, idOf: (id: string) => string): TagUnit {
  const same = childrenOf(node).find((c) => c.id === node.id);
  const drawn = same ?? node;
  const covers: CoveredLayer[] = [];
  const ids = new Set<string>();
  for (const l of [...(node.covers ?? []), ...(same?.covers ?? [])] satisfies LayerRef[]) {
    if (ids.has(l.id)) continue;
    ids.add(l.id);
    covers.push({ nodeId: idOf(l.id), name: l.name });
  }
  switch (drawn.kind) {
    case 'text':
      return { kind: 'text', covers };
    case 'shape': {
      const fills = drawn.style.fills;
      const image = fills.length === 1 && fills[0]?.kind === 'image' ? fills[0] : undefined;
      const drawable = image ? sources.drawables.byImage.get(image.imageRef) : undefined;
      return drawable ? { kind: 'image', drawable, covers } : { kind: 'shape', covers };
    }
    case 'asset':
      return { kind: 'image', drawable: sources.drawables.byNode.get(drawn.id), covers };
    case 'material':
      return { kind: 'material', widget: composableOf(drawn.widget), covers };
    case 'call':
      return {
        kind: 'component',
        calls: sources.functionOf(drawn.componentKey),
        definition: sources.isComponentId(drawn.id) || undefined,
        covers,
      };
    default:
      return { kind: 'container', covers };
  }
}

/**
 * The tags of one generated function (a screen or a component) while it is
 * emitted: which id each layer gets and what it is. A screen's tags are Figma
 * node ids; a component's are paths inside the component (its root is tagged
 * by each caller instead). Layers a pass made up get no tag, and neither does
 * a layer drawn by an element already tagged with its id.
 */
export class FunctionTags {
  private readonly layers = new Map<string, { node: IrNode; entry: TaggedLayer }>();
  /** The id of the component variant being emitted (components only). */
  private rootId: string | undefined;

  constructor(
    private readonly fn: Omit<TaggedFunction, 'layers' | 'tags'>,
    private readonly sources: TagSources,
    private readonly relative: boolean,
  ) {}

  /** The component variant whose body is emitted next. */
  enterVariant(root: IrNode): void {
    this.rootId = root.id;
  }

  /** A node's id in this function's scheme: '' for a component's root. */
  idOf(id: string): string {
    return this.relative && this.rootId !== undefined ? componentPath(id, this.rootId) : id;
  }

  /**
   * The tag for `node`, recorded with what it draws; undefined when it gets
   * none. `as` overrides what the node is (an instance-swap slot).
   */
  tag(node: IrNode, as?: Partial<TaggedLayer>): string | undefined {
    if (node.synthetic) return undefined;
    const tag = this.idOf(node.id);
    if (tag === '') return undefined;
    const seen = this.layers.get(tag);
    if (seen) return seen.node === node ? tag : undefined;
    const entry: TaggedLayer = {
      tag,
      name: node.name,
      ...unitOf(node, this.sources, (id) => this.idOf(id)),
    };
    if (this.relative) entry.variant = this.rootId;
    Object.assign(entry, as);
    this.layers.set(tag, { node, entry });
    return tag;
  }

  /**
   * Adds what a call draws: the variant, its root unit and the slots the call
   * fills, in the called function's scheme. The call's tag may sit on the
   * frame that holds only the call (an instance picked as the screen).
   */
  describeCall(node: CallNode, plan: ComponentPlan, slotFills: Map<string, string>): void {
    const entry = this.layers.get(this.idOf(node.id))?.entry;
    const variant = drawnVariant(plan, node);
    if (entry?.kind !== 'component' || !variant) return;
    const inner = (id: string): string => componentPath(id, variant.root.id);
    entry.variant = variant.root.id;
    entry.root = unitOf(variant.root, this.sources, inner);
    const slots: Record<string, string> = {};
    for (const n of walk(variant.root)) {
      const fill = n.refs.swap ? slotFills.get(n.refs.swap) : undefined;
      if (fill && !n.synthetic) slots[inner(n.id)] = fill;
    }
    if (Object.keys(slots).length > 0) entry.slots = slots;
  }

  toJSON(root?: IrNode): TaggedFunction {
    const fn: TaggedFunction = {
      ...this.fn,
      tags: this.relative ? 'relative' : 'absolute',
      layers: [...this.layers.values()].map((l) => l.entry),
    };
    if (root) fn.root = unitOf(root, this.sources, (id) => componentPath(id, root.id));
    return fn;
  }
}
