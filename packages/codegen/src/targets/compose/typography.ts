import type { TextNode, TextStyle } from '../../parse/ir.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { colorExpr } from './colour.ts';
import { sp, type Arg } from './kotlin.ts';
import { fontWeightExpr, genericFallback, platformFamily } from './fonts.ts';

export { fontWeightExpr };

/**
 * A text's font family: nothing for the platform's own face, the generated
 * `FontFamily` of a Google font (downloaded, see fonts.ts), the platform's
 * generic face for the generic names; a family the app must bundle is drawn
 * with the platform face of its kind until then (reported once per family).
 */
export function fontFamilyExpr(file: FileContext, family: string): string | undefined {
  if (platformFamily.test(family)) return undefined;
  const planned = file.fonts.get(family.trim().toLowerCase());
  if (planned?.source === 'google') return planned.kotlinName;
  const generic = /^monospace$/i.test(family)
    ? 'FontFamily.Monospace'
    : /^serif$/i.test(family)
      ? 'FontFamily.Serif'
      : /^cursive$/i.test(family)
        ? 'FontFamily.Cursive'
        : genericFallback(family);
  if (generic) file.use(`${pkg.text}.font.FontFamily`);
  return generic;
}

/** Text colour: the first visible solid fill; gradients are reported and use their first stop. */
export function textColorExpr(
  file: FileContext,
  node: TextNode,
  style: TextStyle,
): string | undefined {
  const fill = style.fills[style.fills.length - 1];
  if (!fill) return undefined;
  if (style.fills.length > 1)
    file.warn(node, 'approximated', 'Text with several fills uses the top fill only.');
  if (fill.kind === 'solid') return colorExpr(file, fill.color, fill);
  if (fill.kind === 'image') {
    file.warn(
      node,
      'approximated',
      'Image fill on text is not supported; text uses the default colour.',
    );
    return undefined;
  }
  file.warn(node, 'gradient', 'Gradient text is drawn with the first gradient colour.');
  const first = fill.stops[0];
  return first ? colorExpr(file, first.color) : undefined;
}

/** Applies text case the way Figma displays it. Small caps are reported. */
export function applyCase(
  file: FileContext,
  node: { id: string; name: string },
  text: string,
  textCase: TextStyle['textCase'],
): string {
  switch (textCase) {
    case 'upper':
      return text.toUpperCase();
    case 'lower':
      return text.toLowerCase();
    case 'title':
      return text.replace(
        /(^|[\s-])(\p{L})/gu,
        (_m, pre: string, ch: string) => pre + ch.toUpperCase(),
      );
    case 'small-caps':
      file.warn(node, 'text-case', 'Small caps are shown as typed (no font feature set).');
      return text;
    default:
      return text;
  }
}

/** Span-level properties shared by `Text(...)` arguments and `SpanStyle(...)`. */
export function styleArgs(
  file: FileContext,
  node: TextNode,
  style: TextStyle,
  base: TextStyle | undefined,
  kind: 'text' | 'span',
): Arg[] {
  const args: Arg[] = [];
  const differs = <K extends keyof TextStyle>(k: K): boolean =>
    !base || (base[k] !== style[k] && JSON.stringify(base[k]) !== JSON.stringify(style[k]));
  // Against a base style every difference is stated, defaults included; alone, only what is not the default.
  const span = Boolean(base);
  // Theme text styles carry no colour, so a Text always states its own.
  if (kind === 'text' || differs('fills')) {
    const c = textColorExpr(file, node, style);
    if (c) args.push({ name: 'color', value: c });
  }
  if (differs('fontSize')) {
    file.use(`${pkg.unit}.sp`);
    args.push({ name: 'fontSize', value: sp(style.fontSize) });
  }
  if (differs('fontWeight') && (span || style.fontWeight !== 400))
    args.push({ name: 'fontWeight', value: fontWeightExpr(file, style.fontWeight) });
  if (differs('italic') && (span || style.italic)) {
    file.use(`${pkg.text}.font.FontStyle`);
    args.push({ name: 'fontStyle', value: style.italic ? 'FontStyle.Italic' : 'FontStyle.Normal' });
  }
  if (differs('fontFamily')) {
    const family = fontFamilyExpr(file, style.fontFamily);
    if (family) args.push({ name: 'fontFamily', value: family });
  }
  if (differs('letterSpacing') && (span || style.letterSpacing !== 0)) {
    file.use(`${pkg.unit}.sp`);
    args.push({ name: 'letterSpacing', value: sp(style.letterSpacing) });
  }
  if (differs('decoration') && (span || style.decoration !== 'none')) {
    file.use(`${pkg.text}.style.TextDecoration`);
    const d = { none: 'None', underline: 'Underline', strikethrough: 'LineThrough' }[
      style.decoration
    ];
    args.push({ name: 'textDecoration', value: `TextDecoration.${d}` });
  }
  return args;
}
