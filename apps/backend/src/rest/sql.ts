import pg from 'pg';
import type { Column } from './schema-cache';
import { notImplemented, RestError, undefinedColumn } from './errors';
import type { Condition, Filter } from './filter-parser';
import type { OrderTerm } from './query-params';
import type { Aggregate, FieldRef, JsonStep, SelectItem } from './select-parser';
import type { ResponseShape } from './request-headers';

/*
 * The SQL builder. Rule: the only text placed into a statement is this file's own
 * keywords and names that come from the catalog (checked, then quoted); every value of
 * the request, aliases included, travels as a bind parameter, or (Params in literal mode,
 * for a statement sent in one round trip with the caller's settings) as the escaped literal
 * of exactly the text that bind parameter would carry.
 */

/**
 * Where a statement's values go. By default each is a bind parameter ($1, $2, ...) kept in
 * `values`. With `literals`, each is written into the statement as an escaped string
 * literal instead (see valueLiteral), so a statement whose `values` stay empty can be sent
 * in one message with the caller's settings; a value no literal can carry (NUL, bytes)
 * still goes as a bind parameter.
 */
export class Params {
  readonly values: unknown[] = [];
  constructor(readonly literals = false) {}
  add(value: unknown): string {
    if (this.literals) {
      const literal = literalOf(value);
      if (literal !== null) return literal;
    }
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A value that cannot be written as a literal: the statement must use bind parameters. */
export class NotInlinable extends Error {}

// node-postgres's own conversion of a bind parameter's value to the text it sends (arrays
// as array literals, objects as JSON, numbers and booleans as their text); public on the
// module as pg.utils, though its types do not declare it.
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils
  .prepareValue;

/**
 * A value as an SQL literal that Postgres reads exactly as the bind parameter it replaces:
 * the text node-postgres would send for it (prepareValue), as a quoted string constant
 * (pg's escapeLiteral: quotes and backslashes doubled, E'' when a backslash is present).
 * Like an untyped parameter, a quoted constant has type unknown until its context (a
 * column, a cast, an operator) gives it one; NULL stays NULL. Text with a NUL character
 * (which Postgres text cannot hold, and which would end a simple-protocol message) and
 * binary values throw NotInlinable.
 */
export function valueLiteral(value: unknown): string {
  const literal = literalOf(value);
  if (literal === null) throw new NotInlinable();
  return literal;
}

/** valueLiteral, or null for a value no literal can carry. */
function literalOf(value: unknown): string | null {
  const text = prepareValue(value);
  if (text === null) return 'null';
  if (typeof text !== 'string' || text.includes('\0')) return null;
  return pg.escapeLiteral(text);
}

/** Quotes a catalog name as an SQL identifier. Only ever called with names read from the catalog. */
export function ident(name: string): string {
  return pg.escapeIdentifier(name);
}

/** What a statement reads from: a table or view, or the rows a function returned. */
export interface Source {
  /** The name errors use (`column <label>.<col> does not exist`). */
  label: string;
  columns: Column[];
  /** The SQL alias of the FROM item; `_t` unless embedded. */
  alias?: string;
  /** Computed fields: functions of the row, called as `<schema>.fn(<alias>)`. */
  computed?: Column[];
  /** The schema of the relation (and its computed fields); public unless named. */
  schema?: string;
}

function columnRef(source: Source, name: string): string {
  const alias = source.alias ?? '_t';
  const col = source.columns.find((c) => c.name === name);
  if (col) return `${alias}.${ident(col.name)}`;
  const fn = source.computed?.find((c) => c.name === name);
  if (fn) return `${ident(source.schema ?? 'public')}.${ident(fn.name)}(${alias})`;
  throw undefinedColumn(source.label, name);
}

function jsonStepsSql(base: string, path: JsonStep[], params: Params): string {
  let expr = base;
  for (const step of path) {
    const operand = step.index
      ? `${params.add(Number(step.key))}::int`
      : `${params.add(step.key)}::text`;
    expr = `(${expr} ${step.arrow} ${operand})`;
  }
  return expr;
}

/** A column (or computed field) with its JSON path: keys and indexes travel as parameters. */
export function fieldSql(source: Source, field: FieldRef, params: Params): string {
  return jsonStepsSql(columnRef(source, field.name), field.path, params);
}

// Casts PostgREST accepts are identifiers placed in the SQL; here only these type names are.
const CASTS = new Set(
  (
    'text varchar char bpchar name citext int int2 int4 int8 integer smallint bigint numeric decimal ' +
    'real float float4 float8 bool boolean json jsonb date time timetz timestamp timestamptz ' +
    'interval uuid money bytea inet cidr macaddr tsvector'
  ).split(' '),
);

/** Postgres's 42803 for an output left out of an aggregate, as PostgREST passes it on. */
const ungroupedColumn = (column: string) =>
  new RestError(
    400,
    '42803',
    `column "${column}" must appear in the GROUP BY clause or be used in an aggregate function`,
  );

function castSql(expr: string, cast: string | null): string {
  if (cast === null) return expr;
  const type = cast.toLowerCase();
  // Postgres's own answer for a type it does not know, which PostgREST passes on.
  if (!CASTS.has(type)) throw new RestError(400, '42704', `type "${cast}" does not exist`);
  return `cast(${expr} as ${type})`;
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
  const col = fieldSql(source, { name: f.column, path: f.path }, params);
  const o = f.operation;
  let expr: string;
  if (o.op === 'any' || o.op === 'all') {
    const like = o.inner === 'like' || o.inner === 'ilike';
    const values = like ? o.values.map((v) => v.replaceAll('*', '%')) : o.values;
    const text = o.inner in PATTERN;
    const left = text ? `${col}::text` : col;
    const operator = text ? PATTERN[o.inner] : COMPARISON[o.inner];
    const array = text ? `${params.add(values)}::text[]` : params.add(values);
    expr = `${left} ${operator} ${o.op}(${array})`;
  } else if (o.op === 'in') {
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
  } else if (o.op === 'like' || o.op === 'ilike' || o.op === 'match' || o.op === 'imatch') {
    // like/ilike take `*` for `%` (URLs mangle `%`); patterns compare the column's text form.
    const value = o.op === 'like' || o.op === 'ilike' ? o.value.replaceAll('*', '%') : o.value;
    expr = `${col}::text ${PATTERN[o.op]} ${params.add(value)}`;
  } else {
    const { op, value } = o as { op: string; value: string };
    expr = `${col} ${COMPARISON[op]} ${params.add(value)}`;
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

export function orderSql(terms: OrderTerm[], source: Source, params: Params): string {
  if (terms.length === 0) return '';
  const parts = terms.map((t) => {
    let part = `${fieldSql(source, { name: t.column, path: t.path }, params)} ${t.direction ?? 'asc'}`;
    if (t.nulls) part += ` nulls ${t.nulls}`;
    return part;
  });
  return ` order by ${parts.join(', ')}`;
}

/**
 * The columns a statement returns (`inner`) and the JSON expression for one of its rows
 * (`row`, over the alias `_src`); `keys` are the row's JSON keys, in order.
 */
export interface Projection {
  inner: string;
  /** Lateral joins of spread embeds, placed right after the FROM item ('' without). */
  joins: string;
  /** With aggregates: the `group by` of the other outputs ('' without). */
  groupBy: string;
  row: string;
  keys: string[];
  /** `row` is the bare row alias: its columns are already named like the keys. */
  plain: boolean;
}

/** An aggregate over a level's rows: `col.sum()`, `count()`. */
export interface AggregateCall {
  fn: Aggregate;
  /** Cast of the aggregate's result (`count()::text`). */
  cast: string | null;
}

/** One output of a level: its JSON key, its expression, and the aggregate applied to it. */
export interface Output {
  key: string;
  /** The value, or the aggregate's argument ('*' for count()). */
  expr: string;
  agg: AggregateCall | null;
  /** An embedded resource's JSON value (grouped by as jsonb when the level aggregates). */
  embed?: boolean;
  /** `count` read as a column (`select=count`): an aggregate that does not group the others. */
  implicit?: boolean;
  /**
   * The column Postgres would name if this output were left ungrouped in PostgREST's SQL
   * (`members.handle`, `members_posts_1.*`), for 42803 next to an implicit count.
   */
  ungrouped?: string;
}

/**
 * What an embedded resource adds to its parent: a JSON value under one key, the columns of
 * a spread (read from its lateral join, their aggregates applied at the parent's level), or
 * nothing (an embed without columns, there only to filter).
 */
export type EmbedOutput =
  | { kind: 'value'; key: string; expr: string; ungrouped: string }
  | { kind: 'spread'; join: string; columns: Output[] }
  | { kind: 'none' };

// json_build_object takes at most 100 arguments: 50 key/value pairs.
const MAX_ALIASED_COLUMNS = 50;

/** The key PostgREST gives a column: its alias, else the last key of its JSON path, else its name. */
function outputKey(item: Extract<SelectItem, { kind: 'column' }>): string {
  if (item.alias !== null) return item.alias;
  if (item.aggregate) return item.aggregate;
  const keys = item.path.filter((p) => !p.index);
  if (item.path.length > 0) return keys.length > 0 ? keys[keys.length - 1]!.key : item.name;
  return item.name;
}

/**
 * `count` named as a column of a relation without such a column counts its rows: Postgres
 * reads `t.count` as `count(t)`, which is how PostgREST answers `select=count` and
 * `rel(count)`.
 */
function countsAsColumn(item: Extract<SelectItem, { kind: 'column' }>, source: Source): boolean {
  return (
    item.name === 'count' &&
    !item.aggregate &&
    item.path.length === 0 &&
    !source.columns.some((c) => c.name === 'count') &&
    !source.computed?.some((c) => c.name === 'count')
  );
}

/** The outputs of a level's select list, in order, and the lateral joins its spreads need. */
export function selectOutputs(
  select: SelectItem[],
  source: Source,
  params: Params,
  embed?: (item: Extract<SelectItem, { kind: 'embed' }>) => EmbedOutput,
): { outputs: Output[]; joins: string; plain: boolean } {
  const outputs: Output[] = [];
  let joins = '';
  let plain = true;
  for (const item of select) {
    if (item.kind === 'star') {
      for (const c of source.columns)
        outputs.push({
          key: c.name,
          expr: columnRef(source, c.name),
          agg: null,
          ungrouped: `${source.label}.${c.name}`,
        });
    } else if (item.kind === 'embed') {
      if (!embed)
        throw notImplemented(
          `Embedding the related resource '${item.name}' is supported only when reading a table or view.`,
        );
      const out = embed(item);
      if (out.kind === 'none') continue;
      plain = false;
      if (out.kind === 'value')
        outputs.push({
          key: out.key,
          expr: out.expr,
          agg: null,
          embed: true,
          ungrouped: out.ungrouped,
        });
      else {
        joins += out.join;
        outputs.push(...out.columns);
      }
    } else if (item.aggregate) {
      plain = false;
      const arg = item.name === '*' ? '*' : castSql(fieldSql(source, item, params), item.cast);
      outputs.push({
        key: outputKey(item),
        expr: arg,
        agg: { fn: item.aggregate, cast: item.aggregateCast ?? null },
      });
    } else if (countsAsColumn(item, source)) {
      plain = false;
      outputs.push({
        key: outputKey(item),
        expr: '*',
        agg: { fn: 'count', cast: item.cast },
        implicit: true,
      });
    } else {
      const base = fieldSql(source, item, params);
      const key = outputKey(item);
      if (key !== item.name || item.path.length > 0 || item.cast !== null) plain = false;
      if (source.computed?.some((c) => c.name === item.name)) plain = false;
      const computed = source.computed?.some((c) => c.name === item.name) ?? false;
      outputs.push({
        key,
        expr: castSql(base, item.cast),
        agg: null,
        // A computed field is called with the whole row.
        ungrouped: `${source.label}.${computed ? '*' : item.name}`,
      });
    }
  }
  return { outputs, joins, plain };
}

/** An output as it is selected at its level: the aggregate applied, embeds as jsonb when grouped. */
function outputSql(o: Output, grouped: boolean): string {
  if (o.agg) return castSql(`${o.agg.fn}(${o.expr})`, o.agg.cast);
  return grouped && o.embed ? `(${o.expr})::jsonb` : o.expr;
}

export function projection(
  select: SelectItem[],
  source: Source,
  params: Params,
  embed?: (item: Extract<SelectItem, { kind: 'embed' }>) => EmbedOutput,
  rowAlias = '_src',
): Projection {
  const { outputs, joins, plain } = selectOutputs(select, source, params, embed);
  const keys = outputs.map((o) => o.key);
  const grouped = outputs.some((o) => o.agg);
  // PostgREST groups only by the others of explicit aggregates: next to `count` read as a
  // column, the first other output is what Postgres refuses.
  if (outputs.some((o) => o.implicit) && !outputs.some((o) => o.agg && !o.implicit)) {
    const other = outputs.find((o) => !o.agg);
    if (other) throw ungroupedColumn(other.ungrouped ?? source.label);
  }
  const exprs = outputs.map((o) => outputSql(o, grouped));
  const groupTerms = exprs.filter((_, i) => !outputs[i]!.agg);
  const groupBy = grouped && groupTerms.length > 0 ? ` group by ${groupTerms.join(', ')}` : '';
  if (outputs.length === 0)
    return { inner: '1 as _none', joins, groupBy, row: 'json_build_object()', keys, plain: false };
  if (plain && new Set(keys).size === keys.length) {
    // Postgres names the JSON keys after the columns themselves.
    return { inner: exprs.join(', '), joins, groupBy, row: rowAlias, keys, plain: true };
  }
  if (keys.length > MAX_ALIASED_COLUMNS) {
    throw notImplemented(
      `A column list (select=) with aliases, JSON paths, casts, embedded resources or repeated columns is limited to ${MAX_ALIASED_COLUMNS} items.`,
    );
  }
  const inner = exprs.map((e, i) => `${e} as _c${i}`).join(', ');
  const pairs = outputs.map((o, i) => `${params.add(o.key)}::text, ${rowAlias}._c${i}`);
  return {
    inner,
    joins,
    groupBy,
    row: `json_build_object(${pairs.join(', ')})`,
    keys,
    plain: false,
  };
}

/**
 * The response body, built by Postgres from the rows of `_src`: an array, the first row for
 * an object, or (text/csv, as PostgREST writes it) a header line and one record per line.
 */
export function bodySql(
  row: string,
  shape: ResponseShape,
  stripNulls: boolean,
  csv?: { keys: string[]; params: Params },
): string {
  if (shape === 'csv') {
    const header = csv ? `${csv.params.add(csv.keys.join(','))}::text` : `''`;
    return `${header} || chr(10) || coalesce(string_agg(substring(_src::text, 2, length(_src::text) - 2), chr(10)), '')`;
  }
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
    `with ${plan.prefix}_src as (select ${plan.projection.inner} from ${plan.from}${plan.projection.joins} where ${plan.where}${plan.projection.groupBy}${plan.order}${limit}${offset}) ` +
    `select count(*)::int as page_count, ${plan.body ?? 'null::text'} as body${total} from _src`
  );
}

/**
 * Wraps a data-modifying statement so the same page_count/body come back: page_count is
 * the number of rows written; with `read`, the body is built from the written rows (`_w`,
 * read through `read.from` as `_t`) by `read.projection`.
 */
export function mutationSql(
  statement: string,
  body: string | null,
  countInserted = false,
  read: { projection: Projection; from: string } | null = null,
): string {
  const inserted = countInserted
    ? ', (select count(*) from _w where _w._inserted)::int as inserted'
    : '';
  const src = read
    ? `select ${read.projection.inner} from ${read.from}${read.projection.joins}${read.projection.groupBy}`
    : 'select * from _w';
  const written = `with _w as (${statement})`;
  const count = '(select count(*) from _w)::int as page_count';
  if (body === null) return `${written} select ${count}, null::text as body${inserted}`;
  return `${written}, _src as (${src}) select ${count}, ${body} as body${inserted} from _src`;
}

export const tableSql = (name: string, schema = 'public') => `${ident(schema)}.${ident(name)}`;
