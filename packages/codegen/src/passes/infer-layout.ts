import type {
  AutoLayout,
  Box,
  ContainerNode,
  HorizontalConstraint,
  InstanceNode,
  IrNode,
  NodeStyle,
  ShapeNode,
  VerticalConstraint,
} from '../parse/ir.ts';
import { mapTree, walk } from '../parse/walk.ts';

/** Positions agree within this many dp (Figma rounds, designers nudge). */
const TOLERANCE = 1;
/** Layers that overlap by no more than this along an axis still follow one another on it; the later one moves by at most this much. */
const OVERLAP = 0.5;
/** A centred layer is centred within this many dp: it is then drawn exactly centred. */
const CENTRED = 0.5;
/** A layer this wide (or wider) against its parent's content is stretched across it at its margins rather than given a fixed width. */
const WIDE = 0.8;

const near = (a: number, b: number, within = TOLERANCE): boolean => Math.abs(a - b) <= within;
const round = (v: number): number => Math.round(v * 100) / 100;

type Axis = 'row' | 'column';
/**
 * How a row takes the room of a wider or narrower frame: not at all, by its widest gap (or its
 * gaps in proportion, from `SPREAD_ITEMS` layers), or, a band spread apart (`spreadApart`), by
 * every gap in proportion from `SPREAD_APART_ITEMS` layers.
 */
type Stretch = boolean | 'spread';
type Flowable = ContainerNode | InstanceNode;

/** The box a layer covers once rotated about its centre: what its neighbours must keep clear of. */
function covered(n: IrNode): Box {
  const { x, y, width, height } = n.style.box;
  if (n.style.rotation === 0) return n.style.box;
  const a = (n.style.rotation * Math.PI) / 180;
  const w = Math.abs(width * Math.cos(a)) + Math.abs(height * Math.sin(a));
  const h = Math.abs(width * Math.sin(a)) + Math.abs(height * Math.cos(a));
  return { x: x + width / 2 - w / 2, y: y + height / 2 - h / 2, width: w, height: h };
}

/** The smallest box around `boxes`. */
function union(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const width = Math.max(...boxes.map((b) => b.x + b.width)) - x;
  const height = Math.max(...boxes.map((b) => b.y + b.height)) - y;
  return { x, y, width, height };
}

/** Two boxes overlap by more than `OVERLAP` on both axes. */
const meet = (a: Box, b: Box): boolean =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > OVERLAP &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > OVERLAP;

const start = (n: IrNode, axis: Axis): number => (axis === 'column' ? covered(n).y : covered(n).x);
const length = (n: IrNode, axis: Axis): number =>
  axis === 'column' ? covered(n).height : covered(n).width;

/** A style for a node a pass makes up: no paint, no effect, placed at `box`. */
function plainStyle(box: Box, width: NodeStyle['width'], height: NodeStyle['height']): NodeStyle {
  return {
    box,
    width,
    height,
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
  };
}

/** A layer moved into a frame whose top-left corner is at (`x`, `y`) of the layer's parent. */
const movedInto = (c: IrNode, x: number, y: number): IrNode =>
  ({
    ...c,
    style: { ...c.style, box: { ...c.style.box, x: c.style.box.x - x, y: c.style.box.y - y } },
  }) as IrNode;

/** A frame the pass makes up to hold `children` (a band, a layer and what lies over it). */
function madeUpFrame(
  id: string,
  name: string,
  children: IrNode[],
  style: NodeStyle,
): ContainerNode {
  return {
    id,
    name,
    synthetic: true,
    kind: 'container',
    figmaType: 'GROUP',
    refs: {},
    hidden: false,
    children,
    style,
  };
}

/**
 * Empty space of `gap` dp along a flow's axis: drawn as a Spacer (a shape
 * with no paint), so uneven gaps stay exact. A flexible one fills what room
 * the flow has left, which is `gap` at the design's size.
 */
function spacer(
  after: IrNode,
  axis: Axis,
  gap: number,
  flexible = false,
  weight?: number,
): ShapeNode {
  const box = { x: 0, y: 0, width: axis === 'row' ? gap : 0, height: axis === 'column' ? gap : 0 };
  const main = flexible ? 'fill' : 'fixed';
  const style = plainStyle(box, axis === 'row' ? main : 'hug', axis === 'column' ? main : 'hug');
  return {
    id: `${after.id}~gap`,
    name: 'Gap',
    synthetic: true,
    kind: 'shape',
    figmaType: 'RECTANGLE',
    refs: {},
    hidden: false,
    style: weight === undefined ? style : { ...style, weight },
  };
}

/**
 * Layers in reading order along `axis`, cut where nothing crosses: each run
 * of layers that overlap along the axis (by more than `OVERLAP`) is one band.
 * One band means the layers cannot follow one another on this axis.
 */
function bands(children: IrNode[], axis: Axis): IrNode[][] {
  const sorted = [...children].sort(
    (a, b) => start(a, axis) - start(b, axis) || start(a, other(axis)) - start(b, other(axis)),
  );
  const out: IrNode[][] = [];
  let end = -Infinity;
  for (const child of sorted) {
    const current = out[out.length - 1];
    if (current && start(child, axis) < end - OVERLAP) current.push(child);
    else out.push([child]);
    end = Math.max(
      current && out[out.length - 1] === current ? end : -Infinity,
      start(child, axis) + length(child, axis),
    );
  }
  return out;
}

const other = (axis: Axis): Axis => (axis === 'row' ? 'column' : 'row');

/** Layers at least this many side by side, `SPREAD_GAP` or more apart, spread across their row (see `spreadApart`). */
const SPREAD_APART_ITEMS = 3;

/** The gaps across between boxes taken left to right, each from the furthest right any before it reaches (negative where they overlap). */
function sideGaps(boxes: Box[]): number[] {
  const sorted = [...boxes].sort((a, b) => a.x - b.x);
  let end = -Infinity;
  return sorted.flatMap((b) => {
    const gap = b.x - end;
    end = Math.max(end, b.x + b.width);
    return Number.isFinite(gap) ? [gap] : [];
  });
}

/**
 * At least `SPREAD_APART_ITEMS` layers side by side with at least `SPREAD_GAP` between each (a tab
 * bar's icons, a profile's three figures); or as many columns of layers, each of two or more
 * stacked (a date picker's three wheels, a row of each): a column counts as one layer. A list
 * row's icon, two lines of text and chevron is not spread: its icon and chevron stand alone.
 */
