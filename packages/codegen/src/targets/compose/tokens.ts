import type { TextStyle } from '../../parse/ir.ts';
import type { GenerationPlan, Token } from '../../passes/plan.ts';
import { textKey } from '../../passes/theme.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { dp } from './kotlin.ts';

/** A token's value in its switch's default mode (what the design shows unless a mode is set). */
export function defaultValue<V>(
  plan: GenerationPlan,
  switchId: string,
  values: Map<string, V>,
): V | undefined {
  const sw = plan.tokens.switches.find((s) => s.id === switchId);
  return (sw ? values.get(sw.defaultModeId) : undefined) ?? values.values().next().value;
}

/** `AppTheme.colors.brandAccent`: a token read from the theme object; the theme declares it because it is used. */
export function tokenRef(file: FileContext, token: Token): string {
  const names = file.theme;
  names.used.add(token);
  return `${names.theme}.${names.classes[token.kind].property}.${names.tokens.get(token) as string}`;
}

/** A padding or gap: the token of its bound variable, or of a value the design repeats, else dp. */
export function spacingExpr(file: FileContext, value: number, variable?: string): string {
  const t = file.plan.tokens;
  const binding = variable ? t.byVariable.get(`spacing:${variable}`) : undefined;
  if (binding?.kind === 'token') return tokenRef(file, binding.token);
  const repeated = variable ? undefined : t.repeated.spacing.get(value);
  if (repeated) return tokenRef(file, repeated);
  file.use(`${pkg.unit}.dp`);
  return dp(value);
}

/** A corner radius: the token of its bound variable, or of a value the design repeats, else dp. */
export function radiusExpr(file: FileContext, value: number, variable?: string): string {
  const t = file.plan.tokens;
  const binding = variable ? t.byVariable.get(`radius:${variable}`) : undefined;
  if (binding?.kind === 'token') return tokenRef(file, binding.token);
  if (binding?.kind === 'shape-role') {
    // A single corner bound to a shape role: that role's radius in the theme's default mode.
    const role = t.shapeRoles.find((r) => r.role === binding.role);
    const v = role ? defaultValue(file.plan, role.switchId, role.values) : undefined;
    file.use(`${pkg.unit}.dp`);
    return dp(v ?? value);
  }
  const repeated = variable ? undefined : t.repeated.radii.get(value);
  if (repeated) return tokenRef(file, repeated);
  file.use(`${pkg.unit}.dp`);
  return dp(value);
}

/** What a TextStyle the theme writes holds (family, weight, size, line height, letter spacing); the rest at its default, for the Text to state. */
function written(s: TextStyle): TextStyle {
  return {
    ...s,
    italic: false,
    decoration: 'none',
    textCase: 'original',
    fills: [],
    styleName: undefined,
  };
}

/**
 * The named style a Text takes: its Typography role, its text style token,
 * or the token of a style the design repeats; with the style it stands for,
 * so the Text states only what differs.
 */
export function textStyleRef(
  file: FileContext,
  style: TextStyle,
): { ref: string; base: TextStyle } | undefined {
  const plan = file.plan;
  if (style.styleName) {
    const theme = plan.textStyles.find((t) => t.name === style.styleName);
    if (theme?.role) {
      file.use(`${pkg.m3}.MaterialTheme`);
      return { ref: `MaterialTheme.typography.${theme.role}`, base: written(theme.style) };
    }
    const token = plan.tokens.byTextStyle.get(style.styleName);
    if (token?.text) return { ref: tokenRef(file, token), base: written(token.text) };
    return undefined;
  }
  const repeated = plan.tokens.repeated.text.get(textKey(style));
  return repeated?.text
    ? { ref: tokenRef(file, repeated), base: written(repeated.text) }
    : undefined;
}
