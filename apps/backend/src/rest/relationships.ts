import type { RelationGraph } from './catalog';
import { closest } from './fuzzy';
import { RestError } from './errors';

/** How an embedded resource relates to the one it is embedded in, as PostgREST's schema cache sees it. */
export type Relationship =
  | {
      kind: 'many-to-one' | 'one-to-many' | 'one-to-one';
      table: string;
      target: string;
      constraint: string;
      /** [column of table, column of target] pairs. */
      columns: [string, string][];
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
    }
  | { kind: 'computed'; table: string; target: string; fn: string; toOne: boolean };

export const isToOne = (r: Relationship): boolean =>
  r.kind === 'many-to-one' || r.kind === 'one-to-one' || (r.kind === 'computed' && r.toOne);

/** Every relationship that starts at `table`. */
export function relationshipsOf(graph: RelationGraph, table: string): Relationship[] {
  const rels: Relationship[] = [];
  for (const fk of graph.foreignKeys) {
    if (fk.table === table) {
      rels.push({
        kind: fk.unique ? 'one-to-one' : 'many-to-one',
        table,
        target: fk.foreignTable,
        constraint: fk.name,
        columns: fk.columns,
      });
    }
    if (fk.foreignTable === table) {
      rels.push({
        kind: fk.unique ? 'one-to-one' : 'one-to-many',
        table,
        target: fk.table,
        constraint: fk.name,
        columns: fk.columns.map(([own, theirs]) => [theirs, own]),
      });
    }
  }
  // A junction: a table with one key to `table` and another to the target, both in its primary key.
  for (const toSource of graph.foreignKeys) {
    if (toSource.foreignTable !== table || !toSource.inPrimaryKey) continue;
    for (const toTarget of graph.foreignKeys) {
      if (toTarget === toSource || toTarget.table !== toSource.table || !toTarget.inPrimaryKey)
        continue;
      rels.push({
        kind: 'many-to-many',
        table,
        target: toTarget.foreignTable,
        junction: toSource.table,
        constraint1: toSource.name,
        constraint2: toTarget.name,
        source: toSource.columns.map(([j, own]) => [own, j]),
        targetColumns: toTarget.columns.map(([j, theirs]) => [theirs, j]),
      });
    }
  }
  for (const fn of graph.computed) {
    if (fn.table === table)
      rels.push({ kind: 'computed', table, target: fn.foreignTable, fn: fn.name, toOne: fn.toOne });
  }
  return rels;
}

const singleColumn = (r: Relationship, side: 0 | 1): string | null =>
  'columns' in r && r.columns.length === 1 ? r.columns[0]![side] : null;

const constraintOf = (r: Relationship): string | null => ('constraint' in r ? r.constraint : null);

/** PostgREST's findRel: the target by table, constraint or column name, narrowed by the `!hint`. */
export function matchRelationships(
  rels: Relationship[],
  target: string,
  hint: string | null,
): Relationship[] {
  return rels.filter((r) => {
    if (r.kind === 'computed') return target === r.fn;
    if (hint === null) {
      return target === r.target || target === constraintOf(r) || target === singleColumn(r, 0);
    }
    return (
      target === r.target &&
      (hint === constraintOf(r) ||
        hint === singleColumn(r, 0) ||
        hint === singleColumn(r, 1) ||
        (r.kind === 'many-to-many' && hint === r.junction))
    );
  });
}

/** PGRST200, with PostgREST's "Perhaps you meant ..." for the parent or the child. */
export function noRelationship(
  graph: RelationGraph,
  parent: string,
  child: string,
  hint: string | null,
  schema: string,
): RestError {
  const own = relationshipsOf(graph, parent);
  let suggestion: string | null = null;
  if (own.length > 0) {
    const children = new Set(own.map((r) => (r.kind === 'computed' ? r.fn : r.target)));
    const best = closest(child, children, 0.33);
    if (best !== null) suggestion = `Perhaps you meant '${best}' instead of '${child}'.`;
  } else {
    const parents = new Set(graph.foreignKeys.flatMap((fk) => [fk.table, fk.foreignTable]));
    const best = closest(parent, parents, 0.33);
    if (best !== null) suggestion = `Perhaps you meant '${best}' instead of '${parent}'.`;
  }
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}'${hint === null ? '' : ` using the hint '${hint}'`} in the schema '${schema}', but no matches were found.`,
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