const spreadApart = (boxes: Box[]): boolean => {
  const gaps = sideGaps(boxes);
  if (boxes.length < SPREAD_APART_ITEMS) return false;
  if (gaps.every((g) => g >= SPREAD_GAP)) return true;
  // Columns: a gap that is not positive joins the layer to the column before it.
  const columns = [1];
  for (const g of gaps) {
    if (g > 0) columns.push(1);
    else columns[columns.length - 1] = (columns[columns.length - 1] as number) + 1;
  }
  return (
    columns.length >= SPREAD_APART_ITEMS &&
    columns.every((n) => n >= 2) &&
    gaps.every((g) => g <= 0 || g >= SPREAD_GAP)
  );
};

/**
 * A band of several layers as one synthetic frame of the band's size, its
 * layers moved into it, arranged in turn (the cut goes on across the other
 * axis) or left a Box with its layers aligned by their geometry.
 */
function group(parent: Flowable, band: IrNode[], index: number, axis: Axis): IrNode {
  const boxes = band.map(covered);
  const around = union(boxes);
  const { x, y } = around;
  // A band ends at its frame's edge: what reaches past it (a tab bar the screen cuts off) is drawn
  // past the band as past the frame, and a flow of fixed size does not squeeze the band to fit.
  const far = (end: number, room: number, from: number): number =>
    end > room + TOLERANCE && from < room ? room : end;
  const width = far(x + around.width, parent.style.box.width, x) - x;
  const height = far(y + around.height, parent.style.box.height, y) - y;
  const box = madeUpFrame(
    `${parent.id}~${axis === 'column' ? 'row' : 'column'}${index + 1}`,
    `${axis === 'column' ? 'Row' : 'Column'} ${index + 1}`,
    band.map((c) => movedInto(c, x, y)),
    plainStyle({ x, y, width, height }, 'fixed', 'fixed'),
  );
  // A row as wide as a screen keeps its ends at the screen's edges on other widths: its widest
  // gap gives way. So does a row of three or more layers spread across most of it (a tab bar's
  // icons); spread unevenly (a profile's three figures), every gap gives way in proportion.
  const apart = width >= SPREAD_WIDE * parent.style.box.width && spreadApart(boxes);
  const gaps = sideGaps(boxes);
  const stretch: Stretch =
    axis !== 'column'
      ? false
      : apart && gaps.some((g) => !near(g, gaps[0] as number))
        ? 'spread'
        : apart || width >= WIDE * parent.style.box.width;
  // Spread apart, the row keeps its margins rather than its width: it narrows with its frame.
  const held =
    stretch === 'spread'
      ? {
          ...box,
          style: {
            ...box.style,
            constraints: { ...box.style.constraints, horizontal: 'left-right' as const },
          },
        }
      : box;
  return inPaintOrder(layOut(held, other(axis), stretch), parent);
}

/**
 * A band found by position that stays a Box draws its layers in the order the design paints
 * them, so where they overlap (a ring and the arc over it) the one on top stays on top.
 */
function inPaintOrder(laid: Flowable, parent: Flowable): Flowable {
  if (laid.layout || laid.children.length < 2) return laid;
  const painted = new Map(parent.children.map((c, i) => [c.id, i]));
  // A layer the pass made up (a plate and what it holds) is painted where its first layer is.
  const at = (c: IrNode, i: number): number => {
    const first = Math.min(...walk(c).map((n) => painted.get(n.id) ?? Infinity));
    return Number.isFinite(first) ? first : i;
  };
  const order = laid.children.map((c, i) => ({ c, k: at(c, i) }));
  order.sort((a, b) => a.k - b.k);
  return { ...laid, children: order.map((o) => o.c) } as Flowable;
}

/**
 * A frame's layers as a flow along `first` or else the other axis, or a Box.
 * A bottom layer under all the others (a card's picture, a drawn background)
 * stays behind the flow, which is laid out over it.
 */
function layOut(
  node: Flowable,
  first: Axis,
  flexible: Stretch,
  strict: Strict = { row: false, column: false },
): Flowable {
  const content = node.children;
  const overlays = content.flatMap((c, i) => (i > 0 && coversFrame(c, node) ? [i] : []));
  if (overlays.length > 0) return stack(node, overlays);
  const sheet = heldBy(node, content);
  if (sheet) return alignInBox({ ...node, children: [sheet] });
  const under =
    content.length >= 3 && coversFrame(content[0] as IrNode, node)
      ? (content[0] as IrNode)
      : undefined;
  const rest = { ...node, children: under ? content.slice(1) : content };
  const flowed =
    rest.children.length >= 2
      ? (arrange(rest, first, flexible, strict[first]) ??
        arrange(rest, other(first), flexible, strict[other(first)]))
      : undefined;
  if (!flowed) {
    const held = holdInStack(node) ?? rowInStack(node) ?? rowOnOneLine(node);
    return held ? layOut(held, first, flexible, strict) : alignInBox(node);
  }
  if (!under) return flowed;
  const behind = alignInBox({ ...node, children: [under] }).children[0] as IrNode;
  return {
    ...flowed,
    children: [
      { ...behind, style: { ...behind.style, absolute: true } } as IrNode,
      ...flowed.children,
    ],
  } as Flowable;
}

/** Box `k` lies within box `b` (within the tolerance). */
const inside = (k: Box, b: Box): boolean =>
  k.x >= b.x - TOLERANCE &&
  k.y >= b.y - TOLERANCE &&
  k.x + k.width <= b.x + b.width + TOLERANCE &&
  k.y + k.height <= b.y + b.height + TOLERANCE;

/**
 * A bottom layer smaller than its frame with every other layer inside it (a sheet, a dialog or
 * a card drawn as a shape, its content over it): one synthetic frame of its box holding them
 * all, laid out over it as a frame painted by a full-size layer is, and placed in the frame by
 * the bottom layer's constraints. Undefined when the layers are not held so.
 */
function heldBy(node: Flowable, content: IrNode[]): IrNode | undefined {
  const [under, ...rest] = content;
  if (!under || rest.length < 2 || coversFrame(under, node) || under.style.rotation !== 0)
    return undefined;
  const b = under.style.box;
  if (!rest.every((c) => inside(covered(c), b))) return undefined;
  const box = madeUpFrame(
    `${under.id}~held`,
    under.name,
    content.map((c) => movedInto(c, b.x, b.y)),
    { ...plainStyle(b, 'fixed', 'fixed'), constraints: under.style.constraints },
  );
  return layOut(box, 'column', b.width >= WIDE * node.style.box.width);
}

