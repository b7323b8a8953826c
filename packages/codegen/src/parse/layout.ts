import type {
  AutoLayout,
  Box,
  HorizontalConstraint,
  SizingMode,
  VerticalConstraint,
} from './ir.ts';
import { arr, isObject, num, obj, optNum, str, type Json } from './json.ts';

export function readAutoLayout(raw: Json): AutoLayout | undefined {
  const mode = str(raw.layoutMode, 'NONE');
  if (mode === 'GRID') return readGridLine(raw);
  if (mode !== 'HORIZONTAL' && mode !== 'VERTICAL') return undefined;
  const main = str(raw.primaryAxisAlignItems, 'MIN');
  const cross = str(raw.counterAxisAlignItems, 'MIN');
  return {
    direction: mode === 'HORIZONTAL' ? 'row' : 'column',
    wrap: str(raw.layoutWrap) === 'WRAP',
    spacing: num(raw.itemSpacing, 0),
    counterSpacing: num(raw.counterAxisSpacing, num(raw.itemSpacing, 0)),
    padding: readPadding(raw),
    mainAlign:
      ({ MIN: 'start', CENTER: 'center', MAX: 'end', SPACE_BETWEEN: 'space-between' } as const)[
        main as 'MIN'
      ] ?? 'start',
    crossAlign:
      ({ MIN: 'start', CENTER: 'center', MAX: 'end', BASELINE: 'baseline' } as const)[
        cross as 'MIN'
      ] ?? 'start',
  };
}

/**
 * The room an auto-layout frame leaves around its children: its padding, and,
 * when strokes are included in layout (CSS's border-box), the width of an
 * inside stroke on each side as well, since the stroke then takes its room
 * from the children rather than overlapping them.
 */
function readPadding(raw: Json): AutoLayout['padding'] {
  const stroke = { top: 0, right: 0, bottom: 0, left: 0 };
  const visibleStroke = arr(raw.strokes).some((p) => isObject(p) && p.visible !== false);
  if (
    raw.strokesIncludedInLayout === true &&
    visibleStroke &&
    str(raw.strokeAlign, 'INSIDE') === 'INSIDE'
  ) {
    const each = obj(raw.individualStrokeWeights);
    const all = Math.max(0, num(raw.strokeWeight, 0));
    for (const side of ['top', 'right', 'bottom', 'left'] as const)
      stroke[side] = each ? Math.max(0, num(each[side], 0)) : all;
  }
  const [top, bottom] = wholePair(
    Math.max(0, num(raw.paddingTop, 0)) + stroke.top,
    Math.max(0, num(raw.paddingBottom, 0)) + stroke.bottom,
  );
  const [left, right] = wholePair(
    Math.max(0, num(raw.paddingLeft, 0)) + stroke.left,
    Math.max(0, num(raw.paddingRight, 0)) + stroke.right,
  );
  return { top, right, bottom, left };
}

/**
 * Two paddings across one axis on whole dp, as the frame's edges are (see snapAxis): the first
 * rounded, the second what is left of their rounded sum, so the room between them stays the
 * design's. A phone lays each padding out in whole pixels; 40.5 dp on both sides of a 19 dp
 * line in a 100 dp row would round to 41 each at a density of 1 and leave the line 18.
 */
function wholePair(first: number, second: number): [number, number] {
  const total = Math.round(first + second);
  const a = Math.min(total, Math.round(first));
  return [a, total - a];
}

/** Equal column tracks: `repeat(2,minmax(0,1fr))`, `repeat(3, 1fr)`, `1fr 1fr`. */
const equalTracks =
  /^\s*(repeat\(\s*\d+\s*,\s*(minmax\(\s*0\s*,\s*1fr\s*\)|1fr)\s*\)|(1fr\s*)+)\s*$/;

/**
 * A grid of one row or one column is a row or column: its cells in grid order,
 * the grid's gap between them, its padding around them. Cells that fill a row's
 * width share it equally, so the row's tracks must be equal (`1fr` each) unless
 * no cell fills. A grid with both rows and columns, a cell spanning tracks or
 * two cells in one track stays free positions (see the grid-layout warning).
 */
