import type { ContainerNode, IrNode, TextNode } from '../parse/ir.ts';
import { mapTree, walk } from '../parse/walk.ts';
import { weightOf } from './infer-layout.ts';

/** How far (dp) the content may miss the row's far edge and still fill it. */
const FIT = 1;

/** Two layers with at least this share of their row's width between them were pushed apart. */
const PUSHED_APART = 0.25;

/**
 * Pass: a row of fixed width whose layers, with its padding and gaps, fill it
 * edge to edge (a navigation bar whose gaps were measured to spread its items)
 * spreads them with `SpaceBetween` instead of fixed gaps. At the design's
 * sizes the two are the same picture; on a phone whose font sets a label a
 * dp wider than Figma did, fixed gaps leave the last item too little room and
 * its label wraps, where gaps that give way keep every label on its line.
 *
 * So does a row, fixed or filling its parent, of two layers that meet its
 * edges with at least a quarter of its width between them (a checkbox
 * group on the left and a "Forgot password?" link on the right): the gap was
 * drawn to push them apart, and on a narrower phone a fixed one pushes the
 * second off the row's end, its words wrapped and cut, where a gap that
 * gives way keeps both whole.
 */
export function spreadFittedRows(root: IrNode): IrNode {
  return mapTree(root, (node) => (node.kind === 'container' ? spread(node) : node));
}

/**
 * Pass: a column that fills the height it is given (`weight`) or has a fixed one, whose content
 * sits at its bottom (`Arrangement.Bottom`) below a top padding (a panel pushed to the foot of a
 * screen by 356 dp of padding), keeps no top padding: at the design's size the picture is the
 * same, the content at the bottom. Figma lets content that no longer fits run past the frame;
 * Compose keeps the padding and squeezes the content, so on a shorter or narrower phone the
 * panel's button was cut. Likewise a row of fixed or filling width whose content sits at its end.
 */
export function dropLeadingPadding(root: IrNode): IrNode {
  return mapTree(root, (node) => {
    if (node.kind !== 'container' || !node.layout || node.layout.mainAlign !== 'end') return node;
    const layout = node.layout;
    const column = layout.direction === 'column';
    const size = column ? node.style.height : node.style.width;
    const lead = column ? layout.padding.top : layout.padding.left;
    if (size === 'hug' || lead <= 0 || layout.wrap || node.scroll) return node;
    const padding = column ? { ...layout.padding, top: 0 } : { ...layout.padding, left: 0 };
    return { ...node, layout: { ...layout, padding } };
  });
}

/**
 * Pass: a row of fixed or filling width holding two things pushed to its ends (`SpaceBetween`,
 * or a gap that gives way between them), the wider of them words (a text, or a frame of texts):
 * the words give up width (`weight(1f, fill = false)`), and a gap that gave way becomes
 * `SpaceBetween`. At the design's width the picture is the same. Compose measures a row's
 * children in order, each taking what it wants of what is left: on a narrower phone (or with a
 * font a dp wider than Figma's) a dish's name kept its width and "Amount" at the row's end was
 * squeezed to "Am", an item's name left its "Large" badge room for "La rg e". Now the short
 * thing keeps its width and the words wrap.
 */
export function yieldingWords(root: IrNode): IrNode {
  return mapTree(root, (node) => {
    const layout = node.kind === 'container' ? node.layout : undefined;
    if (
      node.kind !== 'container' ||
      !layout ||
      layout.direction !== 'row' ||
      layout.wrap ||
      (node.style.width !== 'fixed' && node.style.width !== 'fill') ||
      node.scroll
    )
      return node;
    const flow = node.children.filter((c) => !c.style.absolute && !c.hidden);
    const gap = flow[1];
    const givingGap =
      layout.mainAlign === 'start' &&
      layout.spacing === 0 &&
      flow.length === 3 &&
      gap?.kind === 'shape' &&
      gap.synthetic === true &&
      gap.style.width === 'fill' &&
      gap.style.weight === undefined;
    if (!givingGap && !(layout.mainAlign === 'space-between' && flow.length === 2)) return node;
    const [first, second] = givingGap ? [flow[0], flow[2]] : flow;
    if (!first || !second || first.style.width === 'fill' || second.style.width === 'fill')
      return node;
    const words = first.style.box.width >= second.style.box.width ? first : second;
    // Only where the design leaves room between them: words that (nearly) meet the other layer at
    // the design's width would wrap there too when a font sets them a dp wider than Figma did.
    const apart =
      Math.max(first.style.box.x, second.style.box.x) -
      Math.min(
        first.style.box.x + first.style.box.width,
        second.style.box.x + second.style.box.width,
      );
    if (apart < YIELD_ROOM || !wordsOnly(words)) return node;
    return {
      ...node,
      layout: { ...layout, mainAlign: 'space-between' },
      children: node.children
        .filter((c) => !givingGap || c !== gap)
        .map((c) => (c === words ? ({ ...c, style: { ...c.style, yields: true } } as IrNode) : c)),
    };
  });
}

/** The least room (dp) between words and the layer at the row's other end for the words to give way. */
const YIELD_ROOM = 16;

