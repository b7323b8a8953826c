import type { Caller } from '../db/request-context';
import { parseFilter, type RowFilter } from './filters';

/** One postgres_changes binding of a joined channel, with the id the join reply gave it. */
export interface ChangeBinding {
  id: number;
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  /** The event exactly as the client wrote it, echoed in the join reply. */
  clientEvent: string;
  schema: string;
  table: string | undefined;
  filter: string | undefined;
  rowFilter: RowFilter | null;
}

export interface JoinedChannel {
  topic: string;
  joinRef: string | null;
  caller: Caller;
  /** Token expiry (seconds since epoch), when the token has one. */
  expiresAt: number | null;
  bindings: ChangeBinding[];
}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);
let nextBindingId = 1;

/**
 * Reads the join payload's postgres_changes bindings; each gets a server id that the
 * change messages carry, in the order given (realtime-js matches them by position).
 */
export function readBindings(raw: unknown): ChangeBinding[] | string {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return 'postgres_changes must be a list';
  const bindings: ChangeBinding[] = [];
  for (const item of raw as unknown[]) {
    const b = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const event = typeof b.event === 'string' ? b.event.toUpperCase() : '';
    if (!EVENTS.has(event)) return `Invalid postgres_changes event: ${String(b.event)}`;
    const schema = typeof b.schema === 'string' ? b.schema : '';
    if (!schema) return 'postgres_changes needs a schema';
    const table = typeof b.table === 'string' && b.table !== '' ? b.table : undefined;
    const filter = typeof b.filter === 'string' && b.filter !== '' ? b.filter : undefined;
    const rowFilter = parseFilter(filter);
    if (typeof rowFilter === 'string') return rowFilter;
    bindings.push({
      id: nextBindingId++,
      event: event as ChangeBinding['event'],
      clientEvent: String(b.event),
      schema,
      table,
      filter,
      rowFilter,
    });
  }
  return bindings;
}

/** Whether a binding listens to this table and operation (the row filter is checked later). */
export function bindingWants(
  b: ChangeBinding,
  schema: string,
  table: string,
  type: string,
): boolean {
  return (
    (b.schema === '*' || b.schema === schema) &&
    (b.table === undefined || b.table === '*' || b.table === table) &&
    (b.event === '*' || b.event === type)
  );
}