function readGridLine(raw: Json): AutoLayout | undefined {
  const columns = num(raw.gridColumnCount, 0);
  const rows = num(raw.gridRowCount, 0);
  if (columns < 1 || rows < 1 || (columns > 1 && rows > 1)) return undefined;
  const direction = rows === 1 ? 'row' : 'column';
  const cells = arr(raw.children).filter(
    (c): c is Json => isObject(c) && str(c.layoutPositioning) !== 'ABSOLUTE',
  );
  const taken = new Set<number>();
  for (const c of cells) {
    if (num(c.gridRowSpan, 1) !== 1 || num(c.gridColumnSpan, 1) !== 1) return undefined;
    const index = num(direction === 'row' ? c.gridColumnAnchorIndex : c.gridRowAnchorIndex, -1);
    if (index < 0 || taken.has(index)) return undefined;
    taken.add(index);
  }
  const fills = cells.some((c) => str(c.layoutSizingHorizontal) === 'FILL');
  if (direction === 'row' && fills && !equalTracks.test(str(raw.gridColumnsSizing)))
    return undefined;
  return {
    direction,
    wrap: false,
    spacing: num(direction === 'row' ? raw.gridColumnGap : raw.gridRowGap, 0),
    counterSpacing: 0,
    padding: readPadding(raw),
    mainAlign: 'start',
    crossAlign: 'start',
  };
}

/** A grid's cells in the order its tracks place them (a row or column's layers in flow order). */
export function gridOrder(raw: Json, children: unknown[]): unknown[] {
  const key = num(raw.gridRowCount, 0) === 1 ? 'gridColumnAnchorIndex' : 'gridRowAnchorIndex';
  return [...children].sort(
    (a, b) => (isObject(a) ? num(a[key], 0) : 0) - (isObject(b) ? num(b[key], 0) : 0),
  );
}

/**
 * One axis of a box with its edges on whole dp: each edge moves by at most half a dp, so the layer
 * stays within the 1 dp a design is judged by, and every offset and size derived from two snapped
 * edges (a child's place in its parent, a gap, a margin) is whole too, without errors adding up
 * through nesting. A hairline thinner than 1 dp keeps its exact thickness (snapping could make
 * it vanish).
 */
function snapAxis(start: number, length: number): [number, number] {
  const from = Math.round(start);
  if (length < 1) return [from, length];
  return [from, Math.round(start + length) - from];
}

/** The absolute box in the file's coordinates (dp), its edges snapped to whole dp (see snapAxis). */
export function readBounds(raw: Json): Box | undefined {
  const b = obj(raw.absoluteBoundingBox);
  if (!b) return undefined;
  const [x, width] = snapAxis(num(b.x, 0), Math.max(0, num(b.width, 0)));
  const [y, height] = snapAxis(num(b.y, 0), Math.max(0, num(b.height, 0)));
  return { x, y, width, height };
}

/** The linear part of a mirrored layer's relativeTransform (negative determinant), else undefined. */
export function readMirror(raw: Json): [number, number, number, number] | undefined {
  const t = raw.relativeTransform;
  if (!Array.isArray(t) || !Array.isArray(t[0]) || !Array.isArray(t[1])) return undefined;
  const [a, c] = [num(t[0][0], 1), num(t[0][1], 0)];
  const [b, d] = [num(t[1][0], 0), num(t[1][1], 1)];
  return a * d - b * c < 0 ? [a, b, c, d] : undefined;
}

/** Figma gives radians, counter-clockwise, in the REST API; the IR holds degrees clockwise, as screens turn. */
export function readRotation(raw: Json): number {
  const transform = raw.relativeTransform;
  if (Array.isArray(transform) && Array.isArray(transform[0]) && Array.isArray(transform[1])) {
    const a = num(transform[0][0], 1);
    const b = num(transform[1][0], 0);
    return roundAngle((Math.atan2(b, a) * 180) / Math.PI);
  }
  const r = num(raw.rotation, 0);
  return roundAngle((-r * 180) / Math.PI);
}

function roundAngle(deg: number): number {
  const r = Math.round(deg * 100) / 100;
  return Object.is(r, -0) ? 0 : r;
}

/**
 * Unrotated size: `size` when Figma sent it, otherwise solved from the rotated
 * bounding box. At 45 degrees that is ambiguous (every layer's box is square there): a layer is
 * taken as a square (a ring chart's arc), which turned covers the box Figma gives; a group or
 * frame keeps the box as it is.
 */
export function readSize(
  raw: Json,
  bounds: Box,
  rotation: number,
): { width: number; height: number } {
  const size = obj(raw.size);
  if (size)
    return {
      width: Math.max(0, num(size.x, bounds.width)),
      height: Math.max(0, num(size.y, bounds.height)),
    };
  if (rotation === 0) return { width: bounds.width, height: bounds.height };
  // The turned box as Figma gives it, not snapped to whole pixels: a turned layer's edges are not on them.
  const given = obj(raw.absoluteBoundingBox);
  if (given)
    bounds = {
      ...bounds,
      width: num(given.width, bounds.width),
      height: num(given.height, bounds.height),
    };
  const t = (rotation * Math.PI) / 180;
  const c = Math.abs(Math.cos(t));
  const s = Math.abs(Math.sin(t));
  const det = c * c - s * s;
  if (Math.abs(det) < 1e-3) {
    // A group or frame keeps its box: its layers are placed in it as Figma gives them.
    if (Array.isArray(raw.children) && raw.children.length > 0)
      return { width: bounds.width, height: bounds.height };
    const side = Math.max(bounds.width, bounds.height) / (c + s);
    return { width: side, height: side };
  }
  return {
    width: Math.max(0, (bounds.width * c - bounds.height * s) / det),
    height: Math.max(0, (bounds.height * c - bounds.width * s) / det),
  };
}

