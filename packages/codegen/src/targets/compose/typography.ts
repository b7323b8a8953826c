import type { TextNode, TextStyle } from '../../parse/ir.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { colorExpr } from './colour.ts';
import { sp, type Arg } from './kotlin.ts';

const weights: Record<number, string> = {
  100: 'Thin', 200: 'ExtraLight', 300: 'Light', 400: 'Normal', 500: 'Medium', 600: 'SemiBold', 700: 'Bold', 800: 'ExtraBold', 900: 'Black',
};

const serif = /serif|georgia|times|garamond|merriweather|playfair|lora|baskerville/i;
const mono = /mono|courier|menlo|consolas|code|inconsolata/i;
/** Android's own font: anything else must be bundled as a font resource. */
const platform = /^(roboto|roboto flex|sans-serif)$/i;

export function fontWeightExpr(file: FileContext, weight: number): string {
  file.use(`${pkg.text}.font.FontWeight`);
  const name = weights[weight];
  return name ? `FontWeight.${name}` : `FontWeight(${Math.min(1000, Math.max(1, weight))})`;
}

/**
 * Generic families map to the platform's; any other family needs a font
 * resource the design does not ship, so it is reported and left to the default.
 */
export function fontFamilyExpr(file: FileContext, node: { id: string; name: string }, family: string): string | undefined {
  if (/sans/i.test(family) && !/serif/i.test(family.replace(/sans/i, ''))) {
    if (!platform.test(family)) file.warn(node, 'font-family', `Font family "${family}" is not bundled; using the platform sans-serif.`);
    return undefined;
  }
  if (mono.test(family)) {
    file.use(`${pkg.text}.font.FontFamily`);
    if (!/^monospace$/i.test(family)) file.warn(node, 'font-family', `Font family "${family}" is not bundled; using FontFamily.Monospace.`);
    return 'FontFamily.Monospace';
  }
  if (serif.test(family)) {
    file.use(`${pkg.text}.font.FontFamily`);
    if (!/^serif$/i.test(family)) file.warn(node, 'font-family', `Font family "${family}" is not bundled; using FontFamily.Serif.`);
    return 'FontFamily.Serif';
  }
  if (!platform.test(family)) file.warn(node, 'font-family', `Font family "${family}" is not bundled; add it as a font resource (platform default used).`);
  return undefined;
}

/** Text colour: the first visible solid fill; gradients are reported and use their first stop. */
export function textColorExpr(file: FileContext, node: TextNode, style: TextStyle): string | undefined {
  const fill = style.fills[style.fills.length - 1];
  if (!fill) return undefined;
  if (style.fills.length > 1) file.warn(node, 'approximated', 'Text with several fills uses the top fill only.');
  if (fill.kind === 'solid') return colorExpr(file, fill.color, fill.variableName ?? fill.styleName);
  if (fill.kind === 'image') {
    file.warn(node, 'approximated', 'Image fill on text is not supported; text uses the default colour.');
    return undefined;
  }
  file.warn(node, 'gradient', 'Gradient text is drawn with the first gradient colour.');
  const first = fill.stops[0];
  return first ? colorExpr(file, first.color) : undefined;
}

/** Applies text case the way Figma displays it. Small caps are reported. */
export function applyCase(file: FileContext, node: { id: string; name: string }, text: string, textCase: TextStyle['textCase']): string {
  switch (textCase) {
    case 'upper':
      return text.toUpperCase();
    case 'lower':
      return text.toLowerCase();
    case 'title':
      return text.replace(/(^|[\s-])(\p{L})/gu, (_m, pre: string, ch: string) => pre + ch.toUpperCase());
    case 'small-caps':
      file.warn(node, 'text-case', 'Small caps are shown as typed (no font feature set).');
      return text;
    default:
      return text;
  }
}

/** Span-level properties shared by `Text(...)` arguments and `SpanStyle(...)`. */
export function styleArgs(file: FileContext, node: TextNode, style: TextStyle, base: TextStyle | undefined, kind: 'text' | 'span'): Arg[] {
  const args: Arg[] = [];
  const differs = <K extends keyof TextStyle>(k: K): boolean => !base || JSON.stringify(base[k]) !== JSON.stringify(style[k]);
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
  if (differs('fontWeight') && (span || style.fontWeight !== 400)) args.push({ name: 'fontWeight', value: fontWeightExpr(file, style.fontWeight) });
  if (differs('italic') && (span || style.italic)) {
    file.use(`${pkg.text}.font.FontStyle`);
    args.push({ name: 'fontStyle', value: style.italic ? 'FontStyle.Italic' : 'FontStyle.Normal' });
  }
  if (differs('fontFamily')) {
    const family = fontFamilyExpr(file, node, style.fontFamily);
    if (family) args.push({ name: 'fontFamily', value: family });
  }
  if (differs('letterSpacing') && (span || style.letterSpacing !== 0)) {
    file.use(`${pkg.unit}.sp`);
    args.push({ name: 'letterSpacing', value: sp(style.letterSpacing) });
  }
  if (differs('decoration') && (span || style.decoration !== 'none')) {
    file.use(`${pkg.text}.style.TextDecoration`);
    const d = { none: 'None', underline: 'Underline', strikethrough: 'LineThrough' }[style.decoration];
    args.push({ name: 'textDecoration', value: `TextDecoration.${d}` });
  }
  return args;
}
