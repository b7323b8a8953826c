import { queryParamError } from './errors';

/** A parse failure at a 1-based column, worded like Parsec's messages (which PostgREST shows). */
export class ParseFailure extends Error {
  constructor(
    readonly column: number,
    readonly details: string,
  ) {
    super(details);
  }
}

const FIELD_CHAR = /[\p{L}\p{N}_$ ]/u;

/** A position in one query-parameter value, with the small grammar pieces PostgREST's parsers share. */
export class Cursor {
  pos = 0;
  constructor(readonly text: string) {}

  get atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string | undefined {
    return this.text[this.pos + offset];
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  take(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string, expecting = `"${s}"`): void {
    if (!this.take(s)) this.fail(expecting);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  fail(expecting: string, at = this.pos): never {
    const c = this.text[at];
    const unexpected = c === undefined ? 'end of input' : `"${c}"`;
    throw new ParseFailure(at + 1, `unexpected ${unexpected} expecting ${expecting}`);
  }

  /** A double-quoted value; a backslash takes the next character literally. */
  quoted(): string {
    this.expect('"');
    let out = '';
    for (;;) {
      const c = this.peek();
      if (c === undefined) this.fail('"\\"" closing the quoted value');
      this.pos += 1;
      if (c === '"') return out;
      if (c === '\\') {
        const next = this.peek();
        if (next === undefined) this.fail('any character after "\\"');
        out += next;
        this.pos += 1;
      } else {
        out += c;
      }
    }
  }

  /**
   * A field name: a quoted name, or letters, digits, `_`, `$` and spaces, joined by single
   * dashes (a dash followed by `>` starts a JSON path instead).
   */
  fieldName(): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    let name = '';
    for (;;) {
      const c = this.peek();
      if (c !== undefined && FIELD_CHAR.test(c)) {
        name += c;
        this.pos += 1;
      } else if (
        c === '-' &&
        this.peek(1) !== '>' &&
        name.length > 0 &&
        FIELD_CHAR.test(this.peek(1) ?? '')
      ) {
        name += c;
        this.pos += 1;
      } else {
        break;
      }
    }
    const trimmed = name.trim();
    if (trimmed.length === 0) this.fail('field name (* or [a..z0..9_$])', start);
    return trimmed;
  }
}

/** Runs a parser over a whole value and turns its failure into PostgREST's PGRST100 answer. */
export function parseParam<T>(label: string, text: string, parse: (cursor: Cursor) => T): T {
  const cursor = new Cursor(text);
  try {
    return parse(cursor);
  } catch (err) {
    if (err instanceof ParseFailure) {
      throw queryParamError(
        `"failed to parse ${label} (${text})" (line 1, column ${err.column})`,
        err.details,
      );
    }
    throw err;
  }
}
