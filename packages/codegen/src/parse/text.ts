import type { LayerBase, TextNode, TextRun, TextStyle } from './ir.ts';
import { arr, bool, num, obj, optNum, str, type Json } from './json.ts';
import type { ParseContext } from './context.ts';
import { readFills } from './paint.ts';

const cases = {
  ORIGINAL: 'original',
  UPPER: 'upper',
  LOWER: 'lower',
  TITLE: 'title',
  SMALL_CAPS: 'small-caps',
  SMALL_CAPS_FORCED: 'small-caps',
} as const;
const decorations = {
  NONE: 'none',
  UNDERLINE: 'underline',
  STRIKETHROUGH: 'strikethrough',
} as const;
const aligns = { LEFT: 'start', CENTER: 'center', RIGHT: 'end', JUSTIFIED: 'justify' } as const;
const verticalAligns = { TOP: 'top', CENTER: 'center', BOTTOM: 'bottom' } as const;

function readTextStyle(
  style: Json,
  fills: unknown,
  node: Json & { id: string; name: string },
  ctx: ParseContext,
  base?: TextStyle,
  fillStyle?: string,
  /** The node's own style, for an override that sets no line height of its own. */
  baseRaw?: Json,
): TextStyle {
  const fontSize = Math.max(1, num(style.fontSize, base?.fontSize ?? 14));
  let lineHeight = base?.lineHeight;
  // An override without a line height keeps the node's: a percentage of the font size is of its
  // own font size (Figma draws an 18 px run of a 145% text in lines of 26.1 px, not 23.2).
  const own = style.lineHeightUnit !== undefined || style.lineHeightPx !== undefined;
  const from = own || !baseRaw ? style : baseRaw;
  const unit = str(from.lineHeightUnit);
  if (unit === 'INTRINSIC_%') lineHeight = undefined;
  else if (unit === 'FONT_SIZE_%')
    lineHeight = (num(from.lineHeightPercentFontSize, 100) / 100) * fontSize;
  else if (optNum(style.lineHeightPx) !== undefined) lineHeight = num(style.lineHeightPx, fontSize);
  return {
    fontFamily: str(style.fontFamily, base?.fontFamily ?? 'Roboto'),
    fontWeight: Math.round(num(style.fontWeight, base?.fontWeight ?? 400)),
    fontSize,
    italic: bool(style.italic, base?.italic ?? false),
    lineHeight,
    letterSpacing: num(style.letterSpacing, base?.letterSpacing ?? 0),
    decoration:
      decorations[str(style.textDecoration) as keyof typeof decorations] ??
      base?.decoration ??
      'none',
    textCase: cases[str(style.textCase) as keyof typeof cases] ?? base?.textCase ?? 'original',
    fills:
      fills === undefined
        ? (base?.fills ?? [])
        : readFills(fills, node, ctx, fillStyle, ctx.paintVariables(node, 'fills', fills)),
    styleName: base?.styleName,
  };
}

/** Splits a TEXT node's characters into runs of one style each. */
export function readText(raw: Json, base: LayerBase, ctx: ParseContext): TextNode {
  const characters = str(raw.characters);
  const style = obj(raw.style) ?? {};
  const baseStyle = readTextStyle(
    style,
    raw.fills ?? [],
    raw as Json & { id: string; name: string },
    ctx,
    undefined,
    ctx.styleName(raw, 'fill'),
  );
  baseStyle.styleName = ctx.styleName(raw, 'text');
  const overrides = arr(raw.characterStyleOverrides);
  const table = obj(raw.styleOverrideTable) ?? {};
  const styleFor = new Map<string, TextStyle>();
  const resolve = (id: string): TextStyle => {
    let s = styleFor.get(id);
    if (!s) {
      const o = obj(table[id]);
      // An override's paints carry their own bindings; the node's list is for its base fills only.
      s = o
        ? readTextStyle(
            o,
            o.fills,
            { id: base.id, name: base.name },
            ctx,
            baseStyle,
            undefined,
            style,
          )
        : baseStyle;
      if (o) s.styleName = undefined;
      styleFor.set(id, s);
    }
    return s;
  };
  const runs: TextRun[] = [];
  // A run is the characters from `start` to the next change of override id; sliced, not built a character at a time.
  let start = 0;
  let currentId = '0';
  // Without overrides every character has the base style ('0').
  if (overrides.length > 0)
    for (let i = 0; i < characters.length; i++) {
      const o = overrides[i];
      const id = typeof o === 'number' || typeof o === 'string' ? String(o) : '0';
      if (id !== currentId && i > start) {
        runs.push({ text: characters.slice(start, i), style: resolve(currentId) });
        start = i;
      }
      currentId = id;
    }
  const current = characters.slice(start);
  if (current || runs.length === 0) runs.push({ text: current, style: resolve(currentId) });
  const align = aligns[str(style.textAlignHorizontal, 'LEFT') as 'LEFT'] ?? 'start';
  // `TRUNCATE` is the older spelling of an ending ellipsis.
  const truncates =
    str(style.textTruncation) === 'ENDING' ||
    str(raw.textTruncation) === 'ENDING' ||
    str(style.textAutoResize) === 'TRUNCATE';
  // Spacing between paragraphs only shows with two paragraphs or more; the target applies it
  // where it can (and says where it cannot). An indent shows on the first line too.
  const paragraphSpacing = num(style.paragraphSpacing, 0);
  const paragraphs =
    paragraphSpacing > 0 && characters.split('\n').filter((p) => p.trim() !== '').length > 1;
  if (num(style.paragraphIndent, 0) !== 0)
    ctx.warnings.add(base, 'approximated', ctx.words.paragraphSpacing);
  if (arr(raw.lineTypes).some((t) => t === 'ORDERED' || t === 'UNORDERED')) {
    ctx.warnings.add(
      base,
      'approximated',
      'List formatting (bullets, numbers) is not generated; the text is shown as typed.',
    );
  }
  const maxLines = optNum(style.maxLines) ?? optNum(raw.maxLines);
  // A link: the text carries a hyperlink, or every visible character is underlined (a run of spaces may not be).
  const hyperlink = obj(style.hyperlink) !== undefined;
  const underlined =
    runs.some((r) => r.text.trim() !== '') &&
    runs.every((r) => r.text.trim() === '' || r.style.decoration === 'underline');
  // Written out whole rather than spread from `base`: one allocation, in the same key order.
  const text: TextNode = {
    id: base.id,
    name: base.name,
    style: base.style,
    refs: base.refs,
    hidden: base.hidden,
    kind: 'text',
    runs,
    align,
    verticalAlign: verticalAligns[str(style.textAlignVertical, 'TOP') as 'TOP'] ?? 'top',
    maxLines:
      maxLines !== undefined && maxLines > 0
        ? Math.floor(maxLines)
        : truncates && ['NONE', 'TRUNCATE'].includes(str(style.textAutoResize))
          ? 1
          : undefined,
    ellipsis: truncates,
  };
  // Set after, not spread in: a spread of a second object makes the whole literal a slow copy.
  if (hyperlink || underlined) text.link = true;
  if (paragraphs) text.paragraphSpacing = paragraphSpacing;
  return text;
}
