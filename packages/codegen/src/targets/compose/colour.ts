import type { Rgba } from '../../parse/ir.ts';
import type { Binding } from '../../passes/plan.ts';
import { byte, colorKey } from '../../passes/theme.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { defaultValue, tokenRef } from './tokens.ts';

/** `Color(0xAARRGGBB)`, the exact form Android Studio shows. */
export function colorLiteral(file: FileContext, c: Rgba, opacity = 1): string {
  file.use(`${pkg.graphics}.Color`);
  return `Color(0x${byte(c.a * opacity)}${byte(c.r)}${byte(c.g)}${byte(c.b)})`;
}

/** Where a paint's colour comes from in the design: a bound variable, a colour style. */
export interface PaintSource {
  variable?: string | undefined;
  styleName?: string | undefined;
}

/** The colour a binding stands for in the theme's default mode, and its expression. */
function bound(
  file: FileContext,
  binding: Binding,
): { expr: string; value: Rgba | undefined } | undefined {
  const tokens = file.plan.tokens;
  if (binding.kind === 'color-role') {
    file.use(`${pkg.m3}.MaterialTheme`);
    const role = tokens.colorRoles.find((r) => r.role === binding.role);
    return {
      expr: `MaterialTheme.colorScheme.${binding.role}`,
      value: role
        ? (defaultValue(file.plan, role.switchId, role.values) as Rgba | undefined)
        : undefined,
    };
  }
  if (binding.kind === 'token')
    return {
      expr: tokenRef(file, binding.token),
      value: defaultValue(file.plan, binding.token.switchId, binding.token.values) as
        Rgba | undefined,
    };
  return undefined;
}

/**
 * A colour as code: the theme's role or token when the paint is bound to a
 * variable or comes from a style the theme defines, the token of a colour
 * the design repeats, otherwise a literal. A paint more or less opaque than
 * its token copies it with its own alpha.
 */
export function colorExpr(file: FileContext, c: Rgba, source?: PaintSource, opacity = 1): string {
  const tokens = file.plan.tokens;
  const repeated =
    source?.variable || source?.styleName
      ? undefined
      : tokens.repeated.colors.get(colorKey({ ...c, a: c.a * opacity }));
  const binding: Binding | undefined =
    (source?.variable ? tokens.byVariable.get(`color:${source.variable}`) : undefined) ??
    (source?.styleName ? tokens.byColorStyle.get(source.styleName) : undefined) ??
    (repeated ? { kind: 'token', token: repeated } : undefined);
  const found = binding ? bound(file, binding) : undefined;
  if (!found) return colorLiteral(file, c, opacity);
  const alpha = c.a * opacity;
  const themeAlpha = found.value?.a ?? 1;
  return Math.abs(alpha - themeAlpha) > 0.5 / 255
    ? `${found.expr}.copy(alpha = ${fmtAlpha(alpha)})`
    : found.expr;
}

function fmtAlpha(a: number): string {
  const s = String(Math.round(a * 1000) / 1000);
  return `${s.includes('.') ? s : `${s}.0`}f`;
}