/** Layers at least this many, inside a shape, are laid out as what it holds (see `holdInStack`). */
const HELD_LAYERS = 2;

/**
 * In a frame whose layers overlap so that it stays a Box: a shape (or a vector, a rectangle
 * flattened in Figma) with two or more layers above it and wholly inside it (a tab bar drawn
 * loose in a screen, its icons and labels over a white rectangle, a round button overlapping its
 * top edge; a card's plate with its picture and title) becomes one synthetic frame of its box
 * holding them, laid out on its own as `heldBy` does, so its icons spread across a row and a
 * card's content is a column, instead of each being pinned at x/y. It goes where the shape is in
 * paint order; only when no layer in between overlaps a layer it moves below, so the picture is
 * the same. Undefined when none does.
 */
function holdInStack(node: Flowable): Flowable | undefined {
  const content = node.children;
  const boxes = content.map(covered);
  for (let i = 0; i < content.length; i++) {
    const shape = content[i] as IrNode;
    // A card's background drawn as a shape, or as a vector (a rectangle flattened in Figma).
    const plate =
      shape.kind === 'shape' || (shape.kind === 'asset' && shape.figmaType === 'VECTOR');
    if (!plate || shape.style.rotation !== 0 || coversFrame(shape, node)) continue;
    const b = shape.style.box;
    // A turned layer is held when its own box is, though the corners of the box it turns in
    // reach past the shape (a ring's arc, drawn as a square turned by 135°).
    const within = (j: number): boolean =>
      inside(boxes[j] as Box, b) || inside((content[j] as IrNode).style.box, b);
    const held = new Set(content.flatMap((_, j) => (j > i && within(j) ? [j] : [])));
    if (held.size < HELD_LAYERS) continue;
    // A layer left out, drawn between the shape and one it holds, must not overlap that one.
    const keepsOrder = [...held].every((j) =>
      boxes.slice(i + 1, j).every((k, m) => held.has(i + 1 + m) || !meet(k, boxes[j] as Box)),
    );
    if (!keepsOrder) continue;
    const box = madeUpFrame(
      `${shape.id}~held`,
      shape.name,
      [shape, ...[...held].map((j) => content[j] as IrNode)].map((c) => movedInto(c, b.x, b.y)),
      { ...plainStyle(b, 'fixed', 'fixed'), constraints: shape.style.constraints },
    );
    const frame = layOut(box, 'column', b.width >= WIDE * node.style.box.width);
    const children = content.flatMap((c, j) => (j === i ? [frame] : held.has(j) ? [] : [c]));
    return { ...node, children } as Flowable;
  }
  return undefined;
}

/** Layers at least this many, side by side and next in paint order, are a row in a Box (see `rowInStack`). */
const STACK_ROW_ITEMS = 3;

/**
 * In a frame that stays a Box: layers next to one another in paint order, at least
 * `STACK_ROW_ITEMS`, each beside the one before it (the same top and height, starting where it
 * ends or later; three cards the tab bar's background overlaps, so the screen is no flow) become
 * one synthetic row in their place, laid out as any row is: equal cards share a wider or narrower
 * screen instead of each being pinned at x/y. Nothing else is drawn between them, so the picture
 * is the same. Undefined when no layers line up so.
 */
function rowInStack(node: Flowable): Flowable | undefined {
  const content = node.children;
  const boxes = content.map(covered);
  const beside = (a: Box, b: Box): boolean =>
    near(a.y, b.y) && near(a.height, b.height) && b.x >= a.x + a.width - OVERLAP;
  for (let i = 0; i < content.length; i++) {
    let k = i;
    while (k + 1 < content.length && beside(boxes[k] as Box, boxes[k + 1] as Box)) k++;
    if (k - i + 1 < STACK_ROW_ITEMS) continue;
    const around = union(boxes.slice(i, k + 1));
    const row = madeUpFrame(
      `${node.id}~row${i + 1}`,
      `Row ${i + 1}`,
      content.slice(i, k + 1).map((c) => movedInto(c, around.x, around.y)),
      plainStyle(around, 'fixed', 'fixed'),
    );
    const laid = layOut(row, 'row', around.width >= WIDE * node.style.box.width);
    return {
      ...node,
      children: [...content.slice(0, i), laid, ...content.slice(k + 1)],
    } as Flowable;
  }
  return undefined;
}

/**
 * In a frame that stays a Box: layers on one line, at least `STACK_ROW_ITEMS`, their middles
 * level (within the tolerance), side by side and held by one horizontal constraint, with no other
 * layer reaching into the box around them (a switch between its two labels, all centred on a
 * screen whose ruler keeps it a Box): one synthetic row, placed by that constraint. Each layer on
 * its own would be placed from the side it is nearer, so on a narrower screen the labels would
 * close in on the switch; as a row they keep their gaps. Paint order does not matter, since
 * nothing else is drawn where they are. Undefined when no layers line up so.
 */
function rowOnOneLine(node: Flowable): Flowable | undefined {
  const content = node.children;
  const boxes = content.map(covered);
  const middle = (b: Box): number => b.y + b.height / 2;
  const tried = new Set<number>();
  for (let i = 0; i < content.length; i++) {
    if (tried.has(i)) continue;
    const line = content.flatMap((c, j) =>
      c.style.rotation === 0 && near(middle(boxes[j] as Box), middle(boxes[i] as Box)) ? [j] : [],
    );
    for (const j of line) tried.add(j);
    if (line.length < STACK_ROW_ITEMS) continue;
    const horizontal = (content[i] as IrNode).style.constraints.horizontal;
    if (line.some((j) => (content[j] as IrNode).style.constraints.horizontal !== horizontal))
      continue;
    const order = [...line].sort((a, b) => (boxes[a] as Box).x - (boxes[b] as Box).x);
    const beside = order.every(
      (j, k) =>
        k === 0 ||
        (boxes[j] as Box).x >=
          (boxes[order[k - 1] as number] as Box).x +
            (boxes[order[k - 1] as number] as Box).width -
            OVERLAP,
    );
    if (!beside) continue;
    const around = union(line.map((j) => boxes[j] as Box));
    const members = new Set(line);
    if (boxes.some((b, j) => !members.has(j) && meet(b, around))) continue;
    const row = madeUpFrame(
      `${node.id}~line${i + 1}`,
      `Row ${i + 1}`,
      order.map((j) => movedInto(content[j] as IrNode, around.x, around.y)),
      {
        ...plainStyle(around, 'fixed', 'fixed'),
        constraints: { horizontal, vertical: (content[i] as IrNode).style.constraints.vertical },
      },
    );
    const laid = layOut(row, 'row', around.width >= WIDE * node.style.box.width);
    return {
      ...node,
      children: content.flatMap((c, j) => (j === i ? [laid] : members.has(j) ? [] : [c])),
    } as Flowable;
  }
  return undefined;
}

