import type { ContainerNode, IrNode } from '../parse/ir.ts';
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
    if (node.kind === 'container' && (node.scroll === 'both' || node.scroll === 'horizontal'))
      return sidewaysOnlyWhenWider(node);
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

/**
 * A frame the design scrolls sideways (alone or both ways) whose layers all fit
 * its width has nothing to bring into view sideways: it scrolls only up and
 * down, if at all. Kept, the sideways scroll would give its children unbounded
 * width, and every layer that fills the frame's width would shrink to its
 * content.
 */
function sidewaysOnlyWhenWider(node: ContainerNode): IrNode {
  const width = node.style.box.width;
  const wider = node.children.some(
    (c) =>
      !c.hidden &&
      (c.style.box.x < -OVERFLOW || c.style.box.x + c.style.box.width > width + OVERFLOW),
  );
  if (wider) return node;
  return { ...node, scroll: node.scroll === 'both' ? 'vertical' : undefined };
}
