import type { Relation, SchemaSnapshot } from './schema-cache';
import { notEmbedded, notImplemented, RestError } from './errors';
import type { EmbedParams, QueryParams } from './query-params';
import {
  ambiguousRelationship,
  findRelationships,
  isToOne,
  noRelationship,
  type Relationship,
} from './relationships';
import type { SelectItem } from './select-parser';
import {
  ident,
  orderSql,
  projection,
  selectOutputs,
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
  /** 1 for the resources embedded in the top level, 2 below them... */
  depth: number;
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

/** The key an embedded resource answers under, which filters on the embed itself name. */
export const embedKey = (item: EmbedItem): string => item.alias ?? item.name;

/**
 * The name Postgres would report for an embedded resource's columns in PostgREST's SQL:
 * `<table>_<depth>` (a many-to-many target keeps its own name), so that an unknown column
 * answers `column messages_1.sum does not exist` as PostgREST does.
 */
export const embedLabel = (node: Pick<EmbedNode, 'rel' | 'target' | 'depth'>): string =>
  node.rel.kind === 'many-to-many' ? node.target.name : `${node.target.name}_${node.depth}`;

/**
 * Two embeds of one level under the same name (`users!first_user(*),users!second_user(*)`)
 * would overwrite each other's key; PostgREST's SQL names both joins `<parent>_<name>_<depth>`
 * and Postgres refuses it, and that refusal (42712) is the answer.
 */
function checkDistinctKeys(parent: string, nodes: Iterable<EmbedNode>): void {
  const seen = new Set<string>();
  for (const node of nodes) {
    const key = embedKey(node.item);
    if (seen.has(key)) {
      throw new RestError(
        400,
        '42712',
        `table name "${parent}_${key}_${node.depth}" specified more than once`,
      );
    }
    seen.add(key);
  }
}

/**
 * Resolves every embedded resource of `select` (from `root`) to its relationship and target
 * relation, as PostgREST's planner does, and checks that each `<embed>.<param>` of the query
 * names one. Pure: the schema snapshot is all it reads.
 */
export function resolveEmbeds(
  schema: SchemaSnapshot,
  root: Relation,
  q: QueryParams,
): Map<EmbedItem, EmbedNode> {
  const used = new Set<string>();
  const levels: { parent: string; nodes: Map<EmbedItem, EmbedNode> }[] = [];
  const { graph } = schema;
  const walk = (
    parent: Relation,
    select: SelectItem[],
    path: string[],
    depth: number,
  ): Map<EmbedItem, EmbedNode> => {
    const nodes = new Map<EmbedItem, EmbedNode>();
    levels.push({ parent: parent.name, nodes });
    for (const item of select) {
      if (item.kind !== 'embed') continue;
      const found = findRelationships(graph, parent.name, item.name, item.hint);
      if (found.length === 0) throw noRelationship(graph, parent.name, item.name, item.hint);
      if (found.length > 1) throw ambiguousRelationship(parent.name, item.name, found);
      const rel = found[0]!;
      if (item.spread && !isToOne(rel)) throw spreadNotToOne(parent.name, item.name);
      const target = schema.relations.get(rel.target);
      if (!target) throw noRelationship(graph, parent.name, item.name, item.hint);
      const here = [...path, embedKey(item)];
      const key = here.join('.');
      used.add(key);
      nodes.set(item, {
        item,
        rel,
        target,
        params: q.embedded.get(key) ?? NO_PARAMS,
        children: walk(target, item.select, here, depth + 1),
        depth,
      });
    }
    return nodes;
  };
  const tree = walk(root, q.select, [], 1);
  for (const key of q.embedded.keys()) if (!used.has(key)) throw notEmbedded(key);
  for (const level of levels) checkDistinctKeys(level.parent, level.nodes.values());
  return tree;
}

/** PGRST120: only `is.null` / `not.is.null` apply to an embedded resource itself. */
const unacceptableFilter = (target: string) =>
  new RestError(
    400,
    'PGRST120',
    `Bad operator on the '${target}' embedded resource`,
    'Only is null or not is null filters are allowed on embedded resources',
  );

/**
 * Splits top-level filters on an embedded resource itself (`messages=not.is.null`, as
 * supabase-js's `.not('messages', 'is', null)` sends) from column filters.
 */
export function embedNullFilters(q: QueryParams): {
  columns: QueryParams['conditions'];
  embeds: { key: string; isNull: boolean }[];
} {
  const keys = new Set(
    q.select.flatMap((i) => (i.kind === 'embed' && !i.spread ? [embedKey(i)] : [])),
  );
  const columns: QueryParams['conditions'] = [];
  const embeds: { key: string; isNull: boolean }[] = [];
  for (const c of q.conditions) {
    if (c.kind !== 'filter' || !keys.has(c.filter.column) || c.filter.path.length > 0) {
      columns.push(c);
      continue;
    }
    const o = c.filter.operation;
    if (o.op !== 'is' || (o.value !== 'null' && o.value !== 'not_null'))
      throw unacceptableFilter(c.filter.column);
    embeds.push({ key: c.filter.column, isNull: (o.value === 'null') !== c.filter.negate });
  }
  return { columns, embeds };
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

/**
 * An embed that selects nothing, at any depth (`users()`): PostgREST leaves it out of the
 * answer; it still filters with `!inner` or `users=not.is.null`.
 */
function selectsNothing(node: EmbedNode): boolean {
  return (
    node.item.select.every((i) => i.kind === 'embed') &&
    [...node.children.values()].every(selectsNothing)
  );
}

/** Builds the SQL of embedded resources: subqueries that run as the caller, so RLS decides every row. */
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
      label: embedLabel(node),
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

  /**
   * `!inner` embeds keep only parent rows that have a matching embedded row; `embed=is.null`
   * and `embed=not.is.null` (in `nullFilters`) keep those without or with one.
   */
  innerJoins(
    children: Map<EmbedItem, EmbedNode>,
    parent: string,
    nullFilters: { key: string; isNull: boolean }[] = [],
  ): string[] {
    const out: string[] = [];
    for (const child of children.values()) {
      const wanted = nullFilters.filter((f) => f.key === embedKey(child.item));
      if (child.item.joinType !== 'inner' && wanted.length === 0) continue;
      const { from, where } = this.fromWhere(child, parent, this.alias());
      const exists = `exists (select 1 from ${from} where ${where})`;
      if (child.item.joinType === 'inner') out.push(exists);
      for (const f of wanted) out.push(f.isNull ? `not ${exists}` : exists);
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
      (item) => this.output(this.child(children, item), source.alias ?? '_t'),
      rowAlias,
    );
  }

  private child(children: Map<EmbedItem, EmbedNode>, item: EmbedItem): EmbedNode {
    const node = children.get(item);
    // Only rows of a table or view have relationships (a function returning scalars has none).
    if (!node)
      throw notImplemented(
        `Embedding the related resource '${item.name}' is supported only from the rows of a table or view.`,
      );
    return node;
  }

  private output(node: EmbedNode, parent: string): EmbedOutput {
    if (node.item.spread) return this.spread(node, parent);
    if (selectsNothing(node)) return { kind: 'none' };
    const alias = this.alias();
    const { from, where, source } = this.fromWhere(node, parent, alias);
    const key = embedKey(node.item);
    const toOne = isToOne(node.rel);
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
    const inner = `(select ${proj.inner} from ${from}${proj.joins} where ${where}${proj.groupBy}${order}${range}) as ${rows}`;
    const expr = toOne
      ? `(select ${row} from ${inner})`
      : `(select coalesce(json_agg(${row}), '[]'::json) from ${inner})`;
    // PostgREST's lateral join of this embed, which Postgres would name if left ungrouped.
    const join = `${node.rel.table}_${key}_${node.depth}`;
    return { kind: 'value', key, expr, ungrouped: toOne ? `${join}.*` : `${join}.${join}` };
  }

  /**
   * A spread (`...rel(cols)`) joins its one row laterally to the parent's rows, so its
   * columns are columns of the parent's level: named into the parent's object, grouped by,
   * and aggregated there (`...rel(total:amount.sum())` sums over the parent's rows).
   */
  private spread(node: EmbedNode, parent: string): EmbedOutput {
    const alias = this.alias();
    const { from, where, source } = this.fromWhere(node, parent, alias);
    const { outputs, joins } = selectOutputs(node.item.select, source, this.params, (item) =>
      this.output(this.child(node.children, item), alias),
    );
    const lateral = `_s${alias}`;
    // count() counts the parent's rows that have the embedded row: its argument is a marker.
    const inner = outputs
      .map((o, i) => `${o.agg && o.expr === '*' ? '1' : o.expr} as _c${i}`)
      .join(', ');
    const sub = `(select ${inner || '1 as _none'} from ${from}${joins} where ${where} limit 1)`;
    return {
      kind: 'spread',
      join: ` left join lateral ${sub} as ${lateral} on true`,
      columns: outputs.map((o, i) => ({
        ...o,
        expr: `${lateral}._c${i}`,
        ungrouped: `${node.rel.table}_${embedKey(node.item)}_${node.depth}.${o.key}`,
      })),
    };
  }
}
