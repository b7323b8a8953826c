import type { Corners, ShapeNode } from '../parse/ir.ts';

const r3 = (v: number): number => Math.round(v * 1000) / 1000;

/** SVG path of a rectangle with Figma's corner radii (top-left, top-right, bottom-right, bottom-left), clamped as Figma draws them. */
export function rectPath(x: number, y: number, w: number, h: number, corners: Corners): string {
  const limit = Math.min(w, h) / 2;
  const [tl, tr, br, bl] = corners.map((c) => r3(Math.max(0, Math.min(c, limit))));
  const arc = (r: number, ex: number, ey: number): string =>
    r > 0 ? `A${r} ${r} 0 0 1 ${r3(ex)} ${r3(ey)}` : '';
  return [
    `M${r3(x + (tl as number))} ${r3(y)}`,
    `H${r3(x + w - (tr as number))}`,
    arc(tr as number, x + w, y + (tr as number)),
    `V${r3(y + h - (br as number))}`,
    arc(br as number, x + w - (br as number), y + h),
    `H${r3(x + (bl as number))}`,
    arc(bl as number, x, y + h - (bl as number)),
    `V${r3(y + (tl as number))}`,
    arc(tl as number, x + (tl as number), y),
    'Z',
  ].join('');
}

/** SVG path of the ellipse inscribed in a box; `clockwise` runs it the other way (a hole under the nonzero rule). */
export function ellipsePath(x: number, y: number, w: number, h: number, clockwise = false): string {
  const rx = r3(w / 2);
  const ry = r3(h / 2);
  const turn = clockwise ? 1 : 0;
  return `M${r3(x)} ${r3(y + h / 2)}A${rx} ${ry} 0 1 ${turn} ${r3(x + w)} ${r3(y + h / 2)}A${rx} ${ry} 0 1 ${turn} ${r3(x)} ${r3(y + h / 2)}Z`;
}

/**
 * SVG path of the ellipse inscribed in a box drawn as an arc (`NodeStyle.arc`): the sector from
 * `start` through `sweep` degrees, clockwise from the x axis, less the ellipse `inner` times as
 * large; a full turn with a hole is a ring (drawn with the nonzero rule: the hole runs the other way).
 */
export function arcPath(
  x: number,
  y: number,
  w: number,
  h: number,
  arc: { start: number; sweep: number; inner: number },
): string {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const at = (k: number, deg: number): string => {
    const a = (deg * Math.PI) / 180;
    return `${r3(cx + (k * w * Math.cos(a)) / 2)} ${r3(cy + (k * h * Math.sin(a)) / 2)}`;
  };
  const { start, sweep, inner } = arc;
  if (Math.abs(sweep) >= 360) {
    const [iw, ih] = [inner * w, inner * h];
    const hole = inner > 0 ? ellipsePath(cx - iw / 2, cy - ih / 2, iw, ih, true) : '';
    return ellipsePath(x, y, w, h) + hole;
  }
  const end = start + sweep;
  const large = Math.abs(sweep) > 180 ? 1 : 0;
  const cw = sweep > 0 ? 1 : 0;
  const outer = `M${at(1, start)}A${r3(w / 2)} ${r3(h / 2)} 0 ${large} ${cw} ${at(1, end)}`;
  const back =
    inner > 0
      ? `L${at(inner, end)}A${r3((inner * w) / 2)} ${r3((inner * h) / 2)} 0 ${large} ${1 - cw} ${at(inner, start)}`
      : `L${r3(cx)} ${r3(cy)}`;
  return `${outer}${back}Z`;
}

const outline = (node: ShapeNode, grow: number): string | undefined => {
  const { width, height } = node.style.box;
  const w = width + 2 * grow;
  const h = height + 2 * grow;
  if (w <= 0.001 || h <= 0.001) return undefined;
  if (node.style.ellipse && node.style.arc) return arcPath(-grow, -grow, w, h, node.style.arc);
  if (node.style.ellipse) return ellipsePath(-grow, -grow, w, h);
  return rectPath(
    -grow,
    -grow,
    w,
    h,
    node.style.corners.map((c) => (c > 0 ? Math.max(0, c + grow) : 0)) as Corners,
  );
};

/** True for a stroke `shapeGeometry` can outline exactly: one weight, and dashes only on a rectangle with square corners. */
export function outlinable(node: ShapeNode): boolean {
  const stroke = node.style.stroke;
  if (!stroke) return true;
  if (stroke.sides) return false;
  if (stroke.dashes.length === 0) return true;
  return (
    node.figmaType === 'RECTANGLE' &&
    !node.style.ellipse &&
    node.style.corners.every((c) => c === 0) &&
    stroke.dashes.some((d) => d > 0)
  );
}

/**
 * The dashes of a rectangle's stroke as filled pieces: the pattern runs
 * clockwise from the top-left corner along the stroke's centre line; a dash
 * that turns a corner gets the corner's square (a miter join, Figma's default).
 */