/** A rotated layer, which a flow would lay out at its unrotated size: a frame of the box it covers, with the layer centred in it. */
function holdRotated(parent: Flowable, child: IrNode): IrNode {
  const b = covered(child);
  if (near(b.width, child.style.box.width, 0.01) && near(b.height, child.style.box.height, 0.01))
    return child;
  const inner = {
    ...child,
    style: {
      ...child.style,
      box: { ...child.style.box, x: child.style.box.x - b.x, y: child.style.box.y - b.y },
      constraints: { horizontal: 'center', vertical: 'center' },
    },
  } as IrNode;
  return {
    id: `${child.id}~turned`,
    name: child.name,
    synthetic: true,
    kind: 'container',
    figmaType: 'GROUP',
    refs: {},
    hidden: false,
    children: [inner],
    style: plainStyle(b, 'fixed', 'fixed'),
  } satisfies ContainerNode;
}

/**
 * Children that follow one another along `axis` (no band holds two): the
 * flow that lays them out, in reading order. The smallest gap is the flow's
 * spacing and a larger gap adds a Spacer of the difference; across the axis
 * each child keeps its place by its own alignment (`crossAlign: 'each'`).
 * Several layers that share a band become a frame of their own (`group`).
 */
function arrange(
  node: Flowable,
  axis: Axis,
  flexible: Stretch = false,
  strict = false,
): Flowable | undefined {
  // A layer that starts outside the frame (a glow bleeding off its corner) has no place in a flow,
  // which starts at its padding; but for a picture centred across a column and wider than it on
  // both sides (a hero photo the screen crops), which the column centres.
  const width = node.style.box.width;
  if (
    node.children.some(
      (c) =>
        start(c, 'column') < -TOLERANCE ||
        (start(c, 'row') < -TOLERANCE && !(axis === 'column' && widerBothSides(c, width))),
    )
  )
    return undefined;
  if (axis === 'row') node = spliceRuns(node);
  const raw = bands(node.children, axis);
  const cut = axis === 'row' ? besideMedia(raw) : pairUp(raw);
  // The column beside a photo takes the room the row leaves it, and narrows on a narrower phone.
  const beside = axis === 'row' && cut !== raw;
  if (cut.length < 2) return undefined;
  // Layers anchored at the far edge follow a gap that gives way, so they stay there; a frame that is resized along the
  // axis (`strict`) keeps what its constraints anchor, and centred or stretched layers, or far-edge ones in the middle, keep it a Box.
  const anchors = node.synthetic ? [] : cut.map((band) => mainAnchor(band, axis));
  let endsFrom = anchors.indexOf('end');
  const endsLast = endsFrom > 0 && anchors.slice(endsFrom).every((a) => a === 'end');
  if (
    strict &&
    (anchors.some((a) => a === 'center' || a === 'both') || (endsFrom >= 0 && !endsLast))
  )
    return undefined;
  if (!endsLast) endsFrom = -1;
  const items = cut.map((band, i) =>
    band.length === 1 ? holdRotated(node, band[0] as IrNode) : group(node, band, i, axis),
  );
  if (beside) {
    const column = items[1] as IrNode;
    items[1] = { ...column, style: { ...column.style, width: 'fill' } } as IrNode;
  }
  return flow(node, items, axis, axis === 'row' && !beside ? flexible : false, endsFrom, beside);
}

/**
 * A Figma group that only holds a row of layers of one width, beside layers of that width on the
 * same top line (a designer grouped the last two of three cards): its layers are the row's own, so
 * that all of them share the row alike. The group draws nothing, takes no tap and no component
 * property reaches it, so nothing is lost with it.
 */
function spliceRuns(node: Flowable): Flowable {
  const runs = node.children.filter(isRun);
  if (runs.length === 0 || runs.length === node.children.length) return node;
  const loose = node.children.filter((c) => !isRun(c)).map(covered);
  const top = (loose[0] as Box).y;
  // Each of the group's layers as wide as a layer beside it, and all of them on one top line.
  const fits = (k: IrNode, r: IrNode): boolean =>
    loose.some((b) => near(covered(k).width, b.width)) && near(covered(k).y + r.style.box.y, top);
  if (!loose.every((b) => near(b.y, top))) return node;
  if (!runs.every((r) => r.children.every((k) => fits(k, r)))) return node;
  const children = node.children.flatMap((c) =>
    isRun(c) ? c.children.map((k) => movedInto(k, -c.style.box.x, -c.style.box.y)) : [c],
  );
  return { ...node, children };
}

/** A group `spliceRuns` may take apart: a plain row of layers, drawing nothing of its own. */
function isRun(c: IrNode): c is ContainerNode {
  if (c.kind !== 'container' || c.figmaType !== 'GROUP' || c.pressable || c.hidden) return false;
  const { layout, style } = c;
  if (!layout || layout.direction !== 'row' || layout.wrap || c.children.length < 2) return false;
  const { top, right, bottom, left } = layout.padding;
  return (
    Math.max(top, right, bottom, left) <= OVERLAP &&
    Object.keys(c.refs).length === 0 &&
    style.fills.length === 0 &&
    !style.stroke &&
    style.effects.length === 0 &&
    style.opacity === 1 &&
    style.rotation === 0 &&
    !style.clip &&
    c.children.every((k) => !k.synthetic || k.kind === 'container')
  );
}

/**
 * A row that starts with one layer as tall as all the others together (a meal's photo, an
 * avatar), beside which the layers lie in rows that do not line up in columns (a title with a
 * time chip at its end, a line of macros below): the layers beside it are one band, cut across
 * first, so each of their rows spans that room (and narrows with it) instead of the time chip
 * and the last macro standing as columns of their own.
 */
