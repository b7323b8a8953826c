import type { ThemeTextStyle } from '../../passes/plan.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { colorLiteral } from './colour.ts';
import { call, sp, type Arg, CodeWriter } from './kotlin.ts';
import { fontFamilyExpr, fontWeightExpr } from './typography.ts';

function textStyleExpr(file: FileContext, t: ThemeTextStyle, indent: number): string {
  file.use(`${pkg.text}.TextStyle`, `${pkg.unit}.sp`);
  const s = t.style;
  const args: Arg[] = [];
  const family = fontFamilyExpr(file, s.fontFamily);
  if (family) args.push({ name: 'fontFamily', value: family });
  args.push({ name: 'fontWeight', value: fontWeightExpr(file, s.fontWeight) });
  args.push({ name: 'fontSize', value: sp(s.fontSize) });
  if (s.lineHeight !== undefined) args.push({ name: 'lineHeight', value: sp(s.lineHeight) });
  args.push({ name: 'letterSpacing', value: sp(s.letterSpacing) });
  return call('TextStyle', args, indent);
}

/**
 * Theme.kt: colours and text styles from the design's styles and variables,
 * as a Material3 ColorScheme and Typography, plus named values for the ones
 * without a Material role.
 */
export function renderTheme(file: FileContext): string {
  const w = new CodeWriter();
  const plan = file.plan;
  file.use(`${pkg.m3}.MaterialTheme`, `${pkg.runtime}.Composable`);
  for (const c of plan.colors) {
    const name = file.colorNames.get(c.name);
    if (name) w.line(`val ${name} = ${colorLiteral(file, c.color)}`);
  }
  const roles = plan.colors.filter((c) => c.role && !c.dark);
  const darkRoles = plan.colors.filter((c) => c.role && c.dark);
  if (roles.length > 0 || darkRoles.length > 0) {
    file.use(`${pkg.m3}.lightColorScheme`);
    w.line();
    w.line(`private val ${file.themeName}Colors = ${call('lightColorScheme', roles.map((c) => ({ name: c.role, value: colorLiteral(file, c.color) })))}`);
  }
  if (darkRoles.length > 0) {
    file.use(`${pkg.m3}.darkColorScheme`);
    w.line();
    w.line(`private val ${file.themeName}DarkColors = ${call('darkColorScheme', darkRoles.map((c) => ({ name: c.role, value: colorLiteral(file, c.color) })))}`);
  }
  for (const t of plan.textStyles) {
    const name = file.textStyleNames.get(t.name);
    if (name) {
      w.line();
      w.line(`val ${name} = ${textStyleExpr(file, t, 0)}`);
    }
  }
  const typeRoles = plan.textStyles.filter((t) => t.role);
  if (typeRoles.length > 0) {
    file.use(`${pkg.m3}.Typography`);
    w.line();
    w.line(`private val ${file.themeName}Typography = ${call('Typography', typeRoles.map((t) => ({ name: t.role, value: textStyleExpr(file, t, 4) })))}`);
  }
  w.line();
  w.line('@Composable');
  const signature =
    darkRoles.length > 0
      ? (file.use(`${pkg.foundation}.isSystemInDarkTheme`), `fun ${file.themeName}(\n    darkTheme: Boolean = isSystemInDarkTheme(),\n    content: @Composable () -> Unit,\n)`)
      : `fun ${file.themeName}(content: @Composable () -> Unit)`;
  w.block(signature, () => {
    const args: Arg[] = [];
    if (darkRoles.length > 0) args.push({ name: 'colorScheme', value: `if (darkTheme) ${file.themeName}DarkColors else ${file.themeName}Colors` });
    else if (roles.length > 0) args.push({ name: 'colorScheme', value: `${file.themeName}Colors` });
    if (typeRoles.length > 0) args.push({ name: 'typography', value: `${file.themeName}Typography` });
    args.push({ name: 'content', value: 'content' });
    w.line(call('MaterialTheme', args, 4));
  });
  return w.toString();
}