function dashedRectangle(
  w: number,
  h: number,
  weight: number,
  inset: number,
  dashes: number[],
): string {
  const x0 = inset;
  const y0 = inset;
  const x1 = w - inset;
  const y1 = h - inset;
  const edges = [
    { len: x1 - x0, at: (t: number) => [x0 + t, y0] },
    { len: y1 - y0, at: (t: number) => [x1, y0 + t] },
    { len: x1 - x0, at: (t: number) => [x1 - t, y1] },
    { len: y1 - y0, at: (t: number) => [x0, y1 - t] },
  ];
  const perimeter = edges.reduce((n, e) => n + Math.max(0, e.len), 0);
  const pattern = dashes.length % 2 === 0 ? dashes : [...dashes, ...dashes];
  const half = weight / 2;
  const pieces: string[] = [];
  const piece = (ax: number, ay: number, bx: number, by: number): void => {
    const left = Math.min(ax, bx) - (ay === by ? 0 : half);
    const top = Math.min(ay, by) - (ax === bx ? 0 : half);
    const width = Math.abs(bx - ax) + (ay === by ? 0 : weight);
    const height = Math.abs(by - ay) + (ax === bx ? 0 : weight);
    if (width > 0.001 && height > 0.001)
      pieces.push(rectPath(left, top, width, height, [0, 0, 0, 0]));
  };
  const corners = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  let pos = 0;
  let i = 0;
  // Bounded: a pattern of tiny dashes on a huge frame stops at 10,000 pieces.
  while (pos < perimeter - 0.001 && pieces.length < 10000 && i < 100000) {
    const length = pattern[i % pattern.length] as number;
    const on = i % 2 === 0;
    const start = pos;
    const end = Math.min(perimeter, pos + length);
    if (on && end > start) {
      let offset = 0;
      edges.forEach((edge, k) => {
        const a = Math.max(start, offset);
        const b = Math.min(end, offset + edge.len);
        if (b > a) {
          const [ax, ay] = edge.at(a - offset) as [number, number];
          const [bx, by] = edge.at(b - offset) as [number, number];
          piece(ax, ay, bx, by);
        }
        // The dash covers this edge's starting corner: square it off.
        if (start <= offset + 0.001 && end >= offset - 0.001 && (offset > 0 || start < 0.001)) {
          const [cx, cy] = corners[k] as [number, number];
          pieces.push(rectPath(cx - half, cy - half, weight, weight, [0, 0, 0, 0]));
        }
        offset += edge.len;
      });
    }
    pos = start + length;
    i++;
  }
  return pieces.join('');
}

/**
 * A plain shape (rectangle, ellipse, line) as path geometry in its own box,
 * the way Figma's `fillGeometry`/`strokeGeometry` describe it: the fill's
 * outline, and the stroke's ring placed inside, centred on or outside the
 * edge (a line's stroke is a bar of the stroke's weight along it).
 */
export function shapeGeometry(
  node: ShapeNode,
): { path: string; windingRule: 'nonzero' | 'evenodd'; paint: 'fill' | 'stroke' }[] {
  const out: { path: string; windingRule: 'nonzero' | 'evenodd'; paint: 'fill' | 'stroke' }[] = [];
  const stroke = node.style.stroke;
  const weight = stroke && stroke.fills.length > 0 ? stroke.weight : 0;
  if (node.figmaType === 'LINE') {
    if (weight > 0)
      out.push({
        path: rectPath(0, -weight / 2, node.style.box.width, weight, [0, 0, 0, 0]),
        windingRule: 'nonzero',
        paint: 'stroke',
      });
    return out;
  }
  const fill = outline(node, 0);
  if (fill && node.style.fills.length > 0)
    out.push({ path: fill, windingRule: 'nonzero', paint: 'fill' });
  if (weight > 0 && stroke && stroke.dashes.length > 0) {
    // The centre line of the stroke sits inside the edge by half the weight (inside), on it (centre) or outside it.
    const inset =
      stroke.align === 'inside' ? weight / 2 : stroke.align === 'outside' ? -weight / 2 : 0;
    const dashed = dashedRectangle(
      node.style.box.width,
      node.style.box.height,
      weight,
      inset,
      stroke.dashes,
    );
    if (dashed) out.push({ path: dashed, windingRule: 'nonzero', paint: 'stroke' });
    return out;
  }
  if (weight > 0 && stroke) {
    const outside =
      stroke.align === 'outside' ? weight : stroke.align === 'center' ? weight / 2 : 0;
    const outer = outline(node, outside);
    const inner = outline(node, outside - weight);
    if (outer)
      out.push({
        path: inner ? `${outer}${inner}` : outer,
        windingRule: 'evenodd',
        paint: 'stroke',
      });
  }
  return out;
}