function besideMedia(cut: IrNode[][]): IrNode[][] {
  const [first, ...tail] = cut;
  if (!first || first.length !== 1 || tail.length < 2) return cut;
  const media = first[0] as IrNode;
  const beside = tail.flat();
  const top = Math.min(...beside.map((n) => start(n, 'column')));
  const bottom = Math.max(...beside.map((n) => start(n, 'column') + length(n, 'column')));
  if (
    start(media, 'column') > top + TOLERANCE ||
    start(media, 'column') + length(media, 'column') < bottom - TOLERANCE
  )
    return cut;
  // Rows across the layers beside it, at least two, and one of them holding layers of two columns.
  const column = new Map(tail.flatMap((band, i) => band.map((n) => [n, i] as const)));
  const rows = bands(beside, 'column');
  const crosses = rows.some((row) => new Set(row.map((n) => column.get(n))).size > 1);
  return rows.length >= 2 && crosses ? [first, beside] : cut;
}

/** Pairs at least this many in a row of icons over labels (see `stackedPairs`). */
const PAIRED_ITEMS = 3;
/** An icon and its label are centred on one line within this many dp. */
const PAIRED_CENTRE = 1.5;

/**
 * Two rows of layers, each layer of the shorter row centred over or under one of the other, the
 * rows closer together than the layers in them are apart (a tab bar's icons over their labels,
 * photos over their captions).
 */
function stackedPairs(upper: IrNode[], lower: IrNode[]): boolean {
  const [top, bottom] = [upper.map(covered), lower.map(covered)];
  if (Math.min(top.length, bottom.length) < PAIRED_ITEMS) return false;
  const centre = (b: Box): number => b.x + b.width / 2;
  const [few, many] = top.length <= bottom.length ? [top, bottom] : [bottom, top];
  if (!few.every((b) => many.some((m) => near(centre(m), centre(b), PAIRED_CENTRE)))) return false;
  const between = Math.min(...bottom.map((b) => b.y)) - Math.max(...top.map((b) => b.y + b.height));
  const apart = Math.min(...sideGaps(top), ...sideGaps(bottom));
  return between >= -OVERLAP && between < apart;
}

/**
 * Rows cut down a frame, with each two that are stacked pairs (`stackedPairs`) made one: each
 * pair is what belongs together, so that band is cut into columns next, and the row of pairs,
 * not two rows that each spread on their own, takes the room of a wider screen, each label
 * staying under its icon.
 */
function pairUp(rows: IrNode[][]): IrNode[][] {
  const out: IrNode[][] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as IrNode[];
    const next = rows[i + 1];
    if (next && stackedPairs(row, next)) {
      out.push([...row, ...next]);
      i++;
    } else out.push(row);
  }
  return out.length === rows.length ? rows : out;
}

/** Where a band's layers are anchored along the flow: all at its start (or scaled), all at its end, centred, or stretched (mixed start and end counts as stretched). */
function mainAnchor(band: IrNode[], axis: Axis): 'start' | 'end' | 'center' | 'both' {
  const each = band.map((n) => {
    const c = axis === 'column' ? n.style.constraints.vertical : n.style.constraints.horizontal;
    return c === 'bottom' || c === 'right'
      ? 'end'
      : c === 'center'
        ? 'center'
        : c === 'top-bottom' || c === 'left-right'
          ? 'both'
          : 'start';
  });
  if (each.includes('center')) return 'center';
  if (each.includes('both') || (each.includes('end') && each.includes('start'))) return 'both';
  return each.includes('end') ? 'end' : 'start';
}

/** Equal layers at least this share of their row's width, side by side in a row that stretches, share its width. */
const SHARED = 0.25;

/** A gap at least this much wider than the row's spacing is the one that gives way in a row that stretches. */
const FLEXIBLE_GAP = 8;

/** Layers spread across a stretching row (at least this many, every gap at least `SPREAD_GAP` dp) share its room in proportion to their gaps. */
const SPREAD_ITEMS = 4;
/** A band of layers spread apart (`spreadApart`) this share of its frame's width (or wider) stretches with it. */
const SPREAD_WIDE = 0.6;
const SPREAD_GAP = 12;

/** A Spacer's weight for a gap, relative to the widest (4 decimals, so the Kotlin reads `0.6061f`). */
export const weightOf = (gap: number, widest: number): number =>
  Math.max(0.0001, Math.round((gap / widest) * 10_000) / 10_000);

/**
 * The flow of `items` along `axis`; `flexible`: its widest gap, when clearly wider than the rest,
 * takes what room is left (`Spacer` with weight); `fills`: an item takes it (weight), and the room
 * after the last item is the flow's end padding.
 */
