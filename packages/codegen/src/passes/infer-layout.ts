import type { AutoLayout, ContainerNode, InstanceNode, IrNode, ShapeNode } from '../parse/ir.ts';
import { mapTree } from '../parse/walk.ts';

/** Positions agree within this many dp (Figma rounds, designers nudge). */
const TOLERANCE = 1;

const near = (a: number, b: number): boolean => Math.abs(a - b) <= TOLERANCE;
const round = (v: number): number => Math.round(v * 100) / 100;

type Axis = 'row' | 'column';

/** Cross-axis alignment shared by every child, or undefined when they do not line up. */
function crossAlign(children: IrNode[], axis: Axis, parentSize: number, resizes: boolean): { align: AutoLayout['crossAlign']; before: number; after: number } | undefined {
  const start = (n: IrNode): number => (axis === 'column' ? n.style.box.x : n.style.box.y);
  const size = (n: IrNode): number => (axis === 'column' ? n.style.box.width : n.style.box.height);
  const starts = children.map(start);
  const ends = children.map((n) => start(n) + size(n));
  const centres = children.map((n) => start(n) + size(n) / 2);
  const same = (vs: number[]): boolean => vs.every((v) => near(v, vs[0] as number));
  const minStart = Math.min(...starts);
  const maxEnd = Math.max(...ends);
  const constraint = (n: IrNode): string => (axis === 'column' ? n.style.constraints.horizontal : n.style.constraints.vertical);
  // Constraints only matter where the frame is resized (a screen takes the device's width): there they must agree with the alignment.
  const agree = (allowed: string[]): boolean => !resizes || children.every((n) => allowed.includes(constraint(n)));
  if (same(starts) && agree(['left', 'top', 'scale', 'left-right', 'top-bottom'])) return { align: 'start', before: minStart, after: 0 };
  if (same(centres) && near(centres[0] as number, parentSize / 2) && agree(['center', 'scale', 'left-right', 'top-bottom'])) return { align: 'center', before: 0, after: 0 };
  if (same(ends) && agree(['right', 'bottom'])) return { align: 'end', before: 0, after: Math.max(0, parentSize - maxEnd) };
  return undefined;
}

/** Empty space of `gap` dp along a flow's axis: drawn as a Spacer (a shape with no paint), so uneven gaps stay exact. */
function spacer(after: IrNode, axis: Axis, gap: number): ShapeNode {
  return {
    id: `${after.id}~gap`,
    name: 'Gap',
    synthetic: true,
    kind: 'shape',
    figmaType: 'RECTANGLE',
    refs: {},
    hidden: false,
    style: {
      box: { x: 0, y: 0, width: axis === 'row' ? gap : 0, height: axis === 'column' ? gap : 0 },
      width: axis === 'row' ? 'fixed' : 'hug',
      height: axis === 'column' ? 'fixed' : 'hug',
      absolute: false,
      constraints: { horizontal: 'left', vertical: 'top' },
      rotation: 0,
      opacity: 1,
      blendMode: 'PASS_THROUGH',
      fills: [],
      corners: [0, 0, 0, 0],
      ellipse: false,
      clip: false,
      effects: [],
    },
  };
}

/**
 * Children in one line along `axis`, none overlapping: the flow that lays
 * them out, or undefined. The smallest gap is the flow's spacing; a larger
 * gap adds a Spacer of the difference, so every layer keeps its place.
 */
function flowOf(node: ContainerNode | InstanceNode, axis: Axis, resizes: boolean): { layout: AutoLayout; order: IrNode[] } | undefined {
  const pos = (n: IrNode): number => (axis === 'column' ? n.style.box.y : n.style.box.x);
  const len = (n: IrNode): number => (axis === 'column' ? n.style.box.height : n.style.box.width);
  const order = [...node.children].sort((a, b) => pos(a) - pos(b));
  const gaps: number[] = [];
  for (let i = 1; i < order.length; i++) gaps.push(pos(order[i] as IrNode) - pos(order[i - 1] as IrNode) - len(order[i - 1] as IrNode));
  if (gaps.some((g) => g < -0.01)) return undefined;
  const spacing = gaps.length > 0 ? Math.max(0, Math.min(...gaps)) : 0;
  const { width, height } = node.style.box;
  const cross = crossAlign(order, axis, axis === 'column' ? width : height, resizes);
  if (!cross) return undefined;
  const first = pos(order[0] as IrNode);
  if (first < -0.01 || cross.before < -0.01) return undefined;
  const padding =
    axis === 'column'
      ? { top: round(first), right: round(cross.after), bottom: 0, left: round(cross.before) }
      : { top: round(cross.before), right: 0, bottom: round(cross.after), left: round(first) };
  const spaced: IrNode[] = [];
  order.forEach((child, i) => {
    spaced.push(child);
    const extra = round((gaps[i] ?? 0) - spacing);
    if (i < gaps.length && !near(extra, 0)) spaced.push(spacer(child, axis, extra));
  });
  return {
    layout: { direction: axis, wrap: false, spacing: round(spacing), counterSpacing: 0, padding, mainAlign: 'start', crossAlign: cross.align },
    order: spaced,
  };
}

/**
 * Pass: frames and groups drawn without auto layout whose children line up
 * on one axis without overlapping become a Row or Column (spacing, Spacers
 * for larger gaps, padding and cross alignment read from the geometry).
 * Layers in rows become a Column of Rows (see `gridOf`). Anything else —
 * overlapping layers, layers that share no edge or centre across the axis,
 * rotated layers — stays a Box with children placed by
 * their constraints. Only exact fits are converted, so no warning is needed.
 */
