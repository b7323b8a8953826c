import type { Corners, ShapeNode } from '../parse/ir.ts';

const r3 = (v: number): number => Math.round(v * 1000) / 1000;

/** SVG path of a rectangle with Figma's corner radii (top-left, top-right, bottom-right, bottom-left), clamped as Figma draws them. */
export function rectPath(x: number, y: number, w: number, h: number, corners: Corners): string {
  const limit = Math.min(w, h) / 2;
  const [tl, tr, br, bl] = corners.map((c) => r3(Math.max(0, Math.min(c, limit))));
  const arc = (r: number, ex: number, ey: number): string => (r > 0 ? `A${r} ${r} 0 0 1 ${r3(ex)} ${r3(ey)}` : '');
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

/** SVG path of the ellipse inscribed in a box. */
export function ellipsePath(x: number, y: number, w: number, h: number): string {
  const rx = r3(w / 2);
  const ry = r3(h / 2);
  return `M${r3(x)} ${r3(y + h / 2)}A${rx} ${ry} 0 1 0 ${r3(x + w)} ${r3(y + h / 2)}A${rx} ${ry} 0 1 0 ${r3(x)} ${r3(y + h / 2)}Z`;
}

const outline = (node: ShapeNode, grow: number): string | undefined => {
  const { width, height } = node.style.box;
  const w = width + 2 * grow;
  const h = height + 2 * grow;
  if (w <= 0.001 || h <= 0.001) return undefined;
  if (node.style.ellipse) return ellipsePath(-grow, -grow, w, h);
  return rectPath(-grow, -grow, w, h, node.style.corners.map((c) => (c > 0 ? Math.max(0, c + grow) : 0)) as Corners);
};

/**
 * A plain shape (rectangle, ellipse, line) as path geometry in its own box,
 * the way Figma's `fillGeometry`/`strokeGeometry` describe it: the fill's
 * outline, and the stroke's ring placed inside, centred on or outside the
 * edge (a line's stroke is a bar of the stroke's weight along it).
 */
export function shapeGeometry(node: ShapeNode): { path: string; windingRule: 'nonzero' | 'evenodd'; paint: 'fill' | 'stroke' }[] {
  const out: { path: string; windingRule: 'nonzero' | 'evenodd'; paint: 'fill' | 'stroke' }[] = [];
  const stroke = node.style.stroke;
  const weight = stroke && stroke.fills.length > 0 ? stroke.weight : 0;
  if (node.figmaType === 'LINE') {
    if (weight > 0) out.push({ path: rectPath(0, -weight / 2, node.style.box.width, weight, [0, 0, 0, 0]), windingRule: 'nonzero', paint: 'stroke' });
    return out;
  }
  const fill = outline(node, 0);
  if (fill && node.style.fills.length > 0) out.push({ path: fill, windingRule: 'nonzero', paint: 'fill' });
  if (weight > 0 && stroke) {
    const outside = stroke.align === 'outside' ? weight : stroke.align === 'center' ? weight / 2 : 0;
    const outer = outline(node, outside);
    const inner = outline(node, outside - weight);
    if (outer) out.push({ path: inner ? `${outer}${inner}` : outer, windingRule: 'evenodd', paint: 'stroke' });
  }
  return out;
}
