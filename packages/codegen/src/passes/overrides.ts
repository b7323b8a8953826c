/**
 * How an instance differs from its main component's body. Instance layers
 * carry ids `I<instance id>;<component layer id>`, so each layer of the
 * instance is matched to the body layer it overrides by that path.
 */
import type { IrNode, Rgba, TextNode } from '../parse/ir.ts';
import { childrenOf, walk } from '../parse/walk.ts';
import { sameJson } from './same-json.ts';

/** The layer's path inside its component: the same for the body and every instance. */
export function layerKey(id: string, rootId: string): string {
  const bare = id.replace(/^I/, '');
  const root = rootId.replace(/^I/, '');
  return bare.startsWith(`${root};`) ? bare.slice(root.length + 1) : bare;
}

interface Layer {
  node: IrNode;
  parent: Layer | undefined;
  /** Position path, for inputs whose instance layers do not carry `I…;…` ids (hand-built JSON). */
  indexKey: string;
}

/** Layers below the root, not descending into nested instances or calls (they carry their own overrides). */
function layersOf(root: IrNode): Layer[] {
  const out: Layer[] = [];
  const stack: Layer[] = childrenOf(root).map((node, i) => ({
    node,
    parent: undefined,
    indexKey: String(i),
  }));
  while (stack.length > 0) {
    const layer = stack.pop() as Layer;
    out.push(layer);
    if (layer.node.kind === 'container')
      layer.node.children.forEach((node, i) =>
        stack.push({ node, parent: layer, indexKey: `${layer.indexKey}/${i}` }),
      );
  }
  return out;
}

const textOf = (n: TextNode): string => n.runs.map((r) => r.text).join('');

/** Parameters this pass added (not the file's component properties): every instance must still pass them. */
export const isOverrideParam = (figmaName: string | undefined): boolean =>
  Boolean(figmaName?.includes('#override-'));

/**
 * What a layer looks like, without its text, position or size (instances
 * resize their layers by constraints). For the root, rotation and opacity are
 * the call's own modifiers, so they are left out too.
 */
function look(node: IrNode, isRoot = false): string {
  const { fills, stroke, corners, effects, blendMode, ellipse, clip } = node.style;
  const opacity = isRoot ? 1 : node.style.opacity;
  const rotation = isRoot ? 0 : node.style.rotation;
  const own =
    node.kind === 'text'
      ? { runs: node.runs.map((r) => r.style), align: node.align, maxLines: node.maxLines }
      : {};
  return JSON.stringify({
    fills,
    stroke,
    corners,
    effects,
    opacity,
    blendMode,
    rotation,
    ellipse,
    clip,
    own,
    layout: 'layout' in node ? node.layout : undefined,
  });
}

/** Whether two layers look alike, as `look` writes them: compared in place, without writing either. */
function sameLook(a: IrNode, b: IrNode, isRoot = false): boolean {
  const x = a.style;
  const y = b.style;
  if (
    !sameJson(x.fills, y.fills) ||
    !sameJson(x.stroke, y.stroke) ||
    !sameJson(x.corners, y.corners) ||
    !sameJson(x.effects, y.effects) ||
    !sameJson(x.blendMode, y.blendMode) ||
    !sameJson(x.ellipse, y.ellipse) ||
    !sameJson(x.arc, y.arc) ||
    !sameJson(x.clip, y.clip) ||
    (!isRoot && (!sameJson(x.opacity, y.opacity) || !sameJson(x.rotation, y.rotation))) ||
    !sameJson('layout' in a ? a.layout : undefined, 'layout' in b ? b.layout : undefined)
  )
    return false;
  if (a.kind !== 'text' || b.kind !== 'text') return a.kind !== 'text' && b.kind !== 'text';
  return (
    a.align === b.align &&
    sameJson(a.maxLines, b.maxLines) &&
    a.runs.length === b.runs.length &&
    a.runs.every((r, i) => sameJson(r.style, b.runs[i]?.style))
  );
}

/**
 * The colour of a shape's or frame's one solid fill, when a parameter can carry it: a paint
 * bound to no variable or style (those are the theme's), on a layer that draws it itself (not a
 * text, whose colour is its runs', nor an image or a component's call). An instance's own fill
 * counts as its root's, which the component's function draws.
 */