/**
 * A text of several words that wraps between lines of its font's height (a line box smaller than
 * the font draws wrapped lines over each other; one word would break inside), or a frame that
 * wraps its content holding only such texts (and frames of them).
 */
function wordsOnly(node: IrNode): boolean {
  if (node.kind === 'text') return wraps(node);
  if (node.kind !== 'container' || node.style.width !== 'hug' || node.scroll) return false;
  const inside = walk(node).filter((n) => n !== node && !n.hidden);
  return (
    inside.some((n) => n.kind === 'text') &&
    inside.every((n) => (n.kind === 'text' && wraps(n)) || (n.kind === 'container' && !n.scroll))
  );
}

function wraps(node: TextNode): boolean {
  const words = node.runs
    .map((r) => r.text)
    .join('')
    .trim();
  return (
    /\s/.test(words) &&
    node.runs.every(
      (r) => r.style.lineHeight === undefined || r.style.lineHeight >= r.style.fontSize,
    )
  );
}

function spread(node: ContainerNode): IrNode {
  const layout = node.layout;
  if (
    !layout ||
    layout.direction !== 'row' ||
    layout.wrap ||
    layout.mainAlign === 'space-between' ||
    layout.spacing <= 0 ||
    layout.bound?.spacing ||
    (node.style.width !== 'fixed' && node.style.width !== 'fill') ||
    node.scroll
  )
    return node;
  const flow = node.children.filter((c) => !c.style.absolute && !c.hidden);
  if (flow.length < 2 || flow.some((c) => c.style.width === 'fill')) return node;
  const shared = share(node, flow);
  if (shared) return shared;
  // Only words set in a font can come out wider than Figma measured them: rows of fixed-size
  // layers keep their gaps, but for two layers pushed apart to the row's ends.
  const pushedApart = flow.length === 2 && layout.spacing >= node.style.box.width * PUSHED_APART;
  const fixedWithText =
    node.style.width === 'fixed' && flow.some((c) => c.style.width === 'hug' && holdsText(c));
  if (!fixedWithText && !pushedApart) return node;
  const start = Math.min(...flow.map((c) => c.style.box.x));
  const end = Math.max(...flow.map((c) => c.style.box.x + c.style.box.width));
  const width = node.style.box.width;
  const fits =
    Math.abs(start - layout.padding.left) <= FIT &&
    Math.abs(width - layout.padding.right - end) <= FIT;
  return fits ? { ...node, layout: { ...layout, mainAlign: 'space-between' } } : node;
}

/** Equal tiles at least this many, side by side across a row of fixed width, share it (see `share`). */
const SHARED_TILES = 4;
/** Labelled tiles of one height at least this many, across a row of fixed or filling width, share it in proportion to their widths. */
const SHARED_LABELLED = 3;

/**
 * A row filled edge to edge by tiles (frames, not pictures or words, and not square), one gap
 * between each: four or more equal ones across a row of fixed width (a week's day chips, a strip
 * of cards), or three or more of one height that each hold a label, across a row of fixed or
 * filling width (a date picker's month, day and year): the tiles share its width (weight, in
 * proportion to their widths). At the design's width each is as drawn; where the screen makes the
 * row narrower, every tile narrows a little, where tiles of fixed width would push the last ones
 * past the row's end, their labels squeezed and cut ("1991" broken in two). Undefined when the
 * row is not such a row.
 */
function share(node: ContainerNode, flow: IrNode[]): IrNode | undefined {
  const layout = node.layout as NonNullable<ContainerNode['layout']>;
  const first = flow[0] as IrNode;
  const { width, height } = first.style.box;
  const frames = flow.every(
    (c) =>
      (c.kind === 'container' || c.kind === 'instance') &&
      c.style.width === 'fixed' &&
      Math.abs(c.style.box.height - height) <= 0.5 &&
      Math.abs(c.style.box.width - c.style.box.height) > 0.1 * c.style.box.width,
  );
  const equal =
    node.style.width === 'fixed' &&
    flow.length >= SHARED_TILES &&
    flow.every((c) => Math.abs(c.style.box.width - width) <= 0.5);
  const labelled = flow.length >= SHARED_LABELLED && flow.every(holdsText);
  if (!frames || width <= 0 || !(equal || labelled)) return undefined;
  const start = Math.min(...flow.map((c) => c.style.box.x));
  const end = Math.max(...flow.map((c) => c.style.box.x + c.style.box.width));
  const fits =
    Math.abs(start - layout.padding.left) <= FIT &&
    Math.abs(node.style.box.width - layout.padding.right - end) <= FIT;
  if (!fits) return undefined;
  const narrowest = Math.min(...flow.map((c) => c.style.box.width));
  const members = new Set(flow);
  return {
    ...node,
    children: node.children.map((c) => {
      if (!members.has(c)) return c;
      // Four decimals, as a Spacer's: exact to a pixel at the design's width.
      const weight = equal ? 1 : weightOf(c.style.box.width, narrowest);
      const style = { ...c.style, width: 'fill' as const };
      return { ...c, style: weight === 1 ? style : { ...style, weight } } as IrNode;
    }),
  };
}

function holdsText(node: IrNode): boolean {
  return walk(node).some((n) => n.kind === 'text' && !n.hidden);
}