function flow(
  node: Flowable,
  items: IrNode[],
  axis: Axis,
  flexible: Stretch,
  endsFrom = -1,
  fills = false,
): Flowable {
  const pos = (n: IrNode): number => (axis === 'column' ? n.style.box.y : n.style.box.x);
  const len = (n: IrNode): number => (axis === 'column' ? n.style.box.height : n.style.box.width);
  // Gaps from where the previous item ends as laid out: a small overlap moves the next item, never the rest.
  const gaps: number[] = [];
  let cursor = 0;
  for (const item of items) {
    gaps.push(Math.max(0, pos(item) - cursor));
    cursor = Math.max(cursor, pos(item)) + len(item);
  }
  const first = gaps.shift() as number;
  // The gap before the layers anchored at the far edge gives way; else, in a row that stretches, the widest one.
  const forced = endsFrom > 0 ? endsFrom - 1 : -1;
  const widest = forced >= 0 ? forced : gaps.indexOf(Math.max(...gaps));
  const bends = flexible || forced >= 0;
  const rest = bends ? gaps.filter((_, i) => i !== widest) : gaps;
  const smallest = rest.length > 0 ? Math.min(...rest) : bends ? 0 : (gaps[0] ?? 0);
  const parent = { width: node.style.box.width, height: node.style.box.height };
  // Equal layers side by side across a row that stretches, as large as buttons or cards and not
  // square (two buttons, three tiles), one gap between each: they share the row's width
  // (weight), so a narrower screen narrows each rather than pushing the last one off.
  const one = items[0] as IrNode;
  const share =
    flexible &&
    forced < 0 &&
    items.length >= 2 &&
    items.every(
      (c) =>
        // Words keep their own width: a word beside a note is not one of two cards.
        c.kind !== 'text' &&
        near(len(c), len(one)) &&
        len(c) >= SHARED * parent.width &&
        // A square (a swatch, an avatar, an icon) keeps its shape.
        Math.abs(c.style.box.width - c.style.box.height) > 0.1 * c.style.box.width,
    ) &&
    gaps.every((g) => near(g, gaps[0] as number));
  const gives = share
    ? -1
    : forced >= 0
      ? forced
      : flexible && gaps.length > 0 && (gaps[widest] as number) - smallest >= FLEXIBLE_GAP
        ? widest
        : -1;
  // Four or more layers spread across a stretching row with wide gaps between them all (a week of
  // days, a bar of tabs): every gap gives way in proportion to its size, so a narrower phone
  // narrows the gaps rather than pushing the last layers off; at the design's width each is as drawn.
  const spread =
    flexible &&
    !share &&
    forced < 0 &&
    items.length >= (flexible === 'spread' ? SPREAD_APART_ITEMS : SPREAD_ITEMS) &&
    gaps.every((g) => g >= SPREAD_GAP);
  const spacing = share ? Math.min(...gaps) : spread ? 0 : spacingFor(gaps, smallest, gives);
  const widestGap = Math.max(...gaps);
  const aligned = items.map((c) => {
    // A Column's children each stand on a line of their own.
    const across = alignAcross(c, parent, axis, false, axis === 'column');
    return share ? ({ ...across, style: { ...across.style, width: 'fill' } } as IrNode) : across;
  });
  const margin = sharedMargin(aligned, parent, axis);
  const order: IrNode[] = [];
  aligned.forEach((child, i) => {
    order.push(child);
    if (i >= gaps.length) return;
    // The flow's spacing comes before and after a Spacer too: it takes the rest of the gap.
    const gap = gaps[i] as number;
    if (spread) order.push(spacer(child, axis, round(gap), true, weightOf(gap, widestGap)));
    else if (i === gives || !near(gap, spacing, 0.01))
      order.push(spacer(child, axis, Math.max(0, round(gap - 2 * spacing)), i === gives));
  });
  const crossAlign = sharedAlign(aligned, parent, axis, margin);
  // Children centred across a frame of fixed size are centred by the flow: a margin on both sides
  // would only take room from them (at a fractional margin, rounding to pixels can cut a line off).
  const fixedAcross = (axis === 'column' ? node.style.width : node.style.height) !== 'hug';
  // So are children each centred on their own (a dp or so off the middle, by an offset): a day
  // chip's weekday over its date, whose margins would leave a narrower chip too little room.
  const eachCentred = aligned.every(
    (c) =>
      (axis === 'column' ? c.style.constraints.horizontal : c.style.constraints.vertical) ===
      'center',
  );
  const across = (crossAlign === 'center' || eachCentred) && fixedAcross ? 0 : margin;
  // Layers anchored at the far edge keep their distance from it: the flow's end padding. In a
  // row that stretches, the room after the last layer gives way with the widest gap, in
  // proportion to it (a Spacer of less weight), so a narrower screen takes it from both.
  const size = axis === 'column' ? parent.height : parent.width;
  const after = Math.max(0, round(size - cursor));
  let last = forced >= 0 || share || fills ? after : 0;
  if (spread && after >= 1) {
    const lastItem = order[order.length - 1] as IrNode;
    order.push(spacer(lastItem, axis, after, true, weightOf(after, widestGap)));
  } else if (spread) last = after;
  else if (forced < 0 && gives >= 0 && after > 0) {
    const giving = Math.max(0, round((gaps[gives] as number) - 2 * spacing));
    const room = round(after - spacing);
    const lastItem = order[order.length - 1] as IrNode;
    if (room >= 1 && giving >= 1)
      order.push(
        spacer(
          lastItem,
          axis,
          room,
          true,
          Math.max(0.0001, Math.round((room / giving) * 10_000) / 10_000),
        ),
      );
    else last = after;
  }
  const padding =
    axis === 'column'
      ? { top: round(first), right: across, bottom: last, left: across }
      : { top: across, right: last, bottom: across, left: round(first) };
  const layout: AutoLayout = {
    direction: axis,
    wrap: false,
    spacing: round(spacing),
    counterSpacing: 0,
    padding,
    mainAlign: 'start',
    crossAlign,
  };
  return { ...node, layout, children: order };
}

/**
 * The alignment all children share across the flow, when they do (all at
 * the start margin, all centred, all at the end margin): the flow aligns them
 * all alike; otherwise each is aligned on its own (`each`).
 */
function sharedAlign(
  children: IrNode[],
  parent: { width: number; height: number },
  axis: Axis,
  margin: number,
): AutoLayout['crossAlign'] {
  const horizontal = axis === 'column';
  const room = horizontal ? parent.width : parent.height;
  const sides = children
    .filter((c) => !c.synthetic || c.kind !== 'shape')
    .map((c) => {
      const b = c.style.box;
      const pos = horizontal ? b.x : b.y;
      const after = room - pos - (horizontal ? b.width : b.height);
      return {
        anchor: horizontal ? c.style.constraints.horizontal : c.style.constraints.vertical,
        pos,
        after,
      };
    });
  if (sides.every((x) => (x.anchor === 'left' || x.anchor === 'top') && near(x.pos, margin, 0.01)))
    return 'start';
  if (sides.every((x) => x.anchor === 'center' && near(x.pos, x.after, 0.01))) return 'center';
  if (
    sides.every(
      (x) => (x.anchor === 'right' || x.anchor === 'bottom') && near(x.after, margin, 0.01),
    )
  )
    return 'end';
  return 'each';
}

/**
 * The flow's spacing: the smallest gap when every other gap is that or at
 * least twice it (a Spacer between two children adds the spacing on both
 * sides of itself), else none, each gap then a Spacer of its own; the gap
 * that gives way (`gives`) is a Spacer either way.
 */
function spacingFor(gaps: number[], smallest: number, gives: number): number {
  const fits = gaps.every(
    (g, i) => (i !== gives && near(g, smallest, 0.01)) || g >= 2 * smallest - 0.01,
  );
  return fits ? smallest : 0;
}

/**
 * An upright layer, not a text, past both sides of a frame `width` wide and centred on it (a hero
 * picture the frame crops). A text past its frame is a label that overflows a small frame (a
 * ruler's measurement), which keeps its own place.
 */
function widerBothSides(c: IrNode, width: number): boolean {
  const b = c.style.box;
  return (
    c.kind !== 'text' &&
    c.style.rotation === 0 &&
    b.x < -TOLERANCE &&
    b.x + b.width > width + TOLERANCE &&
    near(b.x + b.width / 2, width / 2, CENTRED)
  );
}

/**
 * The margin every child keeps on both sides across the axis: the flow's own padding, so children
 * carry only what is theirs. In whole dp, rounded down: a layer centred in an odd room sits half
 * a dp off the whole (a 19 dp line in 100 dp, 40.5 above and below), and paddings of 40.5 on both
 * sides, each laid out in whole pixels, would leave it 18; 40 leaves the room it is centred in.
 */
