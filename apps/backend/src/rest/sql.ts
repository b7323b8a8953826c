import type { Column } from './catalog';
import { notImplemented, undefinedColumn } from './errors';
import type { Condition, Filter } from './filter-parser';
import type { OrderTerm, SelectItem } from './query-params';
import type { ResponseShape } from './request-headers';

/*
 * The SQL builder. Rule: the only text placed into a statement is this file's own
 * keywords and names that come from the catalog (checked, then quoted); every value of
 * the request, aliases included, travels as a bind parameter.
 */

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Quotes a catalog name as an SQL identifier. Only ever called with names read from the catalog. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** What a statement reads from: a table or view, or the rows a function returned. */
export interface Source {
  /** The name errors use (`column <label>.<col> does not exist`). */
  label: string;
  columns: Column[];
}

function columnRef(source: Source, name: string): string {
  const col = source.columns.find((c) => c.name === name);
  if (!col) throw undefinedColumn(source.label, name);
  return `_t.${ident(col.name)}`;
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const PATTERN: Record<string, string> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };
const TS_QUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_SQL: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

function filterSql(f: Filter, source: Source, params: Params): string {
  const col = columnRef(source, f.column);
  const o = f.operation;
  let expr: string;
  if (o.op === 'in') {
    expr =
      o.values.length === 0
        ? 'false'
        : `${col} in (${o.values.map((v) => params.add(v)).join(', ')})`;
  } else if (o.op === 'is') {
    expr = `${col} ${IS_SQL[o.value]}`;
  } else if (o.op === 'fts' || o.op === 'plfts' || o.op === 'phfts' || o.op === 'wfts') {
    const language = o.language === null ? '' : `${params.add(o.language)}::regconfig, `;
    expr = `${col} @@ ${TS_QUERY[o.op]}(${language}${params.add(o.value)})`;
  } else if (o.op === 'isdistinct') {
    expr = `${col} is distinct from ${params.add(o.value)}`;
  } else if (o.op in PATTERN) {
    // like/ilike take `*` for `%` (URLs mangle `%`); patterns compare the column's text form.
    const value = o.op === 'like' || o.op === 'ilike' ? o.value.replaceAll('*', '%') : o.value;
    expr = `${col}::text ${PATTERN[o.op]} ${params.add(value)}`;
  } else {
    expr = `${col} ${COMPARISON[o.op]} ${params.add(o.value)}`;
  }
  return f.negate ? `not (${expr})` : expr;
}

function conditionSql(c: Condition, source: Source, params: Params): string {
  if (c.kind === 'filter') return filterSql(c.filter, source, params);
  const inner = `(${c.children.map((child) => conditionSql(child, source, params)).join(` ${c.op} `)})`;
  return c.negate ? `not ${inner}` : inner;
}

export function whereSql(conditions: Condition[], source: Source, params: Params): string {
  if (conditions.length === 0) return 'true';
  return conditions.map((c) => conditionSql(c, source, params)).join(' and ');
}

export function orderSql(terms: OrderTerm[], source: Source): string {
  if (terms.length === 0) return '';
  const parts = terms.map((t) => {
    let part = `${columnRef(source, t.column)} ${t.direction ?? 'asc'}`;
    if (t.nulls) part += ` nulls ${t.nulls}`;
    return part;
  });
  return ` order by ${parts.join(', ')}`;
}

/** The columns a statement returns (`inner`) and the JSON expression for one of its rows (`row`). */
export interface Projection {
  inner: string;
  row: string;
}

// json_build_object takes at most 100 arguments: 50 key/value pairs.
const MAX_ALIASED_COLUMNS = 50;

export function projection(select: SelectItem[], source: Source, params: Params): Projection {
  const outputs: { key: string; column: string }[] = [];
  let plain = true;
  for (const item of select) {
    if (item.kind === 'star') {
      for (const c of source.columns) outputs.push({ key: c.name, column: c.name });
    } else {
      columnRef(source, item.name);
      if (item.alias !== null && item.alias !== item.name) plain = false;
      outputs.push({ key: item.alias ?? item.name, column: item.name });
    }
  }
  if (outputs.length === 0) return { inner: '1 as _none', row: 'json_build_object()' };
  const keys = new Set(outputs.map((o) => o.key));
  if (plain && keys.size === outputs.length) {
    // Postgres names the JSON keys after the columns themselves.
    return { inner: outputs.map((o) => columnRef(source, o.column)).join(', '), row: '_src' };
  }
  if (outputs.length > MAX_ALIASED_COLUMNS) {
    throw notImplemented(
      `A column list (select=) with aliases or repeated columns is limited to ${MAX_ALIASED_COLUMNS} items.`,
    );
  }
  const inner = outputs.map((o, i) => `${columnRef(source, o.column)} as _c${i}`).join(', ');
  const row = `json_build_object(${outputs.map((o, i) => `${params.add(o.key)}::text, _src._c${i}`).join(', ')})`;
  return { inner, row };
}

/** The response body, built by Postgres from the rows of `_src`: an array, or the first row for an object. */
export function bodySql(row: string, shape: ResponseShape, stripNulls: boolean): string {
  const agg = `json_agg(${row})`;
  let body =
    shape === 'object' ? `coalesce(${agg} -> 0, 'null'::json)` : `coalesce(${agg}, '[]'::json)`;
  if (stripNulls) body = `json_strip_nulls(${body})`;
  return `${body}::text`;
}

export interface ReadPlan {
  /** CTEs placed before `_src` (a function call), with their trailing comma. */
  prefix: string;
  /** The FROM item, always aliased `_t`. */
  from: string;
  where: string;
  order: string;
  offset: number;
  limit: number | null;
  projection: Projection;
  body: string | null;
  count: boolean;
}

export function readSql(plan: ReadPlan, params: Params): string {
  const limit = plan.limit === null ? '' : ` limit ${params.add(plan.limit)}`;
  const offset = plan.offset > 0 ? ` offset ${params.add(plan.offset)}` : '';
  const total = plan.count
    ? `, (select count(*) from ${plan.from} where ${plan.where})::int as total`
    : '';
  return (
    `with ${plan.prefix}_src as (select ${plan.projection.inner} from ${plan.from} where ${plan.where}${plan.order}${limit}${offset}) ` +
    `select count(*)::int as page_count, ${plan.body ?? 'null::text'} as body${total} from _src`
  );
}

/** Wraps a data-modifying statement (with its RETURNING) so the same page_count/body come back. */
export function mutationSql(statement: string, body: string | null): string {
  return `with _src as (${statement}) select count(*)::int as page_count, ${body ?? 'null::text'} as body from _src`;
}

export const tableSql = (name: string) => `"public".${ident(name)}`;
