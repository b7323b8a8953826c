/** One colour of a generated theme in one mode: its role or token name and its value. */
export interface Swatch {
  name: string;
  /** `#RRGGBB`, upper case. */
  hex: string;
  /** 0 to 1. */
  alpha: number;
}

/** A set of colours the theme switches between light and dark: a Material colour scheme or the design's own colours. */
export interface ModeColours {
  /** What code reads them as: `MaterialTheme.colorScheme`, `CheckoutTheme.colors`, plus the other modes it is for (`BrandMode.Forest`). */
  label: string;
  light: Swatch[];
  dark: Swatch[];
}

interface Declaration {
  factory: string;
  colours: Swatch[];
}

const DECLARATION = /^private val (\w+) = (\w+)\(/gm;
const COLOUR_ARG = /(\w+) = Color\(0x([0-9A-Fa-f]{2})([0-9A-Fa-f]{6})\)/g;
const DARK_PICK = /if \(darkTheme\) (\w+) else (\w+)/;
const WHEN_ARM = /^(\s*)(\w+\.\w+) -> /;

/** The text between the parenthesis at `open` and the one that closes it. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

function declarations(kotlin: string): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  for (const m of kotlin.matchAll(DECLARATION)) {
    const args = argumentsAt(kotlin, m.index + m[0].length - 1);
    const colours = [...args.matchAll(COLOUR_ARG)].map((c) => ({
      name: c[1] as string,
      hex: `#${(c[3] as string).toUpperCase()}`,
      alpha: Math.round((parseInt(c[2] as string, 16) / 255) * 100) / 100,
    }));
    if (colours.length > 0) out.set(m[1] as string, { factory: m[2] as string, colours });
  }
  return out;
}

/** `CheckoutTheme.colors` for the `CheckoutColors` class: the theme object's property of that type. */
function readAs(kotlin: string, factory: string): string {
  if (factory === 'lightColorScheme' || factory === 'darkColorScheme')
    return 'MaterialTheme.colorScheme';
  const object = /^object (\w+)/m.exec(kotlin)?.[1];
  const property = new RegExp(`^\\s+val (\\w+): ${factory}$`, 'm').exec(kotlin)?.[1];
  return object && property ? `${object}.${property}` : factory;
}

/**
 * The colours of a generated Compose theme file in its light and its dark
 * mode, read from the code the generator writes: each `if (darkTheme) A else B`
 * of the theme function names a dark and a light declaration of the same
 * colours (inside `when` arms for the design's other modes). Empty for a theme
 * without a dark mode, or a file that is no generated theme.
 */
export function themeModeColours(kotlin: string): ModeColours[] {
  const declared = declarations(kotlin);
  const out: ModeColours[] = [];
  const seen = new Set<string>();
  // The `when` arms enclosing a line, outermost first, by their indentation.
  const arms: { indent: number; label: string }[] = [];
  for (const line of kotlin.split('\n')) {
    const indent = line.length - line.trimStart().length;
    while (arms.length > 0 && (arms[arms.length - 1] as { indent: number }).indent >= indent)
      arms.pop();
    const arm = WHEN_ARM.exec(line);
    const pick = DARK_PICK.exec(line);
    if (pick) {
      const dark = declared.get(pick[1] as string);
      const light = declared.get(pick[2] as string);
      const key = `${pick[1]}\u0000${pick[2]}`;
      if (dark && light && !seen.has(key)) {
        seen.add(key);
        const modes = [...arms.map((a) => a.label), ...(arm ? [arm[2] as string] : [])];
        out.push({
          label: [readAs(kotlin, light.factory), ...modes].join(', '),
          light: light.colours,
          dark: dark.colours,
        });
      }
    } else if (arm && line.trimEnd().endsWith('{')) {
      arms.push({ indent, label: arm[2] as string });
    }
  }
  return out;
}