function sharedMargin(
  children: IrNode[],
  parent: { width: number; height: number },
  axis: Axis,
): number {
  const size = axis === 'column' ? parent.width : parent.height;
  let margin = Infinity;
  for (const c of children) {
    const b = c.style.box;
    const before = axis === 'column' ? b.x : b.y;
    const after = size - before - (axis === 'column' ? b.width : b.height);
    // A layer past both sides (a centred hero picture) keeps no margin: it leaves the others theirs.
    if (before < -TOLERANCE && after < -TOLERANCE) continue;
    margin = Math.min(margin, before, after);
  }
  return Number.isFinite(margin) ? Math.floor(round(Math.max(0, margin))) : 0;
}

/**
 * How a layer keeps its place across a flow: the alignment its constraint
 * says, or, where the constraint is Figma's default (left, top) or scale, the
 * one its geometry shows: centred, at the far edge, or stretched when it is
 * wide (`WIDE`); an explicit right or stretch constraint is kept, and so is a
 * centre one on a layer across the centre line (one wholly to a side follows
 * that side). A centred layer is snapped to the centre (it moves by at most `CENTRED`).
 */
function alignAcross(
  child: IrNode,
  parent: { width: number; height: number },
  axis: Axis,
  inBox = false,
  alone = false,
): IrNode {
  const horizontal = axis === 'column';
  const b = child.style.box;
  const pos = horizontal ? b.x : b.y;
  const size = horizontal ? b.width : b.height;
  const room = horizontal ? parent.width : parent.height;
  const given = horizontal ? child.style.constraints.horizontal : child.style.constraints.vertical;
  // A turned layer is laid out unturned, so it aligns by its own box; only an upright one whose size the design fixes stretches:
  // across a column when it is wide, down a Box when it spans it exactly.
  const fixed =
    (horizontal ? child.style.width : child.style.height) !== 'hug' && child.style.rotation === 0;
  const stretch =
    fixed &&
    (horizontal
      ? size >= WIDE * room
      : inBox && near(pos, 0, 0.01) && near(room - pos - size, 0, 0.01));
  // A picture its frame crops on the other axis too (a photo in a mask) keeps its size, however
  // little it bleeds past the frame on this one; so does a text (narrower, its lines would wrap).
  const [across, acrossSize, acrossRoom] = horizontal
    ? [b.y, b.height, parent.height]
    : [b.x, b.width, parent.width];
  const cropped =
    child.kind === 'text' || across < -TOLERANCE || across + acrossSize > acrossRoom + TOLERANCE;
  let anchor = inferAnchor(given, pos, size, room, horizontal, stretch, cropped ? 0.01 : TOLERANCE);
  const after = room - pos - size;
  // Figma's default "left" on a layer drawn against the right edge, alone on its line (a
  // language chip in a screen's corner): it follows that edge, so a narrower phone does not cut
  // it off. Beside others it keeps its place: moved right, a third card would close in on its
  // neighbour.
  const far =
    horizontal &&
    alone &&
    given === 'left' &&
    anchor === 'left' &&
    child.style.rotation === 0 &&
    pos > room / 2 &&
    after >= 0 &&
    after < pos &&
    after <= FAR_MARGIN * room;
  if (far) anchor = 'right';
  const snapped =
    anchor === 'center' && near(pos + size / 2, room / 2, CENTRED) ? round((room - size) / 2) : pos;
  const constraints = horizontal
    ? { ...child.style.constraints, horizontal: anchor as HorizontalConstraint }
    : { ...child.style.constraints, vertical: anchor as VerticalConstraint };
  const box = horizontal ? { ...b, x: snapped } : { ...b, y: snapped };
  return { ...child, style: { ...child.style, box, constraints } } as IrNode;
}

type Anchor = HorizontalConstraint | VerticalConstraint;

/** A layer's margin to its frame's right edge at most this share of the frame's width is against that edge (see `alignAcross`). */
const FAR_MARGIN = 0.1;

/** `stretch`: the layer may take its parent's size on this axis (see `alignAcross`). */
function inferAnchor(
  given: Anchor,
  pos: number,
  size: number,
  room: number,
  horizontal: boolean,
  stretch: boolean,
  bleed: number,
): Anchor {
  const [from, to, both] = horizontal
    ? (['left', 'right', 'left-right'] as const)
    : (['top', 'bottom', 'top-bottom'] as const);
  const after = room - pos - size;
  // A centre constraint on a layer wholly to one side of the centre line keeps an offset that narrower screens push off the edge: it follows its side instead.
  const straddles = pos <= room / 2 + CENTRED && pos + size >= room / 2 - CENTRED;
  if (given === to || given === both || (given === 'center' && straddles)) return given;
  if (given === 'center') return pos + size <= room / 2 ? from : to;
  // A layer that spans its parent, or bleeds past its edges by no more than `bleed` in all (a
  // picture a pixel wider than the screen), takes the parent's size.
  if (stretch && Math.min(pos, 0) + Math.min(after, 0) >= -bleed) return both;
  // Centred with room on both sides: a layer that spans its parent is at its start.
  if (near(pos + size / 2, room / 2, CENTRED) && pos > CENTRED) return 'center';
  if (near(after, 0, 0.01) && pos > 0.01) return to;
  return from;
}

/** Children of a frame that stays a Box: each aligned by its constraint, or by its geometry where the constraint is the default. */
function alignInBox<T extends Flowable>(node: T): T {
  const parent = { width: node.style.box.width, height: node.style.box.height };
  const boxes = node.children.map(covered);
  // Whether a layer has another to its left on its line (see `FAR_MARGIN`).
  const alone = (i: number): boolean => {
    const b = boxes[i] as Box;
    return !boxes.some(
      (o, j) =>
        j !== i &&
        Math.min(o.y + o.height, b.y + b.height) - Math.max(o.y, b.y) > OVERLAP &&
        o.x + o.width <= b.x + OVERLAP,
    );
  };
  const children = node.children.map((c, i) =>
    alignAcross(alignAcross(c, parent, 'column', true, alone(i)), parent, 'row', true),
  );
  return { ...node, children } as T;
}

