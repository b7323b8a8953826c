import { closest } from './fuzzy';
import { RestError } from './errors';

/*
 * Relationships between the tables and views of one exposed schema, derived the way
 * PostgREST's schema cache derives them: every foreign key gives a many-to-one (or a
 * one-to-one when its columns are unique) and its inverse; a view whose columns come from
 * a key's columns carries that key too; a table whose primary key holds two foreign keys
 * joins their targets many-to-many; a function from a table's row to rows of a table is a
 * computed relationship. Everything here is pure: catalog rows in, relationships out.
 */

/** How an embedded resource relates to the one it is embedded in. */
export type Relationship =
  | {
      kind: 'many-to-one' | 'one-to-many' | 'one-to-one';
      table: string;
      target: string;
      constraint: string;
      /** [column of table, column of target] pairs. */
      columns: [string, string][];
      /** For one-to-one: this side is the one referenced by the key. */
      isParent: boolean;
      isSelf: boolean;
      tableIsView: boolean;
      targetIsView: boolean;
    }
  | {
      kind: 'many-to-many';
      table: string;
      target: string;
      junction: string;
      constraint1: string;
      constraint2: string;
      /** [column of table, column of junction] and [column of target, column of junction]. */
      source: [string, string][];
      targetColumns: [string, string][];
      isSelf: boolean;
      tableIsView: boolean;
      targetIsView: boolean;
    }
  | { kind: 'computed'; table: string; target: string; fn: string; toOne: boolean };

export const isToOne = (r: Relationship): boolean =>
  r.kind === 'many-to-one' || r.kind === 'one-to-one' || (r.kind === 'computed' && r.toOne);

/** A relation (table or view) named by its schema and name. */
export interface QualifiedName {
  schema: string;
  name: string;
}

/** A foreign key as the catalog lists it, columns by attribute number and by name. */
export interface ForeignKeyRow {
  name: string;
  table: QualifiedName & { oid: number };
  foreignTable: QualifiedName & { oid: number };
  /** [attnum, name] of the key's columns in `table`, in key order. */
  columns: [number, string][];
  /** [attnum, name] of the referenced columns in `foreignTable`, in key order. */
  foreignColumns: [number, string][];
  /** The key's columns are unique in `table`. */
  unique: boolean;
}

export interface ViewRow extends QualifiedName {
  oid: number;
  /** attnum to column name. */
  columns: Map<number, string>;
  /** Each column's origin (a relation oid and attnum; 0 for computed columns). */
  origins: { position: number; relation: number; attribute: number }[];
}

export interface ComputedRow {
  fn: string;
  table: string;
  foreignTable: string;
  toOne: boolean;
}

/** What the catalog holds about relationships, before any derivation. */
export interface GraphSource {
  schema: string;
  foreignKeys: ForeignKeyRow[];
  /** Primary keys of tables: [attnum, name] of their columns, in key order. */
  primaryKeys: { table: QualifiedName & { oid: number }; columns: [number, string][] }[];
  views: ViewRow[];
  /** Computed relationships whose row type and result are relations of `schema`. */
  computed: ComputedRow[];
}

/** Every relationship of a schema, by the table or view it starts at, in PostgREST's order. */
export interface SchemaGraph {
  schema: string;
  byTable: Map<string, Relationship[]>;
}

type KeyRelationship = Extract<
  Relationship,
  { kind: 'many-to-one' | 'one-to-many' | 'one-to-one' }
>;

/** An edge before filtering to the exposed schema: both ends qualified. */
interface Edge {
  table: QualifiedName;
  target: QualifiedName;
  rel: Relationship;
}

const sameName = (a: QualifiedName, b: QualifiedName) => a.schema === b.schema && a.name === b.name;

/** All combinations of one choice per position: [[a], [b, c]] gives [a, b] and [a, c]. */
function combinations<T>(choices: T[][]): T[][] {
  return choices.reduce<T[][]>(
    (acc, options) => acc.flatMap((prefix) => options.map((o) => [...prefix, o])),
    [[]],
  );
}

/**
 * For each view of the schema, which of its columns come from each (relation oid, attnum),
 * following views of views to the table underneath.
 */