export function paintable(node: IrNode, root = false): Rgba | undefined {
  if (node.kind !== 'shape' && node.kind !== 'container' && !(root && node.kind === 'instance'))
    return undefined;
  const [fill, ...more] = node.style.fills;
  if (!fill || more.length > 0 || fill.kind !== 'solid' || fill.variable || fill.styleName)
    return undefined;
  return fill.color;
}

/**
 * A layer with another's fills, everything else its own: compared with that other layer, it
 * tells whether the two differ only in the colour a parameter carries (see `paintable`).
 */
export const withFillsOf = (node: IrNode, other: IrNode): IrNode =>
  ({ ...node, style: { ...node.style, fills: other.style.fills } }) as IrNode;

/** A nested component use: instance (body not yet converted) and call compare alike. */
function useSignature(node: IrNode): string | undefined {
  if (node.kind === 'call')
    return JSON.stringify([node.componentKey, node.variant, node.arguments, node.hidden]);
  if (node.kind === 'instance') {
    return JSON.stringify([
      node.componentSetKey ?? node.componentKey,
      node.variant,
      node.properties.filter((p) => p.type !== 'variant'),
      node.hidden,
    ]);
  }
  return undefined;
}

export interface InstanceDiff {
  /** Texts the instance changes, on body layers no component property binds (`key`: the body layer's path). */
  texts: { key: string; layer: TextNode; value: string }[];
  /** Body layers the instance hides, with no component property bound to their visibility. */
  hidden: { key: string; layer: IrNode }[];
  /** Body layers whose one solid fill the instance paints another colour (see `paintable`). */
  colors: { key: string; layer: IrNode; color: Rgba }[];
  /** Body layers the instance draws past its parent's edge, on the axes it does (see `spillsPast`). */
  spills: { layer: IrNode; width: boolean; height: boolean }[];
  /** Why the instance cannot be a call of the shared body: it is then drawn inline, as it is. */
  inline?: string | undefined;
}

/**
 * On which axes a layer reaches past its parent's edge (by more than half a dp), where the parent
 * has a size of its own on that axis (one that hugs its layers grows to hold them) and the layer
 * does not fill it.
 */
export function spillsPast(
  node: IrNode,
  parent: IrNode,
): { width: boolean; height: boolean } | undefined {
  const b = node.style.box;
  const p = parent.style.box;
  const past = (pos: number, size: number, room: number): boolean =>
    pos < -0.5 || pos + size > room + 0.5;
  const width =
    parent.style.width !== 'hug' && node.style.width !== 'fill' && past(b.x, b.width, p.width);
  const height =
    parent.style.height !== 'hug' && node.style.height !== 'fill' && past(b.y, b.height, p.height);
  return width || height ? { width, height } : undefined;
}

/** An icon collapsed into one drawable (see collapse-icons): what it draws, without ids or names. */
function drawing(node: IrNode): string | undefined {
  const icon =
    node.kind === 'asset'
      ? node
      : node.kind === 'instance' && node.children.length === 1 && node.children[0]?.id === node.id
        ? node.children[0]
        : undefined;
  if (icon?.kind !== 'asset') return undefined;
  const layers = icon.source ? walk(icon.source).filter((n) => n !== icon.source) : [icon];
  return JSON.stringify(
    layers.map((n) => [
      n.kind,
      look(n),
      n.kind === 'asset' ? n.geometry : undefined,
      n.style.box.width,
      n.style.box.height,
    ]),
  );
}

/** What diffInstance reads of a body: the same for every instance compared with it. */
interface BodyLayers {
  drawing: string | undefined;
  layers: Layer[];
  byId: Map<string, Layer>;
  byIndex: Map<string, Layer>;
}

/** A body's layers, read once for all its instances (the IR is never changed in place). */
const bodies = new WeakMap<IrNode, BodyLayers>();

function bodyLayers(body: IrNode): BodyLayers {
  let known = bodies.get(body);
  if (!known) {
    const layers = layersOf(body);
    known = {
      drawing: drawing(body),
      layers,
      byId: new Map(layers.map((l) => [layerKey(l.node.id, body.id), l])),
      byIndex: new Map(layers.map((l) => [l.indexKey, l])),
    };
    bodies.set(body, known);
  }
  return known;
}

