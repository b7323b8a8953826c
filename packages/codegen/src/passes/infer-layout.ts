import type { AutoLayout, ContainerNode, InstanceNode, IrNode } from '../parse/ir.ts';
import { mapTree } from '../parse/walk.ts';

/** Positions agree within this many dp (Figma rounds, designers nudge). */
const TOLERANCE = 1;

const near = (a: number, b: number): boolean => Math.abs(a - b) <= TOLERANCE;
const round = (v: number): number => Math.round(v * 100) / 100;

type Axis = 'row' | 'column';

/** Cross-axis alignment shared by every child, or undefined when they do not line up. */
function crossAlign(children: IrNode[], axis: Axis, parentSize: number): { align: AutoLayout['crossAlign']; before: number; after: number } | undefined {
  const start = (n: IrNode): number => (axis === 'column' ? n.style.box.x : n.style.box.y);
  const size = (n: IrNode): number => (axis === 'column' ? n.style.box.width : n.style.box.height);
  const starts = children.map(start);
  const ends = children.map((n) => start(n) + size(n));
  const centres = children.map((n) => start(n) + size(n) / 2);
  const same = (vs: number[]): boolean => vs.every((v) => near(v, vs[0] as number));
  const minStart = Math.min(...starts);
  const maxEnd = Math.max(...ends);
  const constraint = (n: IrNode): string => (axis === 'column' ? n.style.constraints.horizontal : n.style.constraints.vertical);
  if (same(starts) && children.every((n) => ['left', 'top', 'scale', 'left-right', 'top-bottom'].includes(constraint(n)))) {
    return { align: 'start', before: minStart, after: 0 };
  }
  if (same(centres) && near(centres[0] as number, parentSize / 2)) return { align: 'center', before: 0, after: 0 };
  if (same(ends) && children.every((n) => ['right', 'bottom'].includes(constraint(n)))) return { align: 'end', before: 0, after: Math.max(0, parentSize - maxEnd) };
  return undefined;
}

/** Children in one line along `axis` with one gap between each: the flow that lays them out, or undefined. */
function flowOf(node: ContainerNode | InstanceNode, axis: Axis): { layout: AutoLayout; order: IrNode[] } | undefined {
  const pos = (n: IrNode): number => (axis === 'column' ? n.style.box.y : n.style.box.x);
  const len = (n: IrNode): number => (axis === 'column' ? n.style.box.height : n.style.box.width);
  const order = [...node.children].sort((a, b) => pos(a) - pos(b));
  const gaps: number[] = [];
  for (let i = 1; i < order.length; i++) gaps.push(pos(order[i] as IrNode) - pos(order[i - 1] as IrNode) - len(order[i - 1] as IrNode));
  if (gaps.some((g) => g < -0.01)) return undefined;
  const spacing = gaps.length > 0 ? Math.min(...gaps) : 0;
  if (gaps.some((g) => !near(g, spacing))) return undefined;
  const { width, height } = node.style.box;
  const cross = crossAlign(order, axis, axis === 'column' ? width : height);
  if (!cross) return undefined;
  const first = pos(order[0] as IrNode);
  if (first < -0.01 || cross.before < -0.01) return undefined;
  const padding =
    axis === 'column'
      ? { top: round(first), right: round(cross.after), bottom: 0, left: round(cross.before) }
      : { top: round(cross.before), right: 0, bottom: round(cross.after), left: round(first) };
  return {
    layout: { direction: axis, wrap: false, spacing: round(spacing), counterSpacing: 0, padding, mainAlign: 'start', crossAlign: cross.align },
    order,
  };
}

/**
 * Pass: frames and groups drawn without auto layout whose children line up
 * on one axis with one gap between each become a Row or Column (spacing,
 * padding and cross alignment read from the geometry). Anything else —
 * overlapping layers, uneven gaps, rotated layers — stays a Box with
 * children placed by their constraints. Only exact fits are converted, so no
 * warning is needed.
 */
export function inferLayout(root: IrNode): IrNode {
  return mapTree(root, (node) => {
    // Instances too: they must infer exactly what their component's body does.
    if ((node.kind !== 'container' && node.kind !== 'instance') || node.layout || (node.kind === 'container' && node.scroll) || node.children.length < 2) return node;
    const background = backgroundLayer(node);
    const content = background ? node.children.slice(1) : node.children;
    if (content.length < 2 || content.some((c) => c.style.rotation !== 0 || c.refs.visible || c.refs.swap || c.hidden)) return node;
    const own = background ? { ...node, children: content } : node;
    const flow = flowOf(own, 'column') ?? flowOf(own, 'row');
    if (!flow) return node;
    // Children keep their designed size; in a flow they are placed, not constrained.
    const children = flow.order.map((c) => ({ ...c, style: { ...c.style, width: c.style.width === 'fill' ? 'fixed' : c.style.width, height: c.style.height === 'fill' ? 'fixed' : c.style.height } }) as IrNode);
    const style = background
      ? { ...node.style, fills: background.style.fills, stroke: background.style.stroke, corners: background.style.corners, effects: background.style.effects, ellipse: background.style.ellipse }
      : node.style;
    return { ...node, style, layout: flow.layout, children } as IrNode;
  });
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
