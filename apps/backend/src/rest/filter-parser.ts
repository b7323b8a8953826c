import { Cursor, ParseFailure, parseParam } from './cursor';
import { jsonPath, type FieldRef, type JsonStep } from './select-parser';

export type ValueOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'isdistinct'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj';
export type ModifiableOperator =
  'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';
const MODIFIABLE: ReadonlySet<string> = new Set(
  'eq neq gt gte lt lte like ilike match imatch'.split(' '),
);
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { op: ValueOperator; value: string }
  | { op: 'in'; values: string[] }
  /** `like(any).{a*,b*}`: the comparison against any or all of the listed values. */
  | { op: 'any' | 'all'; inner: ModifiableOperator; values: string[] }
  | { op: 'is'; value: IsValue }
  | { op: FtsOperator; language: string | null; value: string };

export interface Filter {
  column: string;
  path: JsonStep[];
  negate: boolean;
  operation: Operation;
}

export type Condition =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

const VALUE_OPERATORS: ReadonlySet<string> = new Set(
  'eq neq gt gte lt lte like ilike match imatch isdistinct cs cd ov sl sr nxr nxl adj'.split(' '),
);
const FTS_OPERATORS: ReadonlySet<string> = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES: readonly IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown'];
const EXPECT_OPERATOR = '"not" or operator (eq, gt, ...)';

