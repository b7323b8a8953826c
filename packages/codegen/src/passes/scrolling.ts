import type { IrNode } from '../parse/ir.ts';
import { mapTree } from '../parse/walk.ts';

/** Content this much (dp) wider than its row overflows it. */
const OVERFLOW = 1;

/**
 * Pass: a row that holds more than it shows (a carousel: cards running past
 * the frame's edge) scrolls sideways, so the last ones can be brought into
 * view; Figma shows the overflow clipped or spilling out, a phone needs a
 * way to reach it. Rows that wrap, and frames the design already scrolls,
 * are left as they are.
 */
export function inferScrolling(root: IrNode): IrNode {
  return mapTree(root, (node) => {
    if (
      node.kind !== 'container' ||
      node.scroll ||
      !node.layout ||
      node.layout.direction !== 'row' ||
      node.layout.wrap
    )
      return node;
    if (node.style.width === 'hug') return node;
    const flow = node.children.filter((c) => !c.style.absolute && !c.hidden);
    // A child that takes the room left (a gap that gives way) means the row fits whatever its width.
    if (flow.length < 2 || flow.some((c) => c.style.width === 'fill')) return node;
    const { padding, spacing } = node.layout;
    const content =
      padding.left +
      padding.right +
      flow.reduce((sum, c) => sum + c.style.box.width, 0) +
      Math.max(0, spacing) * (flow.length - 1);
    return content > node.style.box.width + OVERFLOW ? { ...node, scroll: 'horizontal' } : node;
  });
}
