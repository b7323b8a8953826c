import type { Box, NodeStyle } from '../../parse/ir.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { call, dp, float, fmt, type Arg } from './kotlin.ts';

export interface Placement {
  modifiers: string[];
  /** The axis size is already decided by the placement (stretch or scale). */
  widthDone: boolean;
  heightDone: boolean;
  /** The room the parent leaves the child once placed (its box less the padding that places it), and where in it the child is anchored. */
  room?: Room | undefined;
}

/** Room for a child across each axis (undefined: not bounded by the design) and its anchor: -1 start, 0 centre, 1 end. */
export interface Room {
  width?: number | undefined;
  height?: number | undefined;
  h: -1 | 0 | 1;
  v: -1 | 0 | 1;
}

const named: Record<string, string> = {
  '-1,-1': 'TopStart',
  '0,-1': 'TopCenter',
  '1,-1': 'TopEnd',
  '-1,0': 'CenterStart',
  '0,0': 'Center',
  '1,0': 'CenterEnd',
  '-1,1': 'BottomStart',
  '0,1': 'BottomCenter',
  '1,1': 'BottomEnd',
};

interface Axis {
  bias: number;
  before: number;
  after: number;
  offset: number;
  fill?: string | undefined;
}

function axis(kind: string, pos: number, size: number, parent: number): Axis {
  const after = parent - pos - size;
  switch (kind) {
    case 'right':
    case 'bottom':
      return { bias: 1, before: 0, after, offset: 0 };
    case 'center':
      return { bias: 0, before: 0, after: 0, offset: pos + size / 2 - parent / 2 };
    case 'left-right':
    case 'top-bottom':
      return { bias: -1, before: pos, after, offset: 0, fill: '1' };
    // 'scale' too: the designed position and size in dp, not fractions of the parent.
    default:
      return { bias: -1, before: pos, after: 0, offset: 0 };
  }
}

/**
 * Where a child of a Box goes (called in a BoxScope), from its Figma constraints: alignment first,
 * padding for the distance to the anchored edge, an offset only for what
 * neither can express (centred children off centre, children outside the box).
 */
export function boxPlacement(
  file: FileContext,
  style: NodeStyle,
  parent: Box,
  parentSizing: Pick<NodeStyle, 'width' | 'height'> = { width: 'fixed', height: 'fixed' },
): Placement {
  // A layer centred by its constraint but lying well to one side is placed from that side, as in
  // a flow (see `nearerEdge`): centred with an offset, a narrower phone pushed it past the edge.
  const h = axis(
    nearerEdge(style.constraints.horizontal, style.box.x, style.box.width, parent.width),
    style.box.x,
    style.box.width,
    parent.width,
  );
  const v = axis(style.constraints.vertical, style.box.y, style.box.height, parent.height);
  const modifiers: string[] = [];
  const key = `${h.bias},${v.bias}`;
  const name = named[key];
  if (name !== 'TopStart') {
    file.use(`${pkg.ui}.Alignment`);
    if (name) modifiers.push(`align(Alignment.${name})`);
    else {
      file.use(`${pkg.ui}.BiasAlignment`);
      modifiers.push(
        `align(BiasAlignment(horizontalBias = ${float(h.bias)}, verticalBias = ${float(v.bias)}))`,
      );
    }
  }
  let offX = h.offset;
  let offY = v.offset;
  const pad = { start: h.before, end: h.after, top: v.before, bottom: v.after };
  // Padding cannot be negative: what lies outside the parent moves by offset.
  if (pad.start < 0) [offX, pad.start] = [offX + pad.start, 0];
  if (pad.end < 0) [offX, pad.end] = [offX - pad.end, 0];
  if (pad.top < 0) [offY, pad.top] = [offY + pad.top, 0];
  if (pad.bottom < 0) [offY, pad.bottom] = [offY - pad.bottom, 0];
  const padArgs: Arg[] = [];
  for (const side of ['start', 'top', 'end', 'bottom'] as const) {
    if (fmt(pad[side]) !== '0') padArgs.push({ name: side, value: dp(pad[side]) });
  }
  if (padArgs.length > 0) {
    file.use(`${pkg.layout}.padding`, `${pkg.unit}.dp`);
    modifiers.push(call('padding', padArgs));
  }
  if (fmt(offX) !== '0' || fmt(offY) !== '0') {
    file.use(`${pkg.layout}.offset`, `${pkg.unit}.dp`);
    const args: Arg[] = [];
    if (fmt(offX) !== '0') args.push({ name: 'x', value: dp(offX) });
    if (fmt(offY) !== '0') args.push({ name: 'y', value: dp(offY) });
    modifiers.push(call('offset', args));
  }
  const room: Room = {
    width: parentSizing.width === 'hug' ? undefined : parent.width - pad.start - pad.end,
    height: parentSizing.height === 'hug' ? undefined : parent.height - pad.top - pad.bottom,
    h: h.bias as Room['h'],
    v: v.bias as Room['v'],
  };
  if (h.fill === '1' && v.fill === '1') {
    // Stretched on both axes: the Box's own size, measured after its other children. A Box that
    // hugs them gets its size from them (fillMaxSize would take all the room its parent offers,
    // or nothing inside a scroll, as a layer behind a hugging frame's content).
    modifiers.push('matchParentSize()');
    return { modifiers, widthDone: true, heightDone: true, room };
  }
  if (h.fill) {
    file.use(`${pkg.layout}.fillMaxWidth`);
    modifiers.push(h.fill === '1' ? 'fillMaxWidth()' : `fillMaxWidth(${float(Number(h.fill))})`);
  }
  if (v.fill) {
    file.use(`${pkg.layout}.fillMaxHeight`);
    modifiers.push(v.fill === '1' ? 'fillMaxHeight()' : `fillMaxHeight(${float(Number(v.fill))})`);
  }
  return { modifiers, widthDone: Boolean(h.fill), heightDone: Boolean(v.fill), room };
}

