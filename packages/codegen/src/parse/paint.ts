import type { ColorStop, Effect, Fill, Rgba, Stroke } from './ir.ts';
import { arr, bool, isObject, num, obj, str } from './json.ts';
import type { ParseContext } from './context.ts';

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

export function readColor(value: unknown, opacity = 1): Rgba {
  const c = obj(value) ?? {};
  return {
    r: clamp01(num(c.r, 0)),
    g: clamp01(num(c.g, 0)),
    b: clamp01(num(c.b, 0)),
    a: clamp01(num(c.a, 1) * opacity),
  };
}

function readStops(
  value: unknown,
  opacity: number,
  node: { id: string; name: string },
  ctx: ParseContext,
): ColorStop[] {
  return arr(value)
    .filter(isObject)
    .map((s) => {
      const stop: ColorStop = {
        position: clamp01(num(s.position, 0)),
        color: readColor(s.color, opacity),
      };
      const alias = obj(obj(s.boundVariables)?.color);
      const variable = ctx.variable(
        node,
        alias?.type === 'VARIABLE_ALIAS' ? str(alias.id) || undefined : undefined,
      );
      if (variable) stop.variable = variable;
      return stop;
    })
    .sort((a, b) => a.position - b.position);
}

function point(value: unknown, fx: number, fy: number): { x: number; y: number } {
  const p = obj(value) ?? {};
  return { x: num(p.x, fx), y: num(p.y, fy) };
}

const scaleModes = { FILL: 'fill', FIT: 'fit', TILE: 'tile', STRETCH: 'stretch' } as const;

/**
 * Reads a Figma paint list. Invisible paints are dropped (Figma does not draw
 * them either); blend modes other than normal are reported.
 */
export function readFills(
  value: unknown,
  node: { id: string; name: string },
  ctx: ParseContext,
  styleName?: string,
  variables?: (string | undefined)[],
): Fill[] {
  const fills: Fill[] = [];
  arr(value).forEach((raw, index) => {
    const p = obj(raw);
    if (!p || !bool(p.visible, true)) return;
    const opacity = clamp01(num(p.opacity, 1));
    const blend = str(p.blendMode, 'NORMAL');
    if (blend !== 'NORMAL' && blend !== 'PASS_THROUGH') {
      ctx.warnings.add(node, 'blend-mode', ctx.words.paintBlendMode(blend));
    }
    const type = str(p.type);
    if (type === 'SOLID') {
      const fill: Fill = { kind: 'solid', color: readColor(p.color, opacity) };
      if (styleName) fill.styleName = styleName;
      const variable = variables?.[index];
      if (variable) fill.variable = variable;
      fills.push(fill);
    } else if (type.startsWith('GRADIENT_')) {
      const handles = arr(p.gradientHandlePositions);
      const kind = (
        {
          GRADIENT_LINEAR: 'linear',
          GRADIENT_RADIAL: 'radial',
          GRADIENT_ANGULAR: 'angular',
          GRADIENT_DIAMOND: 'diamond',
        } as const
      )[type as 'GRADIENT_LINEAR'];
      if (!kind) {
        ctx.warnings.add(node, 'unsupported-node', `Paint type ${type} is not supported; skipped.`);
        return;
      }
      const stops = readStops(p.gradientStops, opacity, node, ctx);
      if (stops.length === 0) return;
      fills.push({
        kind,
        stops,
        opacity,
        geometry: {
          start: point(handles[0], 0.5, 0),
          end: point(handles[1], 0.5, 1),
          side: point(handles[2], 0, 0),
        },
      });
    } else if (type === 'IMAGE') {
      const mode = scaleModes[str(p.scaleMode, 'FILL') as keyof typeof scaleModes] ?? 'fill';
      fills.push({ kind: 'image', imageRef: str(p.imageRef), scaleMode: mode, opacity });
    } else {
      ctx.warnings.add(
        node,
        'unsupported-node',
        `Paint type ${type || 'unknown'} is not supported; skipped.`,
      );
    }
  });
  return fills;
}

export function readStroke(
  raw: Record<string, unknown>,
  node: { id: string; name: string },
  ctx: ParseContext,
): Stroke | undefined {
  // No paint, no stroke (most layers): nothing to read or report.
  if (arr(raw.strokes).length === 0) return undefined;
  const fills = readFills(
    raw.strokes,
    node,
    ctx,
    ctx.styleName(raw, 'stroke'),
    ctx.paintVariables(raw, 'strokes', raw.strokes),
  );
  const weight = Math.max(0, num(raw.strokeWeight, 1));
  const individual = obj(raw.individualStrokeWeights);
  const sides = individual
    ? {
        top: Math.max(0, num(individual.top, weight)),
        right: Math.max(0, num(individual.right, weight)),
        bottom: Math.max(0, num(individual.bottom, weight)),
        left: Math.max(0, num(individual.left, weight)),
      }
    : undefined;
  if (fills.length === 0 || (weight === 0 && !sides)) return undefined;
  const align =
    ({ INSIDE: 'inside', CENTER: 'center', OUTSIDE: 'outside' } as const)[
      str(raw.strokeAlign, 'INSIDE') as 'INSIDE'
    ] ?? 'inside';
  const dashes = arr(raw.strokeDashes).filter((d): d is number => typeof d === 'number' && d > 0);
  return { fills, weight, sides, align, dashes };
}

export function readEffects(
  value: unknown,
  node: { id: string; name: string },
  ctx: ParseContext,
): Effect[] {
  const effects: Effect[] = [];
  for (const raw of arr(value)) {
    const e = obj(raw);
    if (!e || !bool(e.visible, true)) continue;
    const type = str(e.type);
    const radius = Math.max(0, num(e.radius, 0));
    if (type === 'DROP_SHADOW' || type === 'INNER_SHADOW') {
      const offset = obj(e.offset) ?? {};
      effects.push({
        kind: type === 'DROP_SHADOW' ? 'drop-shadow' : 'inner-shadow',
        color: readColor(e.color),
        offsetX: num(offset.x, 0),
        offsetY: num(offset.y, 0),
        radius,
        spread: num(e.spread, 0),
      });
      const blend = str(e.blendMode, 'NORMAL');
      if (blend !== 'NORMAL' && blend !== 'PASS_THROUGH') {
        ctx.warnings.add(
          node,
          'blend-mode',
          `Shadow blend mode ${blend} is not supported; drawn as normal.`,
        );
      }
    } else if (type === 'LAYER_BLUR' || type === 'BACKGROUND_BLUR') {
      effects.push({ kind: type === 'LAYER_BLUR' ? 'layer-blur' : 'background-blur', radius });
    } else {
      ctx.warnings.add(
        node,
        'unsupported-node',
        `Effect ${type || 'unknown'} is not supported; skipped.`,
      );
    }
  }
  return effects;
}