export function inferLayout(root: IrNode): IrNode {
  return mapTree(root, (node) => {
    // Instances too: they must infer exactly what their component's body does.
    if ((node.kind !== 'container' && node.kind !== 'instance') || node.layout || (node.kind === 'container' && node.scroll) || node.children.length < 2) return node;
    const background = backgroundLayer(node);
    const content = background ? node.children.slice(1) : node.children;
    if (content.length < 2 || content.some((c) => c.style.rotation !== 0 || c.refs.visible || c.refs.swap || c.hidden)) return node;
    const own = background ? { ...node, children: content } : node;
    // The top frame is drawn at the device's size; frames inside keep their designed size unless they fill.
    const resizes = (axis: Axis): boolean => node.id === root.id || (axis === 'column' ? node.style.width : node.style.height) !== 'fixed';
    const flow = flowOf(own, 'column', resizes('column')) ?? flowOf(own, 'row', resizes('row')) ?? gridOf(own, resizes('column'));
    if (!flow) return node;
    // Children keep their designed size; in a flow they are placed, not constrained.
    const children = flow.order.map((c) => ({ ...c, style: { ...c.style, width: c.style.width === 'fill' ? 'fixed' : c.style.width, height: c.style.height === 'fill' ? 'fixed' : c.style.height } }) as IrNode);
    const style = background
      ? { ...node.style, fills: background.style.fills, stroke: background.style.stroke, corners: background.style.corners, effects: background.style.effects, ellipse: background.style.ellipse }
      : node.style;
    const covers = background ? [...(node.covers ?? []), { id: background.id, name: background.name }, ...(background.covers ?? [])] : node.covers;
    return { ...node, style, layout: flow.layout, children, covers } as IrNode;
  });
}

/**
 * Layers in rows (each row lined up left to right without overlapping, the
 * rows one under another): a Column of Rows, each row a flow of its own, with
 * the rows' gaps and the gaps inside each row taken exactly (Spacers where
 * they differ). A row of one layer is that layer.
 */
function gridOf(node: ContainerNode | InstanceNode, resizes: boolean): { layout: AutoLayout; order: IrNode[] } | undefined {
  const byTop = [...node.children].sort((a, b) => a.style.box.y - b.style.box.y);
  const rows: IrNode[][] = [];
  let bottom = -Infinity;
  for (const child of byTop) {
    const { y, height } = child.style.box;
    const current = rows[rows.length - 1];
    if (current && y < bottom - 0.01) current.push(child);
    else rows.push([child]);
    bottom = Math.max(rows[rows.length - 1] === current ? bottom : -Infinity, y + height);
  }
  if (rows.length < 2 || rows.every((r) => r.length === 1)) return undefined;
  const items: IrNode[] = [];
  for (const [i, row] of rows.entries()) {
    if (row.length === 1) {
      items.push(row[0] as IrNode);
      continue;
    }
    const x = Math.min(...row.map((c) => c.style.box.x));
    const y = Math.min(...row.map((c) => c.style.box.y));
    const width = Math.max(...row.map((c) => c.style.box.x + c.style.box.width)) - x;
    const height = Math.max(...row.map((c) => c.style.box.y + c.style.box.height)) - y;
    const moved = row.map((c) => ({ ...c, style: { ...c.style, box: { ...c.style.box, x: c.style.box.x - x, y: c.style.box.y - y }, width: c.style.width === 'fill' ? 'fixed' : c.style.width, height: c.style.height === 'fill' ? 'fixed' : c.style.height } }) as IrNode);
    const box: ContainerNode = {
      id: `${node.id}~row${i + 1}`,
      name: `Row ${i + 1}`,
      synthetic: true,
      kind: 'container',
      figmaType: 'GROUP',
      refs: {},
      hidden: false,
      children: moved,
      style: { ...node.style, box: { x, y, width, height }, width: 'hug', height: 'hug', fills: [], stroke: undefined, effects: [], corners: [0, 0, 0, 0], ellipse: false, clip: false, rotation: 0, opacity: 1, blendMode: 'PASS_THROUGH', minWidth: undefined, maxWidth: undefined, minHeight: undefined, maxHeight: undefined, mirror: undefined },
    };
    const flow = flowOf(box, 'row', false);
    if (!flow) return undefined;
    items.push({ ...box, layout: flow.layout, children: flow.order });
  }
  return flowOf({ ...node, children: items }, 'column', resizes);
}

/**
 * The bottom layer when it is a plain rectangle covering the whole frame (the
 * usual way to paint a card without auto layout) and the frame paints
 * nothing itself: it becomes the frame's own background.
 */
function backgroundLayer(node: ContainerNode | InstanceNode): IrNode | undefined {
  const first = node.children[0];
  if (!first || first.kind !== 'shape' || first.figmaType !== 'RECTANGLE' || first.hidden || first.refs.visible) return undefined;
  const s = node.style;
  if (s.fills.length > 0 || s.stroke || s.effects.length > 0) return undefined;
  const b = first.style.box;
  if (!near(b.x, 0) || !near(b.y, 0) || !near(b.width, s.box.width) || !near(b.height, s.box.height)) return undefined;
  if (first.style.opacity !== 1 || first.style.rotation !== 0 || first.style.blendMode !== 'PASS_THROUGH' && first.style.blendMode !== 'NORMAL') return undefined;
  if (first.style.fills.some((f) => f.kind === 'image')) return undefined;
  return first;
}
