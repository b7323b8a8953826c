import type { Caller } from '../db/request-context';
import { parseFilter, type RowFilter } from './filters';
import { LIMIT_REASONS, REALTIME_LIMITS } from './limits';

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

/** The socket side a channel needs: where to send, and how to end it. */
export interface ChannelOwner {
  /** The channels joined on the socket now, by topic. */
  readonly channels: ReadonlyMap<string, JoinedChannel>;
  send(message: {
    join_ref: string | null;
    ref: string | null;
    topic: string;
    event: string;
    payload: Record<string, unknown>;
  }): void;
  endChannels(channels: JoinedChannel[], reason: string): void;
}

export interface JoinedChannel {
  topic: string;
  joinRef: string | null;
  /** The socket the channel was joined on. */
  owner: ChannelOwner;
  caller: Caller;
  /** The access token the channel runs with: the same token means the same claims. */
  token: string;
  /** Token expiry (seconds since epoch), when the token has one. */
  expiresAt: number | null;
  /** Ends the channel when its token expires (cleared when the channel ends or gets a new token). */
  expiryTimer: NodeJS.Timeout | null;
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
  if (raw.length > REALTIME_LIMITS.bindingsPerChannel) return LIMIT_REASONS.bindings;
  const bindings: ChangeBinding[] = [];
  for (const item of raw as unknown[]) {
    const b = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const event = typeof b.event === 'string' ? b.event.toUpperCase() : '';
    if (!EVENTS.has(event))
      return `Invalid postgres_changes event: ${String(b.event).slice(0, 40)}`;
    const schema = typeof b.schema === 'string' ? b.schema : '';
    if (!schema) return 'postgres_changes needs a schema';
    const table = typeof b.table === 'string' && b.table !== '' ? b.table : undefined;
    if (
      schema.length > REALTIME_LIMITS.topicLength ||
      (table?.length ?? 0) > REALTIME_LIMITS.topicLength
    )
      return LIMIT_REASONS.topic;
    const filter = typeof b.filter === 'string' && b.filter !== '' ? b.filter : undefined;
    if ((filter?.length ?? 0) > REALTIME_LIMITS.filterLength) return LIMIT_REASONS.filter;
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

/** The keys a binding is found under when a change of a table comes in (see RealtimeHub). */
export function tableKey(b: Pick<ChangeBinding, 'schema' | 'table'>): string {
  if (b.schema === '*') return '*';
  return `${b.schema}.${b.table === undefined || b.table === '*' ? '*' : b.table}`;
}