/** Compares an instance (children already converted) with the body of its component variant. */
export function diffInstance(instance: IrNode, body: IrNode): InstanceDiff {
  const diff: InstanceDiff = { texts: [], hidden: [], colors: [], spills: [] };
  const icon = drawing(instance);
  const { drawing: bodyIcon, layers: theirs, byId, byIndex } = bodyLayers(body);
  if (icon !== undefined || bodyIcon !== undefined) {
    if (icon !== bodyIcon)
      diff.inline =
        'it draws its icon differently from the component (colours or shapes overridden)';
    return diff;
  }
  if (!sameLook(instance, body, true)) {
    // Painted another colour, and otherwise alike: the colour is passed.
    const color = paintable(instance, true);
    if (
      !color ||
      !paintable(body, true) ||
      (body.refs.fill && !isOverrideParam(body.refs.fill)) ||
      !sameLook(withFillsOf(instance, body), body, true)
    ) {
      diff.inline = 'its fill, stroke, corners, effects or layout differ from the component';
      return diff;
    }
    diff.colors.push({ key: body.id, layer: body, color });
  }
  const matched = new Set<Layer>();
  for (const { node, indexKey, parent } of layersOf(instance)) {
    const layer = node.id.startsWith('I')
      ? byId.get(layerKey(node.id, instance.id))
      : byIndex.get(indexKey);
    if (layer) matched.add(layer);
    const key = layer?.node.id ?? '';
    const base = layer?.node;
    if (!base || base.hidden !== node.hidden) {
      if (!base?.refs.visible) {
        diff.inline = `it shows layer "${node.name}" that the component does not`;
        return diff;
      }
      continue;
    }
    const spill = spillsPast(node, parent?.node ?? instance);
    if (spill) diff.spills.push({ layer: base, ...spill });
    // An instance left in the converted tree was drawn inline: it differs from the component's call.
    if (node.kind === 'instance') {
      diff.inline = `its nested "${node.name}" overrides its own component`;
      return diff;
    }
    const nested = useSignature(node);
    if (nested !== undefined || useSignature(base) !== undefined) {
      if (nested !== useSignature(base) && !base.refs.swap) {
        diff.inline = `its nested "${node.name}" differs from the component's`;
        return diff;
      }
      continue;
    }
    if (node.kind !== base.kind || !sameLook(node, base)) {
      // A shape or frame painted another colour, and otherwise alike: the colour is passed.
      const color = paintable(node);
      if (
        node.kind !== base.kind ||
        !color ||
        !paintable(base) ||
        (base.refs.fill && !isOverrideParam(base.refs.fill)) ||
        !sameLook(withFillsOf(node, base), base)
      ) {
        diff.inline = `layer "${node.name}" is styled differently from the component`;
        return diff;
      }
      diff.colors.push({ key, layer: base, color });
      continue;
    }
    const textBound = base.refs.text && !isOverrideParam(base.refs.text);
    if (
      node.kind === 'text' &&
      base.kind === 'text' &&
      !textBound &&
      textOf(node) !== textOf(base)
    ) {
      if (base.runs.length > 1 || node.runs.length > 1) {
        diff.inline = `layer "${node.name}" has styled text runs that differ from the component`;
        return diff;
      }
      diff.texts.push({ key, layer: base, value: textOf(node) });
    }
  }
  // A frame layout inference made in the body (no layer of the design: the layers under an
  // overlay, a band) is missing from an instance whose layers were laid out otherwise, one that
  // hides the overlay: it is shown wherever a layer in it is.
  for (const layer of [...matched])
    for (let up = layer.parent; up?.node.synthetic && !matched.has(up); up = up.parent)
      matched.add(up);
  for (const layer of theirs) {
    const { node } = layer;
    if (
      matched.has(layer) ||
      node.hidden ||
      (node.refs.visible && !isOverrideParam(node.refs.visible))
    )
      continue;
    // Only the outermost hidden layer: its children go with it.
    if (layer.parent !== undefined && !matched.has(layer.parent)) continue;
    diff.hidden.push({ key: layerKey(node.id, body.id), layer: node });
  }
  return diff;
}
