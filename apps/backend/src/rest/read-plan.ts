import { EmbedBuilder, embedNullFilters, resolveEmbeds } from './embed';
import { aggregatesNotAllowed } from './errors';
import { tableMissing } from './names';
import { parseQueryParams, type QueryParams } from './query-params';
import {
  effectiveRange,
  negotiateAccept,
  parsePreferences,
  parseRangeHeader,
  type Negotiated,
  type PlanRequest,
  type Preferences,
} from './request-headers';
import type { SchemaSnapshot } from './schema-cache';
import { usesAggregates } from './select-parser';
import { bodySql, orderSql, Params, readSql, tableSql, whereSql } from './sql';

/*
 * The read planner: a GET or HEAD request and a schema snapshot in, the statement and how to
 * answer from its row out. Pure: no database, no clock, so the same request against the
 * same snapshot is always the same plan, which is what lets a plan be kept and prepared.
 * A request's own mistakes throw its RestError (PostgREST's error for it).
 */

/** The parts of a request a read's plan depends on. */
export interface ReadRequest {
  method: string;
  pairs: [string, string][];
  header: (name: string) => string | undefined;
  /** DB_AGGREGATES_ENABLED: aggregate functions may be selected. */
  aggregates: boolean;
  /** DB_PLAN_ENABLED: `Accept: application/vnd.pgrst.plan` may be asked for. */
  planEnabled: boolean;
}

/** A read request parsed, before the schema is consulted. */
export interface ParsedRead {
  head: boolean;
  q: QueryParams;
  accept: Negotiated;
  prefs: Preferences;
  range: { offset: number; limit: number | null };
}

/** The query string of a request; aggregates only when the operator enabled them (PGRST123). */
export function parseQuery(
  pairs: [string, string][],
  aggregates: boolean,
  argNames?: ReadonlySet<string>,
): QueryParams {
  const q = parseQueryParams(pairs, argNames);
  if (!aggregates && usesAggregates(q.select)) throw aggregatesNotAllowed();
  return q;
}

export function parseRead(r: ReadRequest): ParsedRead {
  const q = parseQuery(r.pairs, r.aggregates);
  const accept = negotiateAccept(r.header, r.planEnabled);
  const prefs = parsePreferences(r.header);
  const range = effectiveRange(parseRangeHeader(r.header), q.limit, q.offset);
  return { head: r.method === 'HEAD', q, accept, prefs, range };
}

/** A statement and the values it still takes as bind parameters (none for most reads). */
export interface Statement {
  sql: string;
  values: unknown[];
}

/** A planned read: its statement, and what answering from the statement's row needs. */
export interface ReadPlan extends Statement {
  offset: number;
  /** A count was asked for (Content-Range then carries the total). */
  count: boolean;
  accept: Negotiated;
  /** Preferences echoed in Preference-Applied. */
  applied: string[];
  /** Accept: application/vnd.pgrst.plan: EXPLAIN the statement instead of running it. */
  explain: PlanRequest | null;
  /** count=planned: the statement whose estimated row count is the total (EXPLAIN of it). */
  plannedCount: Statement | null;
}

/**
 * Plans a read of `table` from `schema`. Values are written as literals where they can be,
 * so most plans have no bind parameters and go in one message with the caller's settings.
 */
export function planRead(schema: SchemaSnapshot, table: string, read: ParsedRead): ReadPlan {
  const { q, accept, prefs, range } = read;
  const rel = schema.relations.get(table);
  if (!rel) throw tableMissing(schema, table);
  const source = {
    label: rel.name,
    columns: rel.columns,
    computed: rel.computed,
    schema: rel.schema,
  };
  const embeds = resolveEmbeds(schema, rel, q);
  const params = new Params(true);
  const builder = new EmbedBuilder(params);
  const proj = builder.projection(q.select, source, embeds);
  const from = `${tableSql(rel.name, rel.schema)} as _t`;
  const filters = embedNullFilters(q);
  const whereWith = (p: Params, b: EmbedBuilder) =>
    [whereSql(filters.columns, source, p), ...b.innerJoins(embeds, '_t', filters.embeds)].join(
      ' and ',
    );
  const planned = prefs.countMode === 'planned';
  const sql = readSql(
    {
      prefix: '',
      from,
      where: whereWith(params, builder),
      order: orderSql(q.order, source, params),
      offset: range.offset,
      limit: range.limit,
      projection: proj,
      body: read.head
        ? null
        : bodySql(proj.row, accept.shape, accept.stripNulls, { keys: proj.keys, params }),
      count: prefs.count && !planned,
    },
    params,
  );
  let plannedCount: Statement | null = null;
  if (planned) {
    const countParams = new Params(true);
    const where = whereWith(countParams, new EmbedBuilder(countParams));
    plannedCount = { sql: `select 1 from ${from} where ${where}`, values: countParams.values };
  }
  return {
    sql,
    values: params.values,
    offset: range.offset,
    count: prefs.count,
    accept,
    applied: prefs.applied,
    explain: accept.plan ?? null,
    plannedCount,
  };
}
