/**
 * A postgres_changes `filter` as realtime-js sends it: `column=op.value`, with the
 * operators the hosted service supports (eq, neq, lt, lte, gt, gte, in).
 */
export interface RowFilter {
  column: string;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
  values: string[];
}

const OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

/** Parses a filter; null for none, an Error message string when it is malformed. */
export function parseFilter(filter: unknown): RowFilter | null | string {
  if (filter === undefined || filter === null || filter === '') return null;
  if (typeof filter !== 'string') return 'filter must be a string such as user_id=eq.<id>';
  const match = /^([A-Za-z_][A-Za-z0-9_]*)=([a-z]+)\.(.*)$/s.exec(filter);
  if (!match) return `Invalid filter: ${filter}`;
  const [, column = '', op = '', value = ''] = match;
  if (!OPS.has(op)) return `Invalid filter operator: ${op}`;
  if (op === 'in') {
    const list = /^\((.*)\)$/s.exec(value);
    if (!list) return `Invalid filter: ${filter} (in takes a list such as in.(1,2))`;
    return {
      column,
      op: 'in',
      values: (list[1] ?? '').split(',').map((v) => v.trim().replace(/^"(.*)"$/s, '$1')),
    };
  }
  return { column, op: op as RowFilter['op'], values: [value] };
}

function compare(a: unknown, b: string): number {
  if (typeof a === 'number' && b.trim() !== '' && !Number.isNaN(Number(b))) return a - Number(b);
  const text = typeof a === 'string' ? a : JSON.stringify(a);
  return text < b ? -1 : text > b ? 1 : 0;
}

/** Whether a row (as JSON) passes the filter; a missing column never does. */
export function matchesFilter(row: Record<string, unknown>, filter: RowFilter | null): boolean {
  if (!filter) return true;
  if (!Object.hasOwn(row, filter.column)) return false;
  const value = row[filter.column];
  if (value === null || value === undefined) return false;
  const first = filter.values[0] ?? '';
  switch (filter.op) {
    case 'eq':
      return compare(value, first) === 0;
    case 'neq':
      return compare(value, first) !== 0;
    case 'lt':
      return compare(value, first) < 0;
    case 'lte':
      return compare(value, first) <= 0;
    case 'gt':
      return compare(value, first) > 0;
    case 'gte':
      return compare(value, first) >= 0;
    case 'in':
      return filter.values.some((v) => compare(value, v) === 0);
  }
}