export function readConstraints(raw: Json): {
  horizontal: HorizontalConstraint;
  vertical: VerticalConstraint;
} {
  const c = obj(raw.constraints) ?? {};
  const horizontal =
    (
      {
        LEFT: 'left',
        RIGHT: 'right',
        CENTER: 'center',
        LEFT_RIGHT: 'left-right',
        SCALE: 'scale',
      } as const
    )[str(c.horizontal, 'LEFT') as 'LEFT'] ?? 'left';
  const vertical =
    (
      {
        TOP: 'top',
        BOTTOM: 'bottom',
        CENTER: 'center',
        TOP_BOTTOM: 'top-bottom',
        SCALE: 'scale',
      } as const
    )[str(c.vertical, 'TOP') as 'TOP'] ?? 'top';
  return { horizontal, vertical };
}

/** Fixed / hug / fill on both axes, from the modern fields or the legacy ones. */
export function readSizing(
  raw: Json,
  parentLayout: AutoLayout | undefined,
  ownLayout: AutoLayout | undefined,
): { width: SizingMode; height: SizingMode } {
  const modern = (v: unknown): SizingMode | undefined =>
    (({ FIXED: 'fixed', HUG: 'hug', FILL: 'fill' }) as const)[str(v) as 'FIXED'];
  let width = modern(raw.layoutSizingHorizontal);
  let height = modern(raw.layoutSizingVertical);
  if (!width || !height) {
    let w: SizingMode = 'fixed';
    let h: SizingMode = 'fixed';
    if (ownLayout) {
      const primaryHug = str(raw.primaryAxisSizingMode, 'AUTO') === 'AUTO';
      const counterHug = str(raw.counterAxisSizingMode, 'FIXED') === 'AUTO';
      if (ownLayout.direction === 'row') {
        w = primaryHug ? 'hug' : 'fixed';
        h = counterHug ? 'hug' : 'fixed';
      } else {
        h = primaryHug ? 'hug' : 'fixed';
        w = counterHug ? 'hug' : 'fixed';
      }
    }
    if (str(raw.type) === 'TEXT') {
      const resize = str(
        raw.style && obj(raw.style)?.textAutoResize,
        str(raw.textAutoResize, 'NONE'),
      );
      if (resize === 'WIDTH_AND_HEIGHT') {
        w = 'hug';
        h = 'hug';
      } else if (resize === 'HEIGHT') h = 'hug';
    }
    if (parentLayout && str(raw.layoutPositioning) !== 'ABSOLUTE') {
      const grows = num(raw.layoutGrow, 0) > 0;
      const stretches = str(raw.layoutAlign) === 'STRETCH';
      if (parentLayout.direction === 'row') {
        if (grows) w = 'fill';
        if (stretches) h = 'fill';
      } else {
        if (grows) h = 'fill';
        if (stretches) w = 'fill';
      }
    }
    width ??= w;
    height ??= h;
  }
  // Fill only means something inside an auto-layout parent.
  if (!parentLayout || str(raw.layoutPositioning) === 'ABSOLUTE') {
    if (width === 'fill') width = 'fixed';
    if (height === 'fill') height = 'fixed';
  }
  // A grid of one row whose row is a fixed track (`90px`) is that tall whatever its cells (a
  // column of one fixed column as wide): hugging it means its fixed size.
  if (ownLayout && str(raw.layoutMode) === 'GRID') {
    if (
      height === 'hug' &&
      num(raw.gridRowCount, 0) === 1 &&
      fixedTrack.test(str(raw.gridRowsSizing))
    )
      height = 'fixed';
    if (
      width === 'hug' &&
      num(raw.gridColumnCount, 0) === 1 &&
      fixedTrack.test(str(raw.gridColumnsSizing))
    )
      width = 'fixed';
  }
  return { width, height };
}

/** One track of a fixed length: `90px`. */
const fixedTrack = /^\s*\d+(\.\d+)?px\s*$/;

export function readMinMax(raw: Json): {
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
} {
  const out: { minWidth?: number; maxWidth?: number; minHeight?: number; maxHeight?: number } = {};
  for (const key of ['minWidth', 'maxWidth', 'minHeight', 'maxHeight'] as const) {
    const v = optNum(raw[key]);
    if (v !== undefined && v >= 0) out[key] = v;
  }
  return out;
}