function viewColumnsByOrigin(views: ViewRow[]): Map<number, Map<string, string[]>> {
  const byOid = new Map(views.map((v) => [v.oid, v]));
  const resolve = (oid: number, attnum: number, seen: Set<number>): [number, number] | null => {
    const view = byOid.get(oid);
    if (!view) return [oid, attnum];
    if (seen.has(oid)) return null;
    const origin = view.origins.find((o) => o.position === attnum);
    if (!origin || origin.relation === 0) return null;
    return resolve(origin.relation, origin.attribute, new Set([...seen, oid]));
  };
  const result = new Map<number, Map<string, string[]>>();
  for (const view of views) {
    const map = new Map<string, string[]>();
    for (const origin of view.origins) {
      if (origin.relation === 0) continue;
      const base = resolve(origin.relation, origin.attribute, new Set([view.oid]));
      const column = view.columns.get(origin.position);
      if (!base || column === undefined) continue;
      const key = `${base[0]}:${base[1]}`;
      map.set(key, [...(map.get(key) ?? []), column]);
    }
    result.set(view.oid, map);
  }
  return result;
}

function keyRelationship(
  table: QualifiedName,
  target: QualifiedName,
  fk: ForeignKeyRow,
  columns: [string, string][],
  tableIsView: boolean,
  targetIsView: boolean,
  isSelf: boolean,
): Edge {
  return {
    table,
    target,
    rel: {
      kind: fk.unique ? 'one-to-one' : 'many-to-one',
      table: table.name,
      target: target.name,
      constraint: fk.name,
      columns,
      isParent: false,
      isSelf,
      tableIsView,
      targetIsView,
    },
  };
}

/** Many-to-one and one-to-one edges of keys and of the views that carry them. */
function keyEdges(source: GraphSource): Edge[] {
  const edges: Edge[] = [];
  const viewsOfSchema = source.views.filter((v) => v.schema === source.schema);
  const origins = viewColumnsByOrigin(source.views);
  /** The view's columns for each of `cols` of relation `oid`, or null when one is missing. */
  const viewColumns = (view: ViewRow, oid: number, cols: [number, string][]) => {
    const map = origins.get(view.oid)!;
    const choices = cols.map(([attnum]) => map.get(`${oid}:${attnum}`) ?? []);
    return choices.every((c) => c.length > 0) ? combinations(choices) : null;
  };
  for (const fk of source.foreignKeys) {
    const fromCols = fk.columns.map((c) => c[1]);
    const toCols = fk.foreignColumns.map((c) => c[1]);
    const zip = (a: string[], b: string[]) => a.map((x, i): [string, string] => [x, b[i]!]);
    edges.push(
      keyRelationship(
        fk.table,
        fk.foreignTable,
        fk,
        zip(fromCols, toCols),
        false,
        false,
        fk.table.oid === fk.foreignTable.oid,
      ),
    );
    const fromViews = viewsOfSchema.flatMap((v) =>
      (viewColumns(v, fk.table.oid, fk.columns) ?? []).map((cols) => ({ v, cols })),
    );
    const toViews = viewsOfSchema.flatMap((v) =>
      (viewColumns(v, fk.foreignTable.oid, fk.foreignColumns) ?? []).map((cols) => ({ v, cols })),
    );
    for (const { v, cols } of fromViews)
      edges.push(keyRelationship(v, fk.foreignTable, fk, zip(cols, toCols), true, false, false));
    for (const { v, cols } of toViews)
      edges.push(keyRelationship(fk.table, v, fk, zip(fromCols, cols), false, true, false));
    for (const from of fromViews) {
      for (const to of toViews) {
        edges.push(
          keyRelationship(
            from.v,
            to.v,
            fk,
            zip(from.cols, to.cols),
            true,
            true,
            from.v.oid === to.v.oid,
          ),
        );
      }
    }
  }
  return edges;
}

/** Primary key column names of tables, and of views whose columns hold a table's whole key. */
function primaryKeyNames(source: GraphSource): Map<string, Set<string>> {
  const key = (q: QualifiedName) => `${q.schema}.${q.name}`;
  const names = new Map<string, Set<string>>();
  for (const pk of source.primaryKeys)
    names.set(key(pk.table), new Set(pk.columns.map((c) => c[1])));
  const origins = viewColumnsByOrigin(source.views);
  for (const view of source.views) {
    if (view.schema !== source.schema) continue;
    const map = origins.get(view.oid)!;
    for (const pk of source.primaryKeys) {
      const cols = pk.columns.map(([n]) => map.get(`${pk.table.oid}:${n}`)?.[0]);
      if (cols.length > 0 && cols.every((c) => c !== undefined)) {
        names.set(key(view), new Set(cols as string[]));
        break;
      }
    }
  }
  return names;
}