/** A value inside `or=(...)`: quoted, a `{...}` array literal, or everything up to `,` or `)`. */
function logicValue(cur: Cursor): string {
  if (cur.peek() === '"') {
    const save = cur.pos;
    const value = cur.quoted();
    if (cur.atEnd || cur.peek() === ',' || cur.peek() === ')') return value;
    cur.pos = save;
  }
  if (cur.peek() === '{') {
    const end = cur.text.indexOf('}', cur.pos);
    const inner = end < 0 ? '' : cur.text.slice(cur.pos + 1, end);
    if (end >= 0 && !/[{]/.test(inner)) {
      cur.pos = end + 1;
      return `{${inner}}`;
    }
  }
  return rawUntil(cur, ',)');
}

function rawUntil(cur: Cursor, stops: string): string {
  let out = '';
  while (!cur.atEnd && !stops.includes(cur.peek()!)) {
    out += cur.peek();
    cur.pos += 1;
  }
  return out;
}

/** `(a,"b,c",d)`: quoted elements may hold commas and parentheses. */
function listValue(cur: Cursor): string[] {
  cur.skipSpaces();
  cur.expect('(');
  cur.skipSpaces();
  const values: string[] = [];
  for (;;) {
    let element: string | null = null;
    if (cur.peek() === '"') {
      const save = cur.pos;
      const quoted = cur.quoted();
      if (cur.peek() === ',' || cur.peek() === ')') element = quoted;
      else cur.pos = save;
    }
    values.push(element ?? rawUntil(cur, ',)'));
    if (cur.take(',')) continue;
    cur.expect(')', '"," or ")"');
    cur.skipSpaces();
    break;
  }
  // `in.()` is the empty list.
  return values.length === 1 && values[0] === '' ? [] : values;
}

/** `{a,"b,c",d}`: the values an (any)/(all) modifier compares against. */
function arrayValue(cur: Cursor): string[] {
  cur.expect('{');
  const values: string[] = [];
  if (cur.take('}')) return values;
  for (;;) {
    let element: string | null = null;
    if (cur.peek() === '"') {
      const save = cur.pos;
      const quoted = cur.quoted();
      if (cur.peek() === ',' || cur.peek() === '}') element = quoted;
      else cur.pos = save;
    }
    values.push(element ?? rawUntil(cur, ',}'));
    if (cur.take(',')) continue;
    cur.expect('}', '"," or "}"');
    return values;
  }
}

/** `[not.]op.value`: the right side of a filter. `value` reads the operand. */
function opExpr(
  cur: Cursor,
  value: (cur: Cursor) => string,
): { negate: boolean; operation: Operation } {
  const negate = cur.startsWith('not.') && cur.take('not.');
  const start = cur.pos;
  let op = '';
  while (!cur.atEnd && /[a-z_]/i.test(cur.peek()!)) {
    op += cur.peek();
    cur.pos += 1;
  }
  if (op === 'in') {
    cur.expect('.', 'delimiter (.)');
    return { negate, operation: { op: 'in', values: listValue(cur) } };
  }
  if (op === 'is') {
    cur.expect('.', 'delimiter (.)');
    const word = IS_VALUES.find(
      (v) => cur.text.slice(cur.pos, cur.pos + v.length).toLowerCase() === v,
    );
    const after = word ? cur.text[cur.pos + word.length] : undefined;
    if (!word || (after !== undefined && after !== ',' && after !== ')')) {
      cur.fail('isVal: (null, not_null, true, false, unknown)');
    }
    cur.pos += word.length;
    return { negate, operation: { op: 'is', value: word } };
  }
  if (VALUE_OPERATORS.has(op)) {
    if (cur.peek() === '(' && MODIFIABLE.has(op)) {
      let modifier: 'any' | 'all';
      if (cur.take('(any)')) modifier = 'any';
      else if (cur.take('(all)')) modifier = 'all';
      else cur.fail('"(any)" or "(all)"');
      cur.expect('.', 'delimiter (.)');
      return {
        negate,
        operation: { op: modifier, inner: op as ModifiableOperator, values: arrayValue(cur) },
      };
    }
    cur.expect('.', 'delimiter (.)');
    return { negate, operation: { op: op as ValueOperator, value: value(cur) } };
  }
  if (FTS_OPERATORS.has(op)) {
    // `fts(english).value`: the language is optional and travels as a parameter too.
    let language: string | null = null;
    if (cur.take('(')) {
      const close = cur.text.indexOf(')', cur.pos);
      if (close < 0) cur.fail('")"');
      language = cur.text.slice(cur.pos, close);
      cur.pos = close + 1;
    }
    cur.expect('.', 'delimiter (.)');
    return { negate, operation: { op: op as FtsOperator, language, value: value(cur) } };
  }
  return cur.fail(negate ? 'operator (eq, gt, ...)' : EXPECT_OPERATOR, start);
}

/** A top-level filter value such as `eq.5`, `not.in.(1,2)` or `is.null`. */
export function parseFilterValue(target: FieldRef | string, text: string): Filter {
  const field = typeof target === 'string' ? { name: target, path: [] } : target;
  return parseParam('filter', text, (cur) => {
    const { negate, operation } = opExpr(cur, (c) => {
      const rest = c.text.slice(c.pos);
      c.pos = c.text.length;
      return rest;
    });
    if (!cur.atEnd) cur.fail('end of input');
    return { column: field.name, path: field.path, negate, operation };
  });
}

// Deeper nesting than any real filter needs; keeps hostile input from exhausting the stack.
const MAX_LOGIC_DEPTH = 32;

function logicTree(cur: Cursor, depth = 0): Condition {
  if (depth > MAX_LOGIC_DEPTH) cur.fail(`at most ${MAX_LOGIC_DEPTH} nested and/or groups`);
  // A filter (`col.op.value`) is tried first, then `[not.]and|or(...)`; on two failures,
  // the one that got further is reported, as Parsec does.
  const start = cur.pos;
  let filterFailure: ParseFailure;
  try {
    cur.skipSpaces();
    const column = cur.fieldName();
    const path = jsonPath(cur);
    cur.expect('.', 'delimiter (.)');
    const { negate, operation } = opExpr(cur, logicValue);
    cur.skipSpaces();
    return { kind: 'filter', filter: { column, path, negate, operation } };
  } catch (err) {
    if (!(err instanceof ParseFailure)) throw err;
    filterFailure = err;
  }
  cur.pos = start;
  try {
    cur.skipSpaces();
    const negate = cur.take('not.');
    let op: 'and' | 'or';
    if (cur.take('and')) op = 'and';
    else if (cur.take('or')) op = 'or';
    else cur.fail('logic operator (and, or)');
    cur.skipSpaces();
    cur.expect('(');
    const children: Condition[] = [logicTree(cur, depth + 1)];
    while (cur.take(',')) children.push(logicTree(cur, depth + 1));
    cur.skipSpaces();
    cur.expect(')', '"," or ")"');
    cur.skipSpaces();
    return { kind: 'logic', op, negate, children };
  } catch (err) {
    if (!(err instanceof ParseFailure)) throw err;
    throw err.column >= filterFailure.column ? err : filterFailure;
  }
}

/** `or=(a.eq.1,b.gt.2)`, `not.and=(...)`: `key` is the parameter name (with its `not.`). */
export function parseLogicParam(key: string, text: string): Condition {
  const negate = key.startsWith('not.');
  const op = negate ? key.slice(4) : key;
  // Parsed as `or(...)`, the way PostgREST does, so columns count from the operator.
  const full = `${negate ? 'not.' : ''}${op}${text}`;
  return parseParam('logic tree', text, () => {
    const cur = new Cursor(full);
    const tree = logicTree(cur);
    if (!cur.atEnd) cur.fail('end of input');
    return tree;
  });
}
