import { parseParam, type Cursor } from './cursor';
import { aggregatesNotAllowed, notEmbedded, notImplemented, queryParamError } from './errors';
import { parseFilterValue, parseLogicParam, type Condition } from './filter-parser';

export type SelectItem = { kind: 'star' } | { kind: 'column'; name: string; alias: string | null };

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** Everything the query string of one table API request asks for. */
export interface QueryParams {
  select: SelectItem[];
  /** Filters and logic trees, all joined with AND. */
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  columns: string[] | null;
  onConflict: string[] | null;
  /** Parameters that are not filters, for GET /rpc/<fn>: named arguments. */
  plain: [string, string][];
}

/** The raw `key=value` pairs in order; a pair without `=` carries no value and is skipped, as in PostgREST. */
export function queryPairs(rawQuery: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of rawQuery.split('&')) {
    if (!part.includes('=')) continue;
    const decoded = [...new URLSearchParams(part)][0];
    if (decoded) pairs.push(decoded);
  }
  return pairs;
}

/** `a,b:c,*`: columns, aliases and star. Embedding, casts, JSON paths and aggregates are refused clearly. */
export function parseSelect(text: string): SelectItem[] {
  return parseParam('select parameter', text, (cur) => {
    const items: SelectItem[] = [];
    cur.skipSpaces();
    if (cur.atEnd) return items;
    for (;;) {
      cur.skipSpaces();
      if (cur.take('*')) {
        items.push({ kind: 'star' });
      } else {
        if (cur.startsWith('...'))
          throw notImplemented(
            'Spreading embedded resources (...) is not supported by this server.',
          );
        let name = cur.fieldName();
        let alias: string | null = null;
        if (cur.peek() === ':' && cur.peek(1) !== ':') {
          cur.pos += 1;
          alias = name;
          if (cur.startsWith('count()')) throw aggregatesNotAllowed();
          name = cur.fieldName();
        }
        if (name === 'count' && cur.startsWith('()')) throw aggregatesNotAllowed();
        if (cur.peek() === '(' || cur.peek() === '!') {
          throw notImplemented(
            `Embedding the related resource '${name}' is not supported by this server; list columns of one table or view.`,
          );
        }
        if (cur.startsWith('->'))
          throw notImplemented('JSON paths (->, ->>) in select= are not supported by this server.');
        if (cur.startsWith('::'))
          throw notImplemented('Casts (::) in select= are not supported by this server.');
        if (cur.peek() === '.') throw aggregatesNotAllowed();
        items.push({ kind: 'column', name, alias });
      }
      cur.skipSpaces();
      if (cur.atEnd) return items;
      cur.expect(',', '"," or end of input');
    }
  });
}

export function parseOrder(text: string): OrderTerm[] {
  return parseParam('order', text, (cur) => {
    const terms: OrderTerm[] = [];
    for (;;) {
      cur.skipSpaces();
      const column = cur.fieldName();
      if (cur.peek() === '(')
        throw notImplemented(
          'Ordering by a column of an embedded resource is not supported by this server.',
        );
      if (cur.startsWith('->'))
        throw notImplemented('JSON paths (->, ->>) in order are not supported by this server.');
      let direction: OrderTerm['direction'] = null;
      let nulls: OrderTerm['nulls'] = null;
      if (cur.take('.asc')) direction = 'asc';
      else if (cur.take('.desc')) direction = 'desc';
      if (cur.take('.nullsfirst')) nulls = 'first';
      else if (cur.take('.nullslast')) nulls = 'last';
      terms.push({ column, direction, nulls });
      cur.skipSpaces();
      if (cur.atEnd) return terms;
      if (cur.peek() === '.') cur.fail('"asc", "desc", "nullsfirst" or "nullslast"', cur.pos + 1);
      cur.expect(',', '"," or end of input');
    }
  });
}

function parseColumnList(label: string, text: string): string[] {
  return parseParam(label, text, (cur: Cursor) => {
    const names: string[] = [];
    for (;;) {
      cur.skipSpaces();
      names.push(cur.fieldName());
      cur.skipSpaces();
      if (cur.atEnd) return names;
      cur.expect(',', '"," or end of input');
    }
  });
}

function parseCount(name: 'limit' | 'offset', text: string): number {
  if (!/^\s*-?\d{1,15}\s*$/.test(text)) {
    throw queryParamError(
      `"failed to parse ${name} parameter (${text})" (line 1, column 1)`,
      'expecting an integer',
    );
  }
  return Number(text);
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

/**
 * Sorts the query string into select, filters, order, limit/offset, columns and
 * on_conflict, the way PostgREST reads it. `isRpc` keeps non-filter parameters (function
 * arguments of GET /rpc/<fn>) instead of failing on them; `argNames` are those arguments.
 */
export function parseQueryParams(
  pairs: [string, string][],
  argNames: ReadonlySet<string> = new Set(),
): QueryParams {
  const params: QueryParams = {
    select: [{ kind: 'star' }],
    conditions: [],
    order: [],
    limit: null,
    offset: null,
    columns: null,
    onConflict: null,
    plain: [],
  };
  let selectSeen = false;
  for (const [key, value] of pairs) {
    if (key === 'apikey') continue; // the gateway's key, never a filter
    if (argNames.has(key)) {
      params.plain.push([key, value]);
      continue;
    }
    if (RESERVED.has(key)) {
      if (key === 'select' && !selectSeen) {
        selectSeen = true;
        params.select = parseSelect(value);
      } else if (key === 'columns') params.columns = parseColumnList('columns parameter', value);
      else if (key === 'on_conflict')
        params.onConflict = parseColumnList('on_conflict parameter', value);
      continue;
    }
    const path = key.split('.');
    const last = path[path.length - 1]!;
    if (EMBEDDABLE.has(last)) {
      const prefix = path
        .slice(0, -1)
        .filter((p) => !((last === 'and' || last === 'or') && p === 'not'));
      if (prefix.length > 0) throw notEmbedded(prefix[0]!);
      if (value === '') continue;
      if (last === 'order') params.order = parseOrder(value);
      else if (last === 'limit') params.limit = parseCount('limit', value);
      else if (last === 'offset') params.offset = parseCount('offset', value);
      else params.conditions.push(parseLogicParam(key, value));
      continue;
    }
    const column = parseParam('tree path', key, (cur) => {
      const first = cur.fieldName();
      if (cur.peek() === '.') throw notEmbedded(first);
      if (cur.startsWith('->'))
        throw notImplemented('JSON paths (->, ->>) in filters are not supported by this server.');
      if (!cur.atEnd) cur.fail('delimiter (.) or end of input');
      return first;
    });
    params.conditions.push({ kind: 'filter', filter: parseFilterValue(column, value) });
  }
  return params;
}