/** Many-to-many edges: a junction whose primary key covers two of its keys to other relations. */
function junctionEdges(source: GraphSource, keys: Edge[]): Edge[] {
  const pks = primaryKeyNames(source);
  const edges: Edge[] = [];
  const manyToOne = keys.filter((e) => e.rel.kind === 'many-to-one') as (Edge & {
    rel: KeyRelationship;
  })[];
  for (const a of manyToOne) {
    for (const b of manyToOne) {
      if (!sameName(a.table, b.table) || a.rel.constraint === b.rel.constraint) continue;
      if (a.table.schema !== source.schema) continue;
      const pk = pks.get(`${a.table.schema}.${a.table.name}`) ?? new Set<string>();
      const junctionCols = [...a.rel.columns, ...b.rel.columns].map((c) => c[0]);
      if (!junctionCols.every((c) => pk.has(c))) continue;
      edges.push({
        table: a.target,
        target: b.target,
        rel: {
          kind: 'many-to-many',
          table: a.target.name,
          target: b.target.name,
          junction: a.table.name,
          constraint1: a.rel.constraint,
          constraint2: b.rel.constraint,
          source: a.rel.columns.map(([j, own]) => [own, j]),
          targetColumns: b.rel.columns.map(([j, theirs]) => [theirs, j]),
          isSelf: sameName(a.target, b.target),
          tableIsView: a.rel.targetIsView,
          targetIsView: b.rel.targetIsView,
        },
      });
    }
  }
  return edges;
}

function inverse(e: Edge & { rel: KeyRelationship }): Edge {
  const r = e.rel;
  return {
    table: e.target,
    target: e.table,
    rel: {
      ...r,
      kind: r.kind === 'many-to-one' ? 'one-to-many' : 'one-to-one',
      table: r.target,
      target: r.table,
      columns: r.columns.map(([own, theirs]) => [theirs, own]),
      isParent: r.kind === 'one-to-one',
      tableIsView: r.targetIsView,
      targetIsView: r.tableIsView,
    },
  };
}