/**
 * The constraint a flow's child is placed by. A child centred by its constraint but lying well to
 * one side (a heading at the left margin of a frame whose layers are all "centre") is placed from
 * that side: `align(CenterHorizontally).offset(x = -35.dp)` keeps the design's picture at its own
 * width only, and on a narrower phone pushes the child past the edge, where start padding keeps
 * it at its margin. Centred means off the centre by at most a quarter of the room on its sides.
 */
function nearerEdge(
  constraint: NodeStyle['constraints']['horizontal'] | NodeStyle['constraints']['vertical'],
  pos: number,
  size: number,
  room: number,
): NodeStyle['constraints']['horizontal'] | NodeStyle['constraints']['vertical'] {
  if (constraint !== 'center' || pos < 0 || pos + size > room) return constraint;
  const off = pos + size / 2 - room / 2;
  const slack = (room - size) / 2;
  if (Math.abs(off) <= Math.max(4, slack / 4)) return constraint;
  return off < 0 ? 'left' : 'right';
}

/** A flow whose children are aligned one by one across its axis (`crossAlign: 'each'`): its size and padding. */
export interface EachAligned {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

/**
 * Where a child of a Row or Column sits across the flow when each child is
 * aligned on its own: `align` for centre and end (with the padding to the
 * end it keeps), start padding for start, and padding on both sides with
 * `fillMaxWidth`/`fillMaxHeight` for a stretched child. An offset only for a
 * child its constraint centres off the centre.
 */
export function flowPlacement(
  file: FileContext,
  style: NodeStyle,
  direction: 'row' | 'column',
  parent: EachAligned,
): Placement {
  const column = direction === 'column';
  const room = column
    ? parent.width - parent.padding.left - parent.padding.right
    : parent.height - parent.padding.top - parent.padding.bottom;
  const pos = column ? style.box.x - parent.padding.left : style.box.y - parent.padding.top;
  const size = column ? style.box.width : style.box.height;
  const constraint = column ? style.constraints.horizontal : style.constraints.vertical;
  const after = room - pos - size;
  const [startSide, endSide] = column ? (['start', 'end'] as const) : (['top', 'bottom'] as const);
  const modifiers: string[] = [];
  const across = (space: number, anchor: -1 | 0 | 1): Room =>
    column ? { width: space, h: anchor, v: -1 } : { height: space, h: -1, v: anchor };
  const pad = (sides: Partial<Record<'start' | 'end' | 'top' | 'bottom', number>>): void => {
    const args: Arg[] = Object.entries(sides)
      .filter(([, v]) => fmt(v) !== '0')
      .map(([side, v]) => ({ name: side, value: dp(v) }));
    if (args.length === 0) return;
    file.use(`${pkg.layout}.padding`, `${pkg.unit}.dp`);
    modifiers.push(call('padding', args));
  };
  switch (nearerEdge(constraint, pos, size, room)) {
    case 'center': {
      file.use(`${pkg.ui}.Alignment`);
      modifiers.push(`align(Alignment.${column ? 'CenterHorizontally' : 'CenterVertically'})`);
      const off = pos + size / 2 - room / 2;
      if (fmt(off) !== '0') {
        file.use(`${pkg.layout}.offset`, `${pkg.unit}.dp`);
        modifiers.push(call('offset', [{ name: column ? 'x' : 'y', value: dp(off) }]));
      }
      return { modifiers, widthDone: false, heightDone: false, room: across(room, 0) };
    }
    case 'right':
    case 'bottom':
      file.use(`${pkg.ui}.Alignment`);
      modifiers.push(`align(Alignment.${column ? 'End' : 'Bottom'})`);
      pad({ [endSide]: Math.max(0, after) });
      return {
        modifiers,
        widthDone: false,
        heightDone: false,
        room: across(room - Math.max(0, after), 1),
      };
    case 'left-right':
    case 'top-bottom': {
      pad({ [startSide]: Math.max(0, pos), [endSide]: Math.max(0, after) });
      const fill = column ? 'fillMaxWidth' : 'fillMaxHeight';
      file.use(`${pkg.layout}.${fill}`);
      modifiers.push(`${fill}()`);
      return { modifiers, widthDone: column, heightDone: !column };
    }
    default:
      pad({ [startSide]: Math.max(0, pos) });
      return {
        modifiers,
        widthDone: false,
        heightDone: false,
        room: across(room - Math.max(0, pos), -1),
      };
  }
}

const horizontal = ['Start', 'CenterHorizontally', 'End'] as const;
const vertical = ['Top', 'CenterVertically', 'Bottom'] as const;

/**
 * A layer the design draws past its parent's edge (a text that runs on below a frame too short
 * for it, a picture larger than the frame) keeps its size: Compose would squeeze it into the
 * room its parent leaves, so it is measured unbounded on that axis and anchored where it is
 * placed, and the rest draws outside the parent as in the design (or is clipped where the
 * parent clips). Goes after the placement and before the size.
 */
export function overflowModifiers(
  file: FileContext,
  style: NodeStyle,
  done: { width: boolean; height: boolean },
  room: Room | undefined,
): string[] {
  if (!room) return [];
  const past = (size: number, mode: NodeStyle['width'], space: number | undefined): boolean =>
    mode !== 'fill' && space !== undefined && size > space + 0.5;
  // Or an instance of the component this layer is in draws it past the edge (see `spills`).
  const wide =
    !done.width &&
    (past(style.box.width, style.width, room.width) ||
      (Boolean(style.spills?.width) && room.width !== undefined));
  const tall =
    !done.height &&
    (past(style.box.height, style.height, room.height) ||
      (Boolean(style.spills?.height) && room.height !== undefined));
  if (!wide && !tall) return [];
  file.use(`${pkg.ui}.Alignment`);
  if (wide && tall) {
    file.use(`${pkg.layout}.wrapContentSize`);
    return [
      `wrapContentSize(Alignment.${named[`${room.h},${room.v}`] ?? 'TopStart'}, unbounded = true)`,
    ];
  }
  if (wide) {
    file.use(`${pkg.layout}.wrapContentWidth`);
    return [`wrapContentWidth(Alignment.${horizontal[room.h + 1]}, unbounded = true)`];
  }
  file.use(`${pkg.layout}.wrapContentHeight`);
  return [`wrapContentHeight(Alignment.${vertical[room.v + 1]}, unbounded = true)`];
}
