/** Kotlin literals and layout of generated source: the one place that decides how code looks. */

/** Characters that must never appear raw in a string literal: controls, bidi controls, separators. */
function isUnsafe(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

function hex4(code: number): string {
  return `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** What `kotlinString` writes other than as it is: escapes, unsafe characters (as `isUnsafe`) and surrogates. */
const needsEscape =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\\"$\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff\ud800-\udfff]/;

/** A Kotlin string literal that reads back as exactly `value`, whatever it holds. */
export function kotlinString(value: string): string {
  // Most text needs no escape: written as it is, without building it a character at a time.
  if (!needsEscape.test(value)) return `"${value}"`;
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i] as string;
    const code = value.charCodeAt(i);
    if (ch === '\\') out += '\\\\';
    else if (ch === '"') out += '\\"';
    else if (ch === '$') out += '\\$';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += ch + (value[i + 1] as string);
        i++;
      } else out += hex4(code);
    } else if (code >= 0xdc00 && code <= 0xdfff) out += hex4(code);
    else if (isUnsafe(code)) out += hex4(code);
    else out += ch;
  }
  return `${out}"`;
}

/** Trims float noise from Figma numbers: 2 decimals, no trailing zeros. */
export function fmt(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  if (Object.is(rounded, -0) || rounded === 0) return '0';
  return String(rounded);
}

export const dp = (value: number): string => `${fmt(value)}.dp`;
export const sp = (value: number): string => `${fmt(value)}.sp`;
export const float = (value: number): string => {
  const s = fmt(value);
  return `${s.includes('.') ? s : `${s}.0`}f`;
};

export interface Arg {
  name?: string | undefined;
  value: string;
}

const MAX_LINE = 100;

function argText(a: Arg): string {
  return a.name ? `${a.name} = ${a.value}` : a.value;
}

/** A test tag in a modifier chain (instrumented output). */
const testTagCall = /\.testTag\("(?:[^"\\]|\\.)*"\)/g;

/** An argument as the plain output has it: without test tags, and no argument at all for a modifier that is only a tag. */
function untagged(part: string): string | undefined {
  // Most arguments carry no tag: skip the regex for them.
  const plain = part.includes('.testTag(') ? part.replace(testTagCall, '') : part;
  return plain === 'modifier = Modifier' ? undefined : plain;
}

/**
 * Formats `name(args)` on one line when it fits and no argument spans lines,
 * otherwise one argument per line with a trailing comma. Test tags do not
 * count, so an instrumented call is laid out as the plain one.
 */
export function call(name: string, args: Arg[], indentWidth = 0): string {
  const parts = args.map(argText);
  // The width of the plain call on one line, counted without writing it.
  let width = indentWidth + name.length + 2;
  let plainCount = 0;
  let spans = false;
  for (const part of parts) {
    const plain = untagged(part);
    if (plain === undefined) continue;
    if (plain.includes('\n')) spans = true;
    width += plain.length + (plainCount++ > 0 ? 2 : 0);
  }
  if (!spans && width <= MAX_LINE) return `${name}(${parts.join(', ')})`;
  const inner = '    ';
  return `${name}(\n${parts.map((p) => `${inner}${reindent(p, inner)},`).join('\n')}\n)`;
}

/** Re-indents continuation lines of a multi-line value to sit under `indent`. */
function reindent(text: string, indent: string): string {
  return text.includes('\n') ? text.replace(/\n/g, `\n${indent}`) : text;
}

/** Indentation by depth, built once: every written line needs one. */
const indents: string[] = [];
const indentOf = (depth: number): string => (indents[depth] ??= '    '.repeat(depth));

/** Lines of code with indentation handled for nested blocks. */
export class CodeWriter {
  private readonly lines: string[] = [];
  private depth = 0;

  get indent(): string {
    return indentOf(this.depth);
  }

  line(text = ''): void {
    if (text === '') this.lines.push('');
    else if (this.depth === 0) this.lines.push(text);
    else {
      const indent = indentOf(this.depth);
      this.lines.push(indent + reindent(text, indent));
    }
  }

  /**
   * Writes another writer's code here, line for line, as `line` would write
   * each of its lines (trailing whitespace and blank lines at its end left out).
   */
  append(other: CodeWriter): void {
    let end = other.lines.length;
    while (end > 0 && (other.lines[end - 1] as string).trim() === '') end--;
    if (this.depth !== 0 || end === 0) {
      for (const line of other.toString().trimEnd().split('\n')) this.line(line);
      return;
    }
    for (let i = 0; i < end - 1; i++) this.lines.push(other.lines[i] as string);
    this.lines.push((other.lines[end - 1] as string).trimEnd());
  }

  block(open: string, body: () => void, close = '}'): void {
    this.line(`${open} {`);
    this.depth++;
    body();
    this.depth--;
    this.line(close);
  }

  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}
