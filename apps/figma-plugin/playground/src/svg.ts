import type { RestColor, RestNode, RestPaint } from './rest-document';

/** The first visible solid paint of a list, as an SVG colour and opacity. */
export function solidPaint(
  paints: RestPaint[] | undefined,
): { color: string; opacity: number } | null {
  const paint = (paints ?? []).find((p) => p.visible !== false && p.type === 'SOLID' && p.color);
  if (!paint?.color) return null;
  return { color: hex(paint.color), opacity: (paint.color.a ?? 1) * (paint.opacity ?? 1) };
}

export function hex(color: RestColor): string {
  const part = (v: number) =>
    Math.round(Math.min(1, Math.max(0, v)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${part(color.r)}${part(color.g)}${part(color.b)}`;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function box(node: RestNode): { x: number; y: number; width: number; height: number } {
  const b = node.absoluteBoundingBox;
  const width = node.size?.x ?? b?.width ?? 0;
  const height = node.size?.y ?? b?.height ?? 0;
  return { x: b?.x ?? 0, y: b?.y ?? 0, width, height };
}

function fillAttrs(paint: { color: string; opacity: number } | null): string {
  if (!paint) return 'fill="none"';
  return paint.opacity < 1
    ? `fill="${paint.color}" fill-opacity="${+paint.opacity.toFixed(3)}"`
    : `fill="${paint.color}"`;
}

function shapesOf(node: RestNode, originX: number, originY: number): string[] {
  if (node.visible === false) return [];
  const b = box(node);
  const dx = +(b.x - originX).toFixed(3);
  const dy = +(b.y - originY).toFixed(3);
  const move = dx || dy ? ` transform="translate(${dx} ${dy})"` : '';
  const out: string[] = [];
  const fill = solidPaint(node.fills);
  const stroke = solidPaint(node.strokes);
  if (node.fillGeometry?.length || node.strokeGeometry?.length) {
    for (const p of node.fillGeometry ?? []) {
      out.push(
        `<path d="${escapeAttr(p.path)}" fill-rule="${p.windingRule === 'EVENODD' ? 'evenodd' : 'nonzero'}" ${fillAttrs(fill)}${move}/>`,
      );
    }
    // Figma's strokeGeometry is the stroke already outlined, so it is filled with the stroke colour.
    for (const p of node.strokeGeometry ?? []) {
      out.push(
        `<path d="${escapeAttr(p.path)}" fill-rule="${p.windingRule === 'EVENODD' ? 'evenodd' : 'nonzero'}" ${fillAttrs(stroke)}${move}/>`,
      );
    }
  } else if (fill || stroke) {
    const strokeAttrs = stroke
      ? ` stroke="${stroke.color}" stroke-width="${node.strokeWeight ?? 1}"`
      : '';
    if (node.type === 'ELLIPSE') {
      out.push(
        `<ellipse cx="${dx + b.width / 2}" cy="${dy + b.height / 2}" rx="${b.width / 2}" ry="${b.height / 2}" ${fillAttrs(fill)}${strokeAttrs}/>`,
      );
    } else {
      const r = node.cornerRadius ? ` rx="${node.cornerRadius}"` : '';
      out.push(
        `<rect x="${dx}" y="${dy}" width="${b.width}" height="${b.height}"${r} ${fillAttrs(fill)}${strokeAttrs}/>`,
      );
    }
  }
  for (const child of node.children ?? []) out.push(...shapesOf(child, originX, originY));
  return out;
}

/**
 * SVG_STRING: the node and its descendants as paths when the REST JSON carries their
 * geometry (`fillGeometry`/`strokeGeometry`, which Figma returns with `?geometry=paths`),
 * otherwise as a rectangle (an ellipse for ELLIPSE) of the node's size and first solid
 * colour. Gradients, images, effects and text glyphs are not drawn.
 */
export function svgString(node: RestNode): string {
  const b = box(node);
  const shapes = shapesOf(node, b.x, b.y);
  return (
    `<svg width="${b.width}" height="${b.height}" viewBox="0 0 ${b.width} ${b.height}" fill="none" xmlns="http://www.w3.org/2000/svg">` +
    shapes.join('') +
    '</svg>'
  );
}
