import type { NodeStyle } from '../../parse/ir.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { radiusExpr } from './tokens.ts';

/** The shape the theme file declares for an ellipse drawn as an arc (see `arcShapeHelper`). */
export const ARC_SHAPE = 'ArcShape';

/** A Kotlin Float literal: `270f`, `0.828f`, `-135.5f`. */
const floatLiteral = (v: number): string => `${Number(v.toFixed(3))}f`;

/**
 * `ArcShape`, written into the theme file when a generated file uses it: the outline of an
 * ellipse as Figma's arc handles draw it, so a ring's progress, a pie's slice or a donut is
 * painted, filled, stroked and clipped like any other shape.
 */
export function arcShapeHelper(file: FileContext): string {
  file.use(
    `${pkg.foundation}.shape.GenericShape`,
    `${pkg.ui}.geometry.Rect`,
    `${pkg.graphics}.PathFillType`,
    `${pkg.graphics}.Shape`,
    'kotlin.math.abs',
  );
  return [
    '/**',
    ' * An ellipse drawn as an arc: from [startAngle] through [sweepAngle] degrees, clockwise from',
    ' * the x axis, and hollow to [innerRadius], a share of the radius from 0 (a slice) to 1.',
    ' */',
    `fun ${ARC_SHAPE}(startAngle: Float, sweepAngle: Float, innerRadius: Float): Shape =`,
    '    GenericShape { size, _ ->',
    '        val outer = Rect(0f, 0f, size.width, size.height)',
    '        val inner = Rect(',
    '            size.width * (1f - innerRadius) / 2f,',
    '            size.height * (1f - innerRadius) / 2f,',
    '            size.width * (1f + innerRadius) / 2f,',
    '            size.height * (1f + innerRadius) / 2f,',
    '        )',
    '        if (abs(sweepAngle) >= 360f) {',
    '            fillType = PathFillType.EvenOdd',
    '            addOval(outer)',
    '            if (innerRadius > 0f) addOval(inner)',
    '        } else {',
    '            arcTo(outer, startAngle, sweepAngle, forceMoveTo = true)',
    '            if (innerRadius > 0f) {',
    '                arcTo(inner, startAngle + sweepAngle, -sweepAngle, forceMoveTo = false)',
    '            } else {',
    '                lineTo(size.width / 2f, size.height / 2f)',
    '            }',
    '            close()',
    '        }',
    '    }',
  ].join('\n');
}

/**
 * The Compose shape for a node's outline, or undefined for a plain
 * rectangle. Corners bound to a variable named after a Material shape role
 * are that role of the theme (`MaterialTheme.shapes.medium`); other bound or
 * repeated radii are tokens.
 */
export function shapeExpr(file: FileContext, style: NodeStyle): string | undefined {
  const minSide = Math.min(style.box.width, style.box.height);
  // Corners bound to a variable keep it, though they round the layer fully (a `full` corner token).
  const bound = style.cornerVariables?.some(Boolean) ?? false;
  if (style.ellipse && style.arc) {
    const { start, sweep, inner } = style.arc;
    return `${ARC_SHAPE}(${floatLiteral(start)}, ${floatLiteral(sweep)}, ${floatLiteral(inner)})`;
  }
  if (style.ellipse || (!bound && minSide > 0 && style.corners.every((r) => r >= minSide / 2))) {
    if (style.ellipse && style.box.width !== style.box.height) {
      file.use(`${pkg.foundation}.shape.GenericShape`, `${pkg.ui}.geometry.Rect`);
      return 'GenericShape { size, _ -> addOval(Rect(0f, 0f, size.width, size.height)) }';
    }
    file.use(`${pkg.foundation}.shape.CircleShape`);
    return 'CircleShape';
  }
  const [tl, tr, br, bl] = style.corners;
  if (tl === 0 && tr === 0 && br === 0 && bl === 0) return undefined;
  const vars = style.cornerVariables;
  const roles = vars?.map((v) => (v ? file.plan.tokens.byVariable.get(`radius:${v}`) : undefined));
  const role = roles?.[0];
  if (role?.kind === 'shape-role' && vars?.every((v) => v === vars[0])) {
    file.use(`${pkg.m3}.MaterialTheme`);
    return `MaterialTheme.shapes.${role.role}`;
  }
  file.use(`${pkg.foundation}.shape.RoundedCornerShape`);
  const [etl, etr, ebr, ebl] = style.corners.map((r, i) => radiusExpr(file, r, vars?.[i])) as [
    string,
    string,
    string,
    string,
  ];
  if (etl === etr && etr === ebr && ebr === ebl) return `RoundedCornerShape(${etl})`;
  return `RoundedCornerShape(topStart = ${etl}, topEnd = ${etr}, bottomEnd = ${ebr}, bottomStart = ${ebl})`;
}
