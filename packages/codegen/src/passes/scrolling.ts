import type { ContainerNode, IrNode } from '../parse/ir.ts';
import { mapTree, walk } from '../parse/walk.ts';

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

/** A screen taller than this (dp) is taller than a phone: the tallest common phone screens are 956 dp (iPhone Pro Max), 915 dp (large Android). */
export const PHONE_HEIGHT = 960;

/** A frame at least this tall (dp) and at most this wide is a phone screen, not a card or a toolbar. */
const PHONE_MIN_HEIGHT = 480;
const PHONE_MAX_WIDTH = 480;

/**
 * Pass, on a screen: a phone-sized screen whose content runs from top to bottom in one column
 * (the screen itself, or a column laid over all of it) scrolls in that column. Phones are shorter
 * than the tallest design (an 800 dp phone against a 956 dp frame), and on a narrower one, or at a
 * larger font size, its text wraps to more lines: without a scroll the bottom of the screen is
 * cut off with no way to reach it. Where the content fits, the scroll changes nothing drawn: the
 * column's children are measured as tall as they are, from its top. Left alone: screens taller
 * than a phone (the target scrolls those whole), screens the design scrolls, and columns whose
 * layout needs a bounded height (a child that takes the room left, content placed from the middle
 * or the bottom or spread apart, a child placed on its own, a scroll up and down inside).
 */
export function scrollPhoneScreen(root: IrNode): IrNode {
  const { width, height } = root.style.box;
  if (
    root.kind !== 'container' ||
    root.style.height !== 'fixed' ||
    height < PHONE_MIN_HEIGHT ||
    height > PHONE_HEIGHT ||
    width > PHONE_MAX_WIDTH ||
    walk(root).some(
      (n) => n.kind === 'container' && n.scroll !== undefined && n.scroll !== 'horizontal',
    )
  )
    return root;
  if (root.layout) return flowsDown(root) ? { ...root, scroll: 'vertical' } : root;
  // A Box: the column laid over all of it, the last such (drawn over the rest).
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= OVERFLOW;
  for (let i = root.children.length - 1; i >= 0; i--) {
    const c = root.children[i] as IrNode;
    const b = c.style.box;
    if (
      c.kind === 'container' &&
      !c.hidden &&
      near(b.x, 0) &&
      near(b.y, 0) &&
      near(b.width, width) &&
      near(b.height, height) &&
      flowsDown(c)
    ) {
      const children = [...root.children];
      children[i] = { ...c, scroll: 'vertical' };
      return { ...root, children };
    }
  }
  return root;
}

/** A column whose children lie from its top, each as tall as it is, in the flow. */
function flowsDown(node: ContainerNode): boolean {
  const l = node.layout;
  if (!l || l.direction !== 'column' || l.wrap || l.mainAlign !== 'start') return false;
  const shown = node.children.filter((c) => !c.hidden);
  return shown.length > 0 && shown.every((c) => !c.style.absolute && c.style.height !== 'fill');
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
