import type { Queryable } from '../db/database';
import type { Catalog, Relation } from './catalog';
import { notEmbedded, RestError } from './errors';
import type { EmbedParams, QueryParams } from './query-params';
import {
  ambiguousRelationship,
  isToOne,
  matchRelationships,
  noRelationship,
  relationshipsOf,
  type Relationship,
} from './relationships';
import type { SelectItem } from './select-parser';
import {
  ident,
  orderSql,
  projection,
  tableSql,
  whereSql,
  type EmbedOutput,
  type Params,
  type Projection,
  type Source,
} from './sql';

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

/** An embedded resource, resolved against the catalog: what it is, how it joins, what it asks for. */
export interface EmbedNode {
  item: EmbedItem;
  rel: Relationship;
  target: Relation;
  params: EmbedParams;
  children: Map<EmbedItem, EmbedNode>;
}

const NO_PARAMS: EmbedParams = { conditions: [], order: [], limit: null, offset: null };

/** PGRST119: a spread needs a to-one relationship. */
const spreadNotToOne = (origin: string, target: string) =>
  new RestError(
    400,
    'PGRST119',
    `A spread operation on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  );

/**
 * Resolves every embedded resource of `select` (from `root`) to its relationship and target
 * relation, as PostgREST's planner does, and checks that each `<embed>.<param>` of the query
 * names one. The catalog is re-read once before a relationship is declared missing.
 */
export async function resolveEmbeds(
  tx: Queryable,
  catalog: Catalog,
  root: Relation,
  q: QueryParams,
): Promise<Map<EmbedItem, EmbedNode>> {
  const used = new Set<string>();
  const walk = async (
    parent: Relation,
    select: SelectItem[],
    path: string[],
  ): Promise<Map<EmbedItem, EmbedNode>> => {
    const nodes = new Map<EmbedItem, EmbedNode>();
    for (const item of select) {
      if (item.kind !== 'embed') continue;
      let graph = await catalog.graph(tx);
      let found = matchRelationships(relationshipsOf(graph, parent.name), item.name, item.hint);
      if (found.length === 0) {
        graph = await catalog.graph(tx, true);
        found = matchRelationships(relationshipsOf(graph, parent.name), item.name, item.hint);
      }
      if (found.length === 0)
        throw noRelationship(graph, parent.name, item.name, item.hint, catalog.schema);
      if (found.length > 1) throw ambiguousRelationship(parent.name, item.name, found);
      const rel = found[0]!;
      if (item.spread && !isToOne(rel)) throw spreadNotToOne(parent.name, item.name);
      const target = await catalog.relation(tx, rel.target);
      if (!target) throw noRelationship(graph, parent.name, item.name, item.hint, catalog.schema);
      const here = [...path, item.alias ?? item.name];
      const key = here.join('.');
      used.add(key);
      nodes.set(item, {
        item,
        rel,
        target,
        params: q.embedded.get(key) ?? NO_PARAMS,
        children: await walk(target, item.select, here),
      });
    }
    return nodes;
  };
  const tree = await walk(root, q.select, []);
  for (const key of q.embedded.keys()) if (!used.has(key)) throw notEmbedded(key);
  return tree;
}

/** The join of an embedded resource (alias `child`) to the row of its parent (alias `parent`). */
function joinSql(
  rel: Relationship,
  parent: string,
  child: string,
  params: Params,
  schema: string,
): string {
  if (rel.kind === 'computed') return 'true';
  if (rel.kind === 'many-to-many') {
    const j = `_j${params.values.length}_${child}`;
    const on = [
      ...rel.source.map(([own, jc]) => `${j}.${ident(jc)} = ${parent}.${ident(own)}`),
      ...rel.targetColumns.map(([theirs, jc]) => `${j}.${ident(jc)} = ${child}.${ident(theirs)}`),
    ];
    return `exists (select 1 from ${tableSql(rel.junction, schema)} as ${j} where ${on.join(' and ')})`;
  }
  return rel.columns
    .map(([own, theirs]) => `${child}.${ident(theirs)} = ${parent}.${ident(own)}`)
    .join(' and ');
}

/** `messages(count)`: the embedded rows' count instead of their columns. */
function isCountOnly(node: EmbedNode): boolean {
  const [only, ...rest] = node.item.select;
  return (
    rest.length === 0 &&
    only?.kind === 'column' &&
    only.name === 'count' &&
    only.alias === null &&
    only.path.length === 0 &&
    only.cast === null &&
    !node.target.columns.some((c) => c.name === 'count')
  );
}

/** Builds the SQL of embedded resources: correlated subqueries that run as the caller, so RLS decides every row. */
export class EmbedBuilder {
  private next = 0;
  constructor(private readonly params: Params) {}

  private alias(): string {
    this.next += 1;
    return `_t${this.next}`;
  }

  /** FROM and WHERE of an embedded resource: its join, its own filters and its `!inner` children. */
  private fromWhere(
    node: EmbedNode,
    parent: string,
    alias: string,
  ): { from: string; where: string; source: Source } {
    const source: Source = {
      label: node.target.name,
      columns: node.target.columns,
      computed: node.target.computed,
      schema: node.target.schema,
      alias,
    };
    const from =
      node.rel.kind === 'computed'
        ? `${ident(node.target.schema)}.${ident(node.rel.fn)}(${parent}) as ${alias}`
        : `${tableSql(node.target.name, node.target.schema)} as ${alias}`;
    const parts = [joinSql(node.rel, parent, alias, this.params, node.target.schema)];
    if (node.params.conditions.length > 0)
      parts.push(whereSql(node.params.conditions, source, this.params));
    parts.push(...this.innerJoins(node.children, alias));
    return { from, where: parts.filter((p) => p !== 'true').join(' and ') || 'true', source };
  }

  /** `!inner` embeds keep only parent rows that have a matching embedded row. */
  innerJoins(children: Map<EmbedItem, EmbedNode>, parent: string): string[] {
    const out: string[] = [];
    for (const child of children.values()) {
      if (child.item.joinType !== 'inner') continue;
      const { from, where } = this.fromWhere(child, parent, this.alias());
      out.push(`exists (select 1 from ${from} where ${where})`);
    }
    return out;
  }

  /** The projection of a level whose embeds are `children`, reading from `source`. */
  projection(
    select: SelectItem[],
    source: Source,
    children: Map<EmbedItem, EmbedNode>,
    rowAlias = '_src',
  ): Projection {
    return projection(
      select,
      source,
      this.params,
      (item) => this.output(children.get(item)!, source.alias ?? '_t'),
      rowAlias,
    );
  }

  private output(node: EmbedNode, parent: string): EmbedOutput {
    const alias = this.alias();
    const { from, where, source } = this.fromWhere(node, parent, alias);
    const key = node.item.alias ?? node.item.name;
    const toOne = isToOne(node.rel);
    if (isCountOnly(node)) {
      const counted = `json_build_object('count', count(*))`;
      const expr = `(select ${toOne ? counted : `json_build_array(${counted})`} from ${from} where ${where})`;
      return { key, expr, spreadKeys: null };
    }
    const rows = `_e${alias}`;
    const proj = this.projection(node.item.select, source, node.children, rows);
    const row = proj.plain ? `to_json(${rows})` : proj.row;
    const p = node.params;
    const order = orderSql(p.order, source, this.params);
    let range = '';
    if (toOne) range = ' limit 1';
    else {
      if (p.limit !== null) range += ` limit ${this.params.add(p.limit)}`;
      if (p.offset !== null && p.offset > 0) range += ` offset ${this.params.add(p.offset)}`;
    }
    const inner = `(select ${proj.inner} from ${from} where ${where}${order}${range}) as ${rows}`;
    const expr = toOne
      ? `(select ${row} from ${inner})`
      : `(select coalesce(json_agg(${row}), '[]'::json) from ${inner})`;
    return { key, expr, spreadKeys: node.item.spread ? proj.keys : null };
  }
}
