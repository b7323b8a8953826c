import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppContext } from '../context';
import { forwardedClient, trustedProxyHops } from '../http/client-ip';
import { log } from '../log/logger';
import { SESSION_ENDED_MESSAGE } from '../auth/session-liveness';
import { SESSION_ENDED_CHANNEL } from '../db/live-sessions';
import type { ApiRole, JwtClaims } from '../keys';
import { bindingWants, type ChangeBinding, type JoinedChannel } from './channel';
import {
  pruneStoredChanges,
  readStoredChange,
  startChangeFeed,
  type RowChange,
  type StoredChange,
} from './change-feed';
import { RealtimeConnection, TOKEN_EXPIRED } from './connection';
import { matchesFilter } from './filters';
import { RealtimeHub } from './hub';
import { LIMIT_REASONS, REALTIME_LIMITS } from './limits';
import { parseVsn } from './protocol';
import { visibleTo, type Visibility } from './visibility';

export const REALTIME_PATH = '/realtime/v1/websocket';

/** NOTIFY channel of ended sessions (supabase/migrations/0008_platform_auth_session_checks.sql). */

/** Channels looked at between turns of the event loop while one change fans out. */
const VISITS_PER_TURN = 500;

export interface RealtimeServer {
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** The client's address, as the API's rate limits read it (http/client-ip.ts). */
function upgradeAddress(req: IncomingMessage): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = forwardedClient(
    Array.isArray(header) ? header.join(',') : header,
    trustedProxyHops(),
  );
  return forwarded ?? req.socket.remoteAddress ?? 'unknown';
}

/** The row's primary key columns that the subscriber's role may read. */
function readableKey(change: RowChange, visible: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(change.pk)
      .filter((k) => Object.hasOwn(visible, k))
      .map((k) => [k, visible[k]]),
  );
}

/** The channels of one access token that may want a change. */
interface Group {
  channels: Set<JoinedChannel>;
  /** Index of the token's claims among its role's. */
  index: number;
  role: ApiRole;
}

/**
 * The realtime endpoint supabase-js connects to: Phoenix channels over a WebSocket on the
 * HTTP server's upgrade, with postgres_changes fed by the database's change capture.
 *
 * A changed row reaches a channel only if its subscriber may select the row as it was (the
 * new row of an INSERT or UPDATE, the old row of a DELETE), as their role, their claims and
 * the table's row-level security decide (visibility.ts), with only the columns the role may
 * read, and while the session their token names is live; the channel's filter is then
 * applied to that row as they may read it, so it can only ever match rows and columns they
 * could select anyway.
 */
