import type { Rgba } from '../../parse/ir.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';

const byte = (v: number): string =>
  Math.round(Math.min(1, Math.max(0, v)) * 255)
    .toString(16)
    .toUpperCase()
    .padStart(2, '0');

/** `Color(0xAARRGGBB)`, the exact form Android Studio shows. */
export function colorLiteral(file: FileContext, c: Rgba, opacity = 1): string {
  file.use(`${pkg.graphics}.Color`);
  return `Color(0x${byte(c.a * opacity)}${byte(c.r)}${byte(c.g)}${byte(c.b)})`;
}

/**
 * A colour as code: the theme's role or named colour when the fill came from
 * a style or variable the theme defines, otherwise a literal.
 */
export function colorExpr(file: FileContext, c: Rgba, styleName?: string, opacity = 1): string {
  if (styleName) {
    const role = file.plan.colors.find((tc) => tc.name === styleName)?.role;
    if (role) {
      file.use(`${pkg.m3}.MaterialTheme`);
      const expr = `MaterialTheme.colorScheme.${role}`;
      return opacity < 1 ? `${expr}.copy(alpha = ${fmtAlpha(opacity)})` : expr;
    }
    const named = file.colorNames.get(styleName);
    if (named) {
      const alpha = c.a * opacity;
      const themeAlpha = file.plan.colors.find((tc) => tc.name === styleName)?.color.a ?? 1;
      return alpha !== themeAlpha ? `${named}.copy(alpha = ${fmtAlpha(alpha)})` : named;
    }
  }
  return colorLiteral(file, c, opacity);
}

function fmtAlpha(a: number): string {
  const s = String(Math.round(a * 1000) / 1000);
  return `${s.includes('.') ? s : `${s}.0`}f`;
}
