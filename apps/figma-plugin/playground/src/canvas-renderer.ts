import type { RestNode, RestPaint } from './rest-document';
import { box, hex } from './svg';
import { imageColour } from './figma-stand-in';

/** The largest side a rendered PNG may have, so a huge frame cannot exhaust the page. */
const MAX_SIDE = 4096;

function paintStyle(paint: RestPaint | undefined): { style: string; alpha: number } | null {
  if (!paint || paint.visible === false) return null;
  const opacity = paint.opacity ?? 1;
  if (paint.type === 'SOLID' && paint.color)
    return { style: hex(paint.color), alpha: (paint.color.a ?? 1) * opacity };
  if (paint.type === 'IMAGE' && paint.imageRef)
    return { style: imageColour(paint.imageRef), alpha: opacity };
  const stop = paint.gradientStops?.[0];
  if (stop) return { style: hex(stop.color), alpha: (stop.color.a ?? 1) * opacity };
  return null;
}

function roundedRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  if (r > 0) ctx.roundRect(x, y, w, h, Math.min(r, w / 2, h / 2));
  else ctx.rect(x, y, w, h);
}

function drawText(ctx: CanvasRenderingContext2D, node: RestNode, x: number, y: number, w: number) {
  const paint = paintStyle(node.fills?.[0]) ?? { style: '#000000', alpha: 1 };
  const size = node.style?.fontSize ?? 14;
  const lineHeight = node.style?.lineHeightPx ?? size * 1.25;
  ctx.globalAlpha = paint.alpha;
  ctx.fillStyle = paint.style;
  ctx.font = `${node.style?.fontWeight ?? 400} ${size}px ${JSON.stringify(node.style?.fontFamily ?? 'sans-serif')}, system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  const align =
    node.style && 'textAlignHorizontal' in node.style
      ? String(node.style.textAlignHorizontal)
      : 'LEFT';
  ctx.textAlign = align === 'CENTER' ? 'center' : align === 'RIGHT' ? 'right' : 'left';
  const at = align === 'CENTER' ? x + w / 2 : align === 'RIGHT' ? x + w : x;
  (node.characters ?? '').split('\n').forEach((line, i) => {
    ctx.fillText(line, at, y + lineHeight * i + lineHeight / 2);
  });
}

function drawNode(ctx: CanvasRenderingContext2D, node: RestNode, ox: number, oy: number) {
  if (node.visible === false) return;
  const b = box(node);
  const x = b.x - ox;
  const y = b.y - oy;
  ctx.save();
  if (node.opacity !== undefined) ctx.globalAlpha *= Number(node.opacity);
  const base = ctx.globalAlpha;
  if (node.type === 'TEXT') {
    drawText(ctx, node, x, y, b.width);
    ctx.restore();
    return;
  }
  if (node.fillGeometry?.length || node.strokeGeometry?.length) {
    ctx.save();
    ctx.translate(x, y);
    const fill = paintStyle(node.fills?.find((p) => p.visible !== false));
    for (const p of fill ? (node.fillGeometry ?? []) : []) {
      ctx.globalAlpha = base * fill!.alpha;
      ctx.fillStyle = fill!.style;
      ctx.fill(new Path2D(p.path), p.windingRule === 'EVENODD' ? 'evenodd' : 'nonzero');
    }
    const stroke = paintStyle(node.strokes?.find((p) => p.visible !== false));
    for (const p of stroke ? (node.strokeGeometry ?? []) : []) {
      ctx.globalAlpha = base * stroke!.alpha;
      ctx.fillStyle = stroke!.style;
      ctx.fill(new Path2D(p.path), p.windingRule === 'EVENODD' ? 'evenodd' : 'nonzero');
    }
    ctx.restore();
  } else {
    const radius =
      node.type === 'ELLIPSE' ? Math.min(b.width, b.height) / 2 : Number(node.cornerRadius ?? 0);
    for (const paint of node.fills ?? []) {
      const fill = paintStyle(paint);
      if (!fill) continue;
      ctx.globalAlpha = base * fill.alpha;
      ctx.fillStyle = fill.style;
      roundedRect(ctx, x, y, b.width, b.height, radius);
      ctx.fill();
    }
    const stroke = paintStyle(node.strokes?.find((p) => p.visible !== false));
    const sides = node.individualStrokeWeights as
      { top: number; right: number; bottom: number; left: number } | undefined;
    if (stroke && sides) {
      // Per-side strokes (a divider on one edge), drawn inside the box.
      ctx.globalAlpha = base * stroke.alpha;
      ctx.fillStyle = stroke.style;
      ctx.fillRect(x, y, b.width, sides.top);
      ctx.fillRect(x, y + b.height - sides.bottom, b.width, sides.bottom);
      ctx.fillRect(x, y, sides.left, b.height);
      ctx.fillRect(x + b.width - sides.right, y, sides.right, b.height);
    } else if (stroke && (node.strokeWeight ?? 1) > 0) {
      ctx.globalAlpha = base * stroke.alpha;
      ctx.strokeStyle = stroke.style;
      ctx.lineWidth = node.strokeWeight ?? 1;
      roundedRect(ctx, x, y, b.width, b.height, radius);
      ctx.stroke();
    }
    if (node.clipsContent === true) {
      roundedRect(ctx, x, y, b.width, b.height, radius);
      ctx.clip();
    }
  }
  ctx.globalAlpha = base;
  for (const child of node.children ?? []) drawNode(ctx, child, ox, oy);
  ctx.restore();
}

async function canvasPng(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser could not encode the picture as PNG.');
  return new Uint8Array(await blob.arrayBuffer());
}

function sized(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const fit = Math.min(1, MAX_SIDE / Math.max(width, height, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * fit));
  canvas.height = Math.max(1, Math.round(height * fit));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser has no 2D canvas to draw the picture with.');
  ctx.scale(fit, fit);
  return [canvas, ctx];
}

/**
 * An approximation of Figma's renderer: boxes with their fills and strokes, vector paths,
 * and texts in the browser's fonts. Effects, gradients (drawn as their first colour),
 * image contents and text wrapping are not drawn.
 */
export async function renderPng(node: RestNode, scale: number): Promise<Uint8Array> {
  const b = box(node);
  const [canvas, ctx] = sized(b.width * scale, b.height * scale);
  ctx.scale(scale, scale);
  drawNode(ctx, node, b.x, b.y);
  return canvasPng(canvas);
}

export async function solidPng(width: number, height: number, color: string): Promise<Uint8Array> {
  const [canvas, ctx] = sized(width, height);
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
  return canvasPng(canvas);
}