/** Code-point order, as Haskell compares Text. */
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const cmpPairs = (a: [string, string][], b: [string, string][]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const c = cmp(a[i]![0], b[i]![0]) || cmp(a[i]![1], b[i]![1]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
};
const KIND_ORDER = ['one-to-many', 'many-to-one', 'one-to-one', 'many-to-many'];

/** PostgREST's order of relationships (its derived Ord): candidates of PGRST201 are listed in it. */
function compareRelationships(a: Relationship, b: Relationship): number {
  if (a.kind === 'computed' || b.kind === 'computed') {
    if (a.kind !== 'computed') return -1;
    if (b.kind !== 'computed') return 1;
    return cmp(a.fn, b.fn) || cmp(a.target, b.target);
  }
  const head =
    cmp(a.target, b.target) ||
    Number(a.isSelf) - Number(b.isSelf) ||
    KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
  if (head !== 0) return head;
  let body = 0;
  if (a.kind === 'many-to-many' && b.kind === 'many-to-many') {
    body =
      cmp(a.junction, b.junction) ||
      cmp(a.constraint1, b.constraint1) ||
      cmp(a.constraint2, b.constraint2) ||
      cmpPairs(a.source, b.source) ||
      cmpPairs(a.targetColumns, b.targetColumns);
  } else if (a.kind !== 'many-to-many' && b.kind !== 'many-to-many') {
    body =
      cmp(a.constraint, b.constraint) ||
      cmpPairs(a.columns, b.columns) ||
      Number(a.isParent) - Number(b.isParent);
  }
  return (
    body ||
    Number(a.tableIsView) - Number(b.tableIsView) ||
    Number(a.targetIsView) - Number(b.targetIsView)
  );
}

/** Every relationship of `source.schema`, by the relation it starts at. */
export function buildSchemaGraph(source: GraphSource): SchemaGraph {
  const keys = keyEdges(source);
  const all = [
    ...keys,
    ...junctionEdges(source, keys),
    ...(keys as (Edge & { rel: KeyRelationship })[]).map(inverse),
  ];
  const byTable = new Map<string, Relationship[]>();
  const add = (table: string, rel: Relationship) => {
    const list = byTable.get(table);
    if (list) list.push(rel);
    else byTable.set(table, [rel]);
  };
  // A computed relationship named like a related table replaces the keys to that table.
  const overridden = new Set(source.computed.map((c) => `${c.table}\0${c.fn}`));
  for (const e of all) {
    if (e.table.schema !== source.schema || e.target.schema !== source.schema) continue;
    if (overridden.has(`${e.rel.table}\0${e.rel.target}`)) continue;
    add(e.rel.table, e.rel);
  }
  for (const c of source.computed) {
    add(c.table, {
      kind: 'computed',
      table: c.table,
      target: c.foreignTable,
      fn: c.fn,
      toOne: c.toOne,
    });
  }
  for (const list of byTable.values()) list.sort(compareRelationships);
  return { schema: source.schema, byTable };
}

const single = (cols: [string, string][], side: 0 | 1): string | null =>
  cols.length === 1 ? cols[0]![side] : null;

/**
 * PostgREST's findRel: the relationships from `origin` that `target` (a table, view,
 * constraint, column or function name) and the optional `!hint` select. A self-reference
 * has one key but two relationships, so PostgREST picks by convention: the table's name
 * (or a hint naming the referencing column) gives the children, the column's name the parent.
 */
export function findRelationships(
  graph: SchemaGraph,
  origin: string,
  target: string,
  hint: string | null,
): Relationship[] {
  return (graph.byTable.get(origin) ?? []).filter((r) => {
    if (r.kind === 'computed') return target === r.fn;
    const cols = r.kind === 'many-to-many' ? null : r.columns;
    const own = cols ? single(cols, 0) : null;
    const theirs = cols ? single(cols, 1) : null;
    const constraint = r.kind === 'many-to-many' ? null : r.constraint;
    if (r.isSelf) {
      if (hint === null) {
        return (
          (target === r.target && r.kind === 'one-to-many') ||
          (target === own && r.kind === 'many-to-one')
        );
      }
      return target === r.target && r.kind === 'one-to-many' && hint === theirs;
    }
    if (hint === null) {
      return target === r.target || (!r.targetIsView && (target === constraint || target === own));
    }
    return (
      target === r.target &&
      (hint === constraint ||
        hint === own ||
        hint === theirs ||
        (r.kind === 'many-to-many' && hint === r.junction))
    );
  });
}

/**
 * PGRST200, with PostgREST's "Perhaps you meant ..." hint: for the child when the parent
 * has relationships (never the child itself), else for the parent; none when neither is close.
 */
export function noRelationship(
  graph: SchemaGraph,
  parent: string,
  child: string,
  hint: string | null,
): RestError {
  const own = graph.byTable.get(parent);
  let suggestion: string | null = null;
  if (own) {
    const best = closest(child, new Set(own.map((r) => r.target)), 0.33);
    if (best !== null) suggestion = `Perhaps you meant '${best}' instead of '${child}'.`;
  } else {
    const best = closest(parent, graph.byTable.keys(), 0.33);
    if (best !== null) suggestion = `Perhaps you meant '${best}' instead of '${parent}'.`;
  }
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}'${hint === null ? '' : ` using the hint '${hint}'`} in the schema '${graph.schema}', but no matches were found.`,
    suggestion,
  );
}

const list = (cols: string[]) => `(${cols.join(', ')})`;

function describe(r: Relationship): Record<string, string> {
  if (r.kind === 'computed') return {};
  if (r.kind === 'many-to-many') {
    return {
      cardinality: 'many-to-many',
      embedding: `${r.table} with ${r.target}`,
      relationship: `${r.junction} using ${r.constraint1}${list(r.source.map((c) => c[1]))} and ${r.constraint2}${list(r.targetColumns.map((c) => c[1]))}`,
    };
  }
  return {
    cardinality: r.kind,
    embedding: `${r.table} with ${r.target}`,
    relationship: `${r.constraint} using ${r.table}${list(r.columns.map((c) => c[0]))} and ${r.target}${list(r.columns.map((c) => c[1]))}`,
  };
}

/** PGRST201 (status 300): every candidate in `details`, the hints that pick one in `hint`. */
export function ambiguousRelationship(
  parent: string,
  child: string,
  rels: Relationship[],
): RestError {
  const hints = rels
    .map((r) =>
      r.kind === 'computed'
        ? ''
        : `'${r.target}!${r.kind === 'many-to-many' ? r.junction : r.constraint}'`,
    )
    .join(', ');
  return new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    rels.map(describe),
    `Try changing '${child}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
  );
}
