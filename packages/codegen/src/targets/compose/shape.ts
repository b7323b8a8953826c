import type { NodeStyle } from '../../parse/ir.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { dp } from './kotlin.ts';

/** The Compose shape for a node's outline, or undefined for a plain rectangle. */
export function shapeExpr(file: FileContext, style: NodeStyle): string | undefined {
  const minSide = Math.min(style.box.width, style.box.height);
  if (style.ellipse || (minSide > 0 && style.corners.every((r) => r >= minSide / 2))) {
    if (style.ellipse && style.box.width !== style.box.height) {
      file.use(`${pkg.foundation}.shape.GenericShape`, `${pkg.ui}.geometry.Rect`);
      return 'GenericShape { size, _ -> addOval(Rect(0f, 0f, size.width, size.height)) }';
    }
    file.use(`${pkg.foundation}.shape.CircleShape`);
    return 'CircleShape';
  }
  const [tl, tr, br, bl] = style.corners;
  if (tl === 0 && tr === 0 && br === 0 && bl === 0) return undefined;
  file.use(`${pkg.foundation}.shape.RoundedCornerShape`, `${pkg.unit}.dp`);
  if (tl === tr && tr === br && br === bl) return `RoundedCornerShape(${dp(tl)})`;
  return `RoundedCornerShape(topStart = ${dp(tl)}, topEnd = ${dp(tr)}, bottomEnd = ${dp(br)}, bottomStart = ${dp(bl)})`;
}