export async function attachRealtime(ctx: AppContext, server: Server): Promise<RealtimeServer> {
  const hub = new RealtimeHub<RealtimeConnection>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: REALTIME_LIMITS.messageBytes,
  });
  // With INSTANCE_ID set, the handshake names the instance, as X-Instance does on HTTP answers.
  if (ctx.config.instanceId) {
    const instance = ctx.config.instanceId;
    wss.on('headers', (headers) => headers.push(`X-Instance: ${instance}`));
  }

  const deliver = async (incoming: RowChange | StoredChange): Promise<void> => {
    const change = 'ref' in incoming ? await readStoredChange(ctx.db, incoming.ref) : incoming;
    if (!change) return;
    let visited = 0;
    const turn = async () => {
      // However many channels a table has, one change never holds the event loop for long.
      if (++visited % VISITS_PER_TURN === 0) await yieldToEventLoop();
    };
    const wants = (b: ChangeBinding, row: Record<string, unknown>) =>
      bindingWants(b, change.schema, change.table, change.type) && matchesFilter(row, b.rowFilter);

    // Which subscribers (one per access token) to ask the database about: those with a
    // channel whose filter the row as it was could match at all. A filter that cannot match
    // the whole row cannot match the part of it the subscriber may read, so this only spares
    // the database; what is sent is decided below, by row-level security first.
    const groups: Group[] = [];
    const claimsByRole = new Map<ApiRole, { claims: JwtClaims[]; index: Map<string, number> }>();
    for (const [token, channels] of hub.groupsOf(change.schema, change.table)) {
      let caller: JoinedChannel['caller'] | null = null;
      for (const channel of channels) {
        await turn();
        if (channel.bindings.some((b) => wants(b, change.record))) {
          caller = channel.caller;
          break;
        }
      }
      if (!caller) continue;
      let role = claimsByRole.get(caller.role);
      if (!role) claimsByRole.set(caller.role, (role = { claims: [], index: new Map() }));
      let index = role.index.get(token);
      if (index === undefined) {
        index = role.claims.length;
        role.claims.push(caller.claims);
        role.index.set(token, index);
      }
      groups.push({ channels, index, role: caller.role });
    }
    if (groups.length === 0) return;

    const answers = new Map<ApiRole, Visibility | null>();
    for (const [role, { claims }] of claimsByRole) {
      answers.set(
        role,
        await visibleTo(ctx.db, role, change.schema, change.table, change.record, claims).catch(
          (err: unknown) => {
            log.error(
              { err, component: 'realtime', table: `${change.schema}.${change.table}` },
              'could not check a changed row',
            );
            return null;
          },
        ),
      );
    }

    // Row-level security first, then the filters, on the row as the subscriber may read it.
    const now = Date.now() / 1000;
    const sent = new Set<JoinedChannel>();
    for (const { channels, index, role } of groups) {
      const v = answers.get(role);
      if (!v) continue;
      if (!v.live[index]) {
        for (const channel of [...channels])
          channel.owner.endChannels([channel], SESSION_ENDED_MESSAGE);
        continue;
      }
      if (!v.visible[index]) continue;
      for (const channel of [...channels]) {
        await turn();
        // Left, or ended, while the database was asked; or bound under two keys.
        if (channel.owner.channels.get(channel.topic) !== channel || sent.has(channel)) continue;
        if (channel.expiresAt !== null && channel.expiresAt <= now) {
          channel.owner.endChannels([channel], TOKEN_EXPIRED);
          continue;
        }
        const ids = channel.bindings.filter((b) => wants(b, v.record)).map((b) => b.id);
        if (ids.length === 0) continue;
        sent.add(channel);
        channel.owner.send({
          join_ref: channel.joinRef,
          ref: null,
          topic: channel.topic,
          event: 'postgres_changes',
          payload: {
            ids,
            data: {
              schema: change.schema,
              table: change.table,
              commit_timestamp: change.commit_timestamp,
              type: change.type,
              columns: v.columns,
              ...(change.type !== 'DELETE' ? { record: v.record } : {}),
              ...(change.type !== 'INSERT' ? { old_record: readableKey(change, v.record) } : {}),
              errors: null,
            },
          },
        });
      }
    }
  };

  // Changes are delivered one at a time, in the order they committed; a backlog past the
  // limit is dropped (and logged) rather than kept in memory.
  let queue = Promise.resolve();
  let waiting = 0;
  const stopFeed = await startChangeFeed(ctx.db, (change) => {
    if (waiting >= REALTIME_LIMITS.pendingChanges) {
      log.warn({ component: 'realtime', waiting }, 'change backlog full; a change was dropped');
      return;
    }
    waiting += 1;
    queue = queue
      .then(() => deliver(change))
      .catch((err: unknown) => log.error({ err, component: 'realtime' }, 'delivery failed'))
      .finally(() => {
        waiting -= 1;
      });
  });

  // A session that ends anywhere (sign-out, revoke, password change, a banned or deleted
  // user) ends its channels here at once.
  const stopSessions = await ctx.db.listen(SESSION_ENDED_CHANNEL, (payload) => {
    let ended: { session_id?: unknown; user_id?: unknown };
    try {
      ended = JSON.parse(payload) as typeof ended;
    } catch {
      return;
    }
    if (typeof ended.user_id !== 'string') return;
    for (const conn of hub.socketsOf(ended.user_id)) {
      const channels = [...conn.channels.values()].filter(
        (c) =>
          c.caller.userId === ended.user_id &&
          (ended.session_id === undefined || c.caller.claims.session_id === ended.session_id),
      );
      conn.endChannels(channels, SESSION_ENDED_MESSAGE);
    }
  });

  const pruning = setInterval(() => {
    pruneStoredChanges(ctx.db).catch((err: unknown) =>
      log.warn({ err, component: 'realtime' }, 'pruning stored changes failed'),
    );
  }, 60_000);
  pruning.unref();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) return;
    const apiKey =
      url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined) ?? '';
    if (apiKey !== ctx.keys.anonKey && apiKey !== ctx.keys.serviceRoleKey) {
      return refuse(
        socket,
        '401 Unauthorized',
        apiKey ? 'Invalid API key' : 'No API key found in request',
      );
    }
    const vsn = parseVsn(url.searchParams.get('vsn'));
    if (!vsn) return refuse(socket, '400 Bad Request', 'Unsupported protocol version');
    const address = upgradeAddress(req);
    if (!hub.reserve(address))
      return refuse(socket, '429 Too Many Requests', LIMIT_REASONS.addressSockets);
    let admitted = false;
    // A handshake that fails gives its place back.
    socket.once('close', () => {
      if (!admitted) hub.unreserve(address);
    });
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      admitted = true;
      const conn = new RealtimeConnection(ctx, hub, ws, vsn, apiKey, address);
      hub.admit(conn);
      ws.on('message', (data, isBinary) => {
        if (!conn.admit() || isBinary) return;
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data as ArrayBuffer).toString('utf8');
        conn.receive(text);
      });
      ws.on('close', () => conn.dispose());
      ws.on('error', () => conn.dispose());
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      clearInterval(pruning);
      // A close frame (1012, service restart): clients reconnect, through the load balancer
      // to another instance. A socket that does not answer within a second is cut.
      const closing = [...wss.clients].map(
        (client) =>
          new Promise<void>((resolve) => {
            const cut = setTimeout(() => {
              client.terminate();
              resolve();
            }, 1000);
            client.once('close', () => {
              clearTimeout(cut);
              resolve();
            });
            client.close(1012, 'Server restarting');
          }),
      );
      await Promise.all(closing);
      for (const conn of [...hub.sockets]) conn.dispose();
      await stopSessions();
      await stopFeed();
      await queue;
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
