import type { IrNode, Stroke } from '../../parse/ir.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { colorExpr, colorLiteral } from './colour.ts';
import { call, dp, float, type Arg } from './kotlin.ts';

function strokePaint(
  file: FileContext,
  node: IrNode,
  stroke: Stroke,
  inDrawScope: boolean,
): { color?: string; brush?: string } | undefined {
  if (stroke.fills.length > 1)
    file.warn(
      node,
      'approximated',
      'Only the top stroke paint is drawn; Compose borders take one paint.',
    );
  const top = stroke.fills[stroke.fills.length - 1];
  if (!top) return undefined;
  // Theme colours are composable reads: a DrawScope lambda cannot make them, so it reads a local value.
  if (top.kind === 'solid') {
    const color = colorExpr(file, top.color, top);
    return { color: inDrawScope ? file.local(color, 'Color') : color };
  }
  if (top.kind === 'image') {
    file.warn(node, 'approximated', 'Image strokes are not supported; the stroke is skipped.');
    return undefined;
  }
  file.use(`${pkg.graphics}.Brush`);
  file.warn(
    node,
    'gradient',
    'Gradient stroke is drawn corner to corner (Compose border brushes do not follow Figma handles).',
  );
  const stops = top.stops
    .map(
      (st) =>
        `${float(st.position)} to ${st.variable ? colorExpr(file, st.color, st) : colorLiteral(file, st.color)}`,
    )
    .join(', ');
  return { brush: `Brush.linearGradient(${stops})` };
}

/**
 * Inside strokes map exactly to `border`; centre and outside strokes are drawn
 * inside too (reported); per-side weights and dashes are drawn behind the
 * content with a DrawScope.
 */
export function borderModifiers(
  file: FileContext,
  node: IrNode,
  shape: string | undefined,
): string[] {
  const stroke = node.style.stroke;
  if (!stroke) return [];
  const sides0 = stroke.sides;
  // Dashes, uneven sides and strokes centred or outside are drawn in a lambda, which cannot read the theme.
  const drawn =
    stroke.dashes.length > 0 ||
    stroke.align !== 'inside' ||
    Boolean(
      sides0 &&
      !(
        sides0.top === sides0.right &&
        sides0.right === sides0.bottom &&
        sides0.bottom === sides0.left
      ),
    );
  const paint = strokePaint(file, node, stroke, drawn);
  if (!paint) return [];
  if (stroke.align !== 'inside' && !paint.color) {
    file.warn(
      node,
      'approximated',
      `${stroke.align === 'center' ? 'Centre' : 'Outside'} gradient stroke is drawn inside the bounds (Compose borders are inside strokes).`,
    );
  }
  const sides = stroke.sides;
  const uneven =
    sides &&
    !(sides.top === sides.right && sides.right === sides.bottom && sides.bottom === sides.left);
  if (paint.brush && (uneven || stroke.dashes.length > 0)) {
    file.warn(
      node,
      'approximated',
      'Gradient per-side or dashed stroke is drawn as a solid gradient border.',
    );
  }
  if (paint.color && uneven && sides) {
    file.use(
      `${pkg.draw}.drawBehind`,
      `${pkg.ui}.geometry.Offset`,
      `${pkg.ui}.geometry.Size`,
      `${pkg.unit}.dp`,
    );
    if (node.style.corners.some((r) => r > 0))
      file.warn(node, 'approximated', 'Per-side stroke ignores the corner radius.');
    const lines: string[] = [];
    const c = paint.color;
    const bar = (topLeft: string, size: string): string =>
      call(
        'drawRect',
        [{ value: c }, { name: 'topLeft', value: topLeft }, { name: 'size', value: size }],
        4,
      );
    if (sides.top > 0) lines.push(bar('Offset.Zero', `Size(size.width, ${dp(sides.top)}.toPx())`));
    if (sides.bottom > 0)
      lines.push(
        bar(
          `Offset(0f, size.height - ${dp(sides.bottom)}.toPx())`,
          `Size(size.width, ${dp(sides.bottom)}.toPx())`,
        ),
      );
    if (sides.left > 0)
      lines.push(bar('Offset.Zero', `Size(${dp(sides.left)}.toPx(), size.height)`));
    if (sides.right > 0)
      lines.push(
        bar(
          `Offset(size.width - ${dp(sides.right)}.toPx(), 0f)`,
          `Size(${dp(sides.right)}.toPx(), size.height)`,
        ),
      );
    return lines.length > 0
      ? [`drawBehind {\n${lines.map((l) => `    ${l.replace(/\n/g, '\n    ')}`).join('\n')}\n}`]
      : [];
  }
  const weight = sides ? Math.max(sides.top, sides.right, sides.bottom, sides.left) : stroke.weight;
  if (paint.color && weight > 0 && (stroke.dashes.length > 0 || stroke.align !== 'inside')) {
    return [strokeOutline(file, node, stroke, paint.color, weight)];
  }
  if (weight <= 0) return [];
  file.use(`${pkg.foundation}.border`, `${pkg.unit}.dp`);
  if (paint.brush) {
    if (!shape) file.use(`${pkg.graphics}.RectangleShape`);
    return [`border(${dp(weight)}, ${paint.brush}, ${shape ?? 'RectangleShape'})`];
  }
  return [`border(${[dp(weight), paint.color ?? '', ...(shape ? [shape] : [])].join(', ')})`];
}

