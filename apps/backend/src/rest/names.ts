import type { Condition } from './filter-parser';
import { functionNotFound, tableNotFound, type RestError } from './errors';
import { closest } from './fuzzy';
import type { QueryParams } from './query-params';
import { findRelationships } from './relationships';
import type { SchemaCache, SchemaSnapshot } from './schema-cache';
import type { SelectItem } from './select-parser';

/*
 * The names a request uses, checked against the schema cache before it is planned. A name
 * the cache lacks may belong to DDL committed a moment before the request whose
 * notification has not arrived yet, so the cache settles once (SchemaCache.settle) before
 * the request is planned; the planner then answers PostgREST's error for a name that is
 * still missing. Everything here but `schemaFor` is pure.
 */

/** Every column name a query mentions at its top level (embedded resources' are their own). */
export function mentionedColumns(q: QueryParams, extra: Iterable<string> = []): string[] {
  const names = [...extra];
  const embeds = new Set(q.select.flatMap((i) => (i.kind === 'embed' ? [i.alias ?? i.name] : [])));
  for (const s of q.select) if (s.kind === 'column' && s.name !== '*') names.push(s.name);
  for (const o of q.order) names.push(o.column);
  const walk = (c: Condition) => {
    if (c.kind === 'logic') c.children.forEach(walk);
    else if (!embeds.has(c.filter.column)) names.push(c.filter.column);
  };
  q.conditions.forEach(walk);
  if (q.columns) names.push(...q.columns);
  if (q.onConflict) names.push(...q.onConflict);
  return names;
}

/** Every embedded resource of `select` (from `parent`) has a relationship and a target in the snapshot. */
function knowsEmbeds(schema: SchemaSnapshot, parent: string, select: SelectItem[]): boolean {
  for (const item of select) {
    if (item.kind !== 'embed') continue;
    const found = findRelationships(schema.graph, parent, item.name, item.hint);
    if (found.length !== 1) return found.length > 1;
    const target = found[0]!.target;
    if (!schema.relations.has(target) || !knowsEmbeds(schema, target, item.select)) return false;
  }
  return true;
}

/** The snapshot knows the table, every column `q` (and `extra`) names in it, and its embeds. */
export function knowsTableNames(
  schema: SchemaSnapshot,
  table: string,
  q: QueryParams,
  extra: Iterable<string> = [],
): boolean {
  const rel = schema.relations.get(table);
  if (!rel) return false;
  const known = new Set([...rel.columns, ...rel.computed].map((c) => c.name));
  for (const name of mentionedColumns(q, extra)) if (!known.has(name)) return false;
  return knowsEmbeds(schema, table, q.select);
}

/**
 * The snapshot to plan a request from: the current one, or, when `knows` says it lacks a
 * name the request uses, the one after the cache has settled.
 */
export async function schemaFor(
  cache: SchemaCache,
  schema: string,
  knows: (snapshot: SchemaSnapshot) => boolean,
): Promise<SchemaSnapshot> {
  const current = cache.current(schema) ?? (await cache.snapshot(schema));
  if (knows(current)) return current;
  await cache.settle();
  return cache.snapshot(schema);
}

/** PGRST205 with PostgREST's "Perhaps you meant the table ..." hint when a name is close. */
export function tableMissing(schema: SchemaSnapshot, name: string): RestError {
  return tableNotFound(name, closest(name, schema.relations.keys(), 0.75), schema.schema);
}

/**
 * PGRST202 with PostgREST's hint: the closest argument list when the function exists,
 * else the closest function name.
 */
export function functionMissing(
  schema: SchemaSnapshot,
  name: string,
  keys: string[],
  viaPost: boolean,
): RestError {
  const overloads = schema.routines.get(name) ?? [];
  const asList = (names: string[]) => `(${[...names].sort().join(', ')})`;
  let suggestion: string | null;
  if (overloads.length > 0) {
    const lists = overloads.map((r) => asList(r.args.map((a) => a.name)));
    const best = closest(asList(keys), lists, 0.33);
    suggestion = best === null ? null : `${name}${best}`;
  } else {
    suggestion = closest(name, schema.routineNames, 0.75);
  }
  return functionNotFound(name, keys, viaPost, suggestion, schema.schema);
}