/**
 * Pass: frames and groups drawn without auto layout become rows and columns
 * wherever their layers follow one another, in reading order (top to
 * bottom, then left to right), cut recursively: a screen is a Column of
 * bands, a band of several layers a Row of them, and so on down (an XY cut).
 * Spacing, Spacers for larger gaps and padding come from the geometry; across
 * the flow each child is aligned on its own (start, centre, end or stretched)
 * from its constraint, or from where it sits when the constraint is Figma's
 * default. Layers that overlap on both axes stay in a Box, aligned the same
 * way, so only what the design fixes is a number. A full-size rectangle at
 * the bottom becomes the frame's own background. Placement is exact (a
 * centred layer moves by at most half a dp, an overlapping one by at most
 * `OVERLAP`), so no warning is needed.
 */
export function inferLayout(root: IrNode): IrNode {
  return mapTree(root, (node) => {
    // Instances too: they must infer exactly what their component's body does.
    if (
      (node.kind !== 'container' && node.kind !== 'instance') ||
      node.layout ||
      (node.kind === 'container' && node.scroll) ||
      node.children.length === 0
    )
      return node;
    const background = node.children.length >= 2 ? backgroundLayer(node) : undefined;
    // Children keep their designed size; in a flow they are placed, not constrained.
    const content = (background ? node.children.slice(1) : node.children).map(designedSize);
    const own = withBackground(node, background, content);
    // A layer a component property shows or swaps must keep its own place whatever the others do.
    if (content.some((c) => c.refs.visible || c.refs.swap || c.hidden)) return alignInBox(own);
    // Constraints say where layers go when their frame is resized: the screen (the device's size) on both axes, a frame on an axis it fills or hugs along.
    const strict =
      node.id === root.id
        ? { row: true, column: true }
        : { row: node.style.width !== 'fixed', column: node.style.height !== 'fixed' };
    // A frame of fixed width whose layers were pushed apart to its two ends (a status bar's time
    // and icons) keeps them there on a narrower or wider parent: as a row, its widest gap gives
    // way (at its own width the picture is the same).
    return layOut(
      own,
      'column',
      node.style.width === 'fixed' && pushedApart(content, node),
      strict,
    );
  });
}

/** Two layers at least this share of their frame's width apart were pushed apart to its ends. */
const PUSHED_APART = 0.25;

/** Whether some gap across the frame between its layers, side by side, is at least `PUSHED_APART` of its width. */
const pushedApart = (content: IrNode[], node: Flowable): boolean =>
  sideGaps(content.map(covered)).some((g) => g >= PUSHED_APART * node.style.box.width);

/**
 * A frame with layers over all the rest (a scrim under a sheet, a full-size
 * overlay): a Box of what lies between them, bottom to top, each part laid
 * out on its own as a frame of the whole size, and the covering layers
 * stretched over the frame.
 */
function stack(node: Flowable, overlays: number[]): Flowable {
  const parts: IrNode[] = [];
  let from = 0;
  const whole = (n: IrNode): IrNode =>
    ({
      ...n,
      style: { ...n.style, constraints: { horizontal: 'left-right', vertical: 'top-bottom' } },
    }) as IrNode;
  const part = (layers: IrNode[]): void => {
    if (layers.length === 0) return;
    if (layers.length === 1) {
      parts.push(layers[0] as IrNode);
      return;
    }
    const box: ContainerNode = {
      id: `${node.id}~layer${parts.length + 1}`,
      name: `Layer ${parts.length + 1}`,
      synthetic: true,
      kind: 'container',
      figmaType: 'GROUP',
      refs: {},
      hidden: false,
      children: layers,
      style: plainStyle(
        { x: 0, y: 0, width: node.style.box.width, height: node.style.box.height },
        'fixed',
        'fixed',
      ),
    };
    parts.push(whole(layOut(box, 'column', false)));
  };
  for (const i of overlays) {
    part(node.children.slice(from, i));
    parts.push(whole(node.children[i] as IrNode));
    from = i + 1;
  }
  part(node.children.slice(from));
  return alignInBox({ ...node, layout: undefined, children: parts });
}

/** True when a layer covers its whole frame (within the tolerance) without being turned. */
function coversFrame(layer: IrNode, frame: Flowable): boolean {
  const b = layer.style.box;
  const f = frame.style.box;
  return (
    layer.style.rotation === 0 &&
    near(b.x, 0) &&
    near(b.y, 0) &&
    near(b.width, f.width) &&
    near(b.height, f.height)
  );
}

/** Per axis of a cut: whether the frame's layers must keep what their constraints anchor along it (see `arrange`). */
type Strict = Record<Axis, boolean>;

const designedSize = (c: IrNode): IrNode =>
  c.style.width === 'fill' || c.style.height === 'fill'
    ? ({
        ...c,
        style: {
          ...c.style,
          width: c.style.width === 'fill' ? 'fixed' : c.style.width,
          height: c.style.height === 'fill' ? 'fixed' : c.style.height,
        },
      } as IrNode)
    : c;

/** The frame with `content` as its children and its background layer, if any, taken as its own paint (see `backgroundLayer`). */
function withBackground(
  node: Flowable,
  background: IrNode | undefined,
  content: IrNode[],
): Flowable {
  if (!background) return { ...node, children: content } as Flowable;
  const style = {
    ...node.style,
    fills: background.style.fills,
    stroke: background.style.stroke,
    corners: background.style.corners,
    effects: background.style.effects,
    ellipse: background.style.ellipse,
  };
  const covers = [
    ...(node.covers ?? []),
    { id: background.id, name: background.name },
    ...(background.covers ?? []),
  ];
  return { ...node, style, children: content, covers } as Flowable;
}

/**
 * The bottom layer when it is a plain rectangle covering the whole frame (the
 * usual way to paint a card without auto layout) and the frame paints
 * nothing itself: it becomes the frame's own background.
 */
function backgroundLayer(node: Flowable): IrNode | undefined {
  const first = node.children[0];
  if (
    !first ||
    first.kind !== 'shape' ||
    first.figmaType !== 'RECTANGLE' ||
    first.hidden ||
    first.refs.visible
  )
    return undefined;
  const s = node.style;
  if (s.fills.length > 0 || s.stroke || s.effects.length > 0) return undefined;
  const b = first.style.box;
  if (
    !near(b.x, 0) ||
    !near(b.y, 0) ||
    !near(b.width, s.box.width) ||
    !near(b.height, s.box.height)
  )
    return undefined;
  if (
    first.style.opacity !== 1 ||
    first.style.rotation !== 0 ||
    (first.style.blendMode !== 'PASS_THROUGH' && first.style.blendMode !== 'NORMAL')
  )
    return undefined;
  if (first.style.fills.some((f) => f.kind === 'image')) return undefined;
  return first;
}