/**
 * A stroke drawn as an outline behind the content: exact for centre and
 * outside strokes (DrawScope may paint past the bounds) and for dashes.
 */
function strokeOutline(
  file: FileContext,
  node: IrNode,
  stroke: Stroke,
  color: string,
  weight: number,
): string {
  file.use(
    `${pkg.draw}.drawBehind`,
    `${pkg.ui}.geometry.Offset`,
    `${pkg.ui}.geometry.Size`,
    `${pkg.graphics}.drawscope.Stroke`,
    `${pkg.unit}.dp`,
  );
  const [tl, tr, br, bl] = node.style.corners;
  const ellipse = node.style.ellipse;
  if (!ellipse && !(tl === tr && tr === br && br === bl))
    file.warn(
      node,
      'approximated',
      'Stroke outline on per-corner radii is drawn with the top-left radius.',
    );
  const w = `${dp(weight)}.toPx()`;
  // Where the stroke's centre line runs: half a width inside, on the edge, or half a width outside.
  const inset = { inside: 1, center: 0, outside: -1 }[stroke.align];
  const args: Arg[] = [{ value: color }];
  if (inset === 1) {
    args.push(
      { name: 'topLeft', value: `Offset(${w} / 2, ${w} / 2)` },
      { name: 'size', value: `Size(size.width - ${w}, size.height - ${w})` },
    );
  } else if (inset === -1) {
    args.push(
      { name: 'topLeft', value: `Offset(-${w} / 2, -${w} / 2)` },
      { name: 'size', value: `Size(size.width + ${w}, size.height + ${w})` },
    );
  }
  const radius = tl + (-inset * weight) / 2;
  if (!ellipse && tl > 0 && radius > 0) {
    file.use(`${pkg.ui}.geometry.CornerRadius`);
    args.push({ name: 'cornerRadius', value: `CornerRadius(${dp(radius)}.toPx())` });
  }
  let style = `Stroke(width = ${w})`;
  if (stroke.dashes.length > 0) {
    file.use(`${pkg.graphics}.PathEffect`);
    const dashes =
      stroke.dashes.length % 2 === 0 ? stroke.dashes : [...stroke.dashes, ...stroke.dashes];
    style = `Stroke(width = ${w}, pathEffect = PathEffect.dashPathEffect(floatArrayOf(${dashes.map((d) => `${dp(d)}.toPx()`).join(', ')})))`;
    file.warn(
      node,
      'dashed-stroke',
      'Dashed stroke is drawn with a dash path effect; where the dashes start at corners may differ from Figma.',
    );
  }
  args.push({ name: 'style', value: style });
  const draw = call(
    ellipse ? 'drawOval' : tl > 0 && radius > 0 ? 'drawRoundRect' : 'drawRect',
    args,
    4,
  ).replace(/\n/g, '\n    ');
  return `drawBehind {\n    ${draw}\n}`;
}
