import { parseParam, type Cursor } from './cursor';
import { notImplemented, queryParamError } from './errors';
import { parseFilterValue, parseLogicParam, type Condition } from './filter-parser';
import {
  jsonPath,
  parseFieldRef,
  parseSelect,
  type JsonStep,
  type SelectItem,
} from './select-parser';

export { parseSelect, type SelectItem };

export interface OrderTerm {
  column: string;
  path: JsonStep[];
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** Filters, order and range aimed at one embedded resource (`messages.order=id.desc`). */
export interface EmbedParams {
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
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
  /** Per embedded resource, keyed by its path of names or aliases joined with '.'. */
  embedded: Map<string, EmbedParams>;
}

function embedParams(q: QueryParams, path: string[]): EmbedParams {
  const key = path.join('.');
  let found = q.embedded.get(key);
  if (!found) {
    found = { conditions: [], order: [], limit: null, offset: null };
    q.embedded.set(key, found);
  }
  return found;
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
      const path = jsonPath(cur);
      let direction: OrderTerm['direction'] = null;
      let nulls: OrderTerm['nulls'] = null;
      if (cur.take('.asc')) direction = 'asc';
      else if (cur.take('.desc')) direction = 'desc';
      if (cur.take('.nullsfirst')) nulls = 'first';
      else if (cur.take('.nullslast')) nulls = 'last';
      terms.push({ column, path, direction, nulls });
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
    embedded: new Map(),
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
      if (value === '') continue;
      const target = prefix.length > 0 ? embedParams(params, prefix) : params;
      const logicKey =
        last === 'and' || last === 'or'
          ? path[path.length - 2] === 'not'
            ? `not.${last}`
            : last
          : key;
      if (last === 'order') target.order = parseOrder(value);
      else if (last === 'limit') target.limit = parseCount('limit', value);
      else if (last === 'offset') target.offset = parseCount('offset', value);
      else target.conditions.push(parseLogicParam(logicKey, value));
      continue;
    }
    const { embed, field } = parseParam('tree path', key, (cur) => {
      const names: string[] = [];
      let ref = parseFieldRef(cur);
      while (ref.path.length === 0 && cur.take('.')) {
        names.push(ref.name);
        ref = parseFieldRef(cur);
      }
      if (!cur.atEnd) cur.fail('delimiter (.) or end of input');
      return { embed: names, field: ref };
    });
    const target = embed.length > 0 ? embedParams(params, embed) : params;
    target.conditions.push({ kind: 'filter', filter: parseFilterValue(field, value) });
  }
  return params;
}
