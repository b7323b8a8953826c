import type { Cursor } from './cursor';
import { parseParam } from './cursor';
import { aggregatesNotAllowed } from './errors';

/** One `->key` / `->>key` / `->0` step of a JSON path. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  /** `->0`, `->-1`: an array index rather than an object key. */
  index: boolean;
}

/** A column with an optional JSON path, as select, filters and order name it. */
export interface FieldRef {
  name: string;
  path: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'column';
      name: string;
      path: JsonStep[];
      cast: string | null;
      alias: string | null;
    }
  | {
      kind: 'embed';
      /** Table, view, constraint, column or function name the relationship is found by. */
      name: string;
      alias: string | null;
      hint: string | null;
      joinType: 'inner' | 'left' | null;
      spread: boolean;
      select: SelectItem[];
    };

// Deeper than any real embedding; keeps hostile input from exhausting the stack.
const MAX_EMBED_DEPTH = 16;

function jsonKey(cur: Cursor): { key: string; index: boolean } {
  const idx = /^-?\d+(?=->|::|\.|,|\)|$)/.exec(cur.text.slice(cur.pos));
  if (idx) {
    cur.pos += idx[0].length;
    return { key: idx[0], index: true };
  }
  if (cur.peek() === '"') return { key: cur.quoted(), index: false };
  const start = cur.pos;
  let key = '';
  for (;;) {
    const c = cur.peek();
    if (c === undefined || '(:.,>)'.includes(c)) break;
    if (c === '-' && (cur.peek(1) === '>' || key.length === 0)) break;
    key += c;
    cur.pos += 1;
  }
  if (key.trim().length === 0) cur.fail('any non reserved character different from: .,>()', start);
  return { key: key.trim(), index: false };
}

/** `->a->>b`: zero or more JSON path steps after a column name. */
export function jsonPath(cur: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    let arrow: JsonStep['arrow'];
    if (cur.take('->>')) arrow = '->>';
    else if (cur.take('->')) arrow = '->';
    else return steps;
    steps.push({ arrow, ...jsonKey(cur) });
  }
}

/** `::type`: letters, digits and underscores, as PostgREST's identifier parser reads a cast. */
function castName(cur: Cursor): string | null {
  if (!cur.take('::')) return null;
  const m = /^[A-Za-z0-9_]+/.exec(cur.text.slice(cur.pos));
  if (!m) cur.fail('letter or digit');
  cur.pos += m[0].length;
  return m[0];
}

function items(cur: Cursor, depth: number): SelectItem[] {
  const list: SelectItem[] = [];
  cur.skipSpaces();
  if (cur.atEnd || cur.peek() === ')') return list;
  for (;;) {
    cur.skipSpaces();
    list.push(item(cur, depth));
    cur.skipSpaces();
    if (cur.atEnd || cur.peek() === ')') return list;
    cur.expect(',', '"," or end of input');
  }
}

function embedBody(cur: Cursor, depth: number): SelectItem[] {
  if (depth >= MAX_EMBED_DEPTH) cur.fail(`at most ${MAX_EMBED_DEPTH} nested embedded resources`);
  cur.expect('(');
  const inner = items(cur, depth + 1);
  cur.expect(')', '"," or ")"');
  return inner;
}

/** `!hint`, `!inner`, `!left`: at most two, in either order. */
function embedParams(cur: Cursor): { hint: string | null; joinType: 'inner' | 'left' | null } {
  let hint: string | null = null;
  let joinType: 'inner' | 'left' | null = null;
  for (let i = 0; i < 2 && cur.take('!'); i += 1) {
    const word = cur.fieldName();
    if ((word === 'inner' || word === 'left') && joinType === null) joinType = word;
    else hint = word;
  }
  return { hint, joinType };
}

function item(cur: Cursor, depth: number): SelectItem {
  if (cur.take('*')) return { kind: 'star' };
  if (cur.take('...')) {
    const name = cur.fieldName();
    const { hint, joinType } = embedParams(cur);
    return {
      kind: 'embed',
      name,
      alias: null,
      hint,
      joinType,
      spread: true,
      select: embedBody(cur, depth),
    };
  }
  let name = cur.fieldName();
  let alias: string | null = null;
  if (cur.peek() === ':' && cur.peek(1) !== ':') {
    cur.pos += 1;
    alias = name;
    cur.skipSpaces();
    if (cur.startsWith('count()')) throw aggregatesNotAllowed();
    name = cur.fieldName();
  }
  if (name === 'count' && cur.startsWith('()')) throw aggregatesNotAllowed();
  if (cur.peek() === '(' || cur.peek() === '!') {
    const { hint, joinType } = embedParams(cur);
    return {
      kind: 'embed',
      name,
      alias,
      hint,
      joinType,
      spread: false,
      select: embedBody(cur, depth),
    };
  }
  const path = jsonPath(cur);
  const cast = castName(cur);
  // `col.sum()` and friends: aggregates, which this server keeps off as PostgREST does by default.
  if (cur.peek() === '.') throw aggregatesNotAllowed();
  return { kind: 'column', name, path, cast, alias };
}

/** The select parameter: columns (with JSON paths, casts, aliases), `*`, embedded resources and spreads. */
export function parseSelect(text: string): SelectItem[] {
  return parseParam('select parameter', text, (cur) => {
    const list = items(cur, 0);
    if (!cur.atEnd) cur.fail('"," or end of input');
    return list;
  });
}

/** A filter or order target: `col`, `col->a->>b`. */
export function parseFieldRef(cur: Cursor): FieldRef {
  const name = cur.fieldName();
  return { name, path: jsonPath(cur) };
}
