import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppContext } from '../context';
import { log } from '../http/logger';
import { bindingWants } from './channel';
import { startChangeFeed, type RowChange } from './change-feed';
import { RealtimeConnection } from './connection';
import { matchesFilter } from './filters';
import { parseVsn } from './protocol';
import { rowAsSubscriber, TableColumns } from './rows';

export const REALTIME_PATH = '/realtime/v1/websocket';

export interface RealtimeServer {
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * The realtime endpoint supabase-js connects to: Phoenix channels over a WebSocket on the
 * HTTP server's upgrade, with postgres_changes fed by the database's change capture.
 */
export async function attachRealtime(ctx: AppContext, server: Server): Promise<RealtimeServer> {
  const connections = new Set<RealtimeConnection>();
  const columns = new TableColumns(ctx.db);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  // With INSTANCE_ID set, the handshake names the instance, as X-Instance does on HTTP answers.
  if (ctx.config.instanceId) {
    const instance = ctx.config.instanceId;
    wss.on('headers', (headers) => headers.push(`X-Instance: ${instance}`));
  }

  const deliver = async (change: RowChange): Promise<void> => {
    const cols = await columns.of(change.schema, change.table);
    const now = Date.now() / 1000;
    // One read per subscriber identity, however many channels they have open.
    const seen = new Map<string, Promise<Record<string, unknown> | null>>();
    for (const conn of connections) {
      for (const channel of [...conn.channels.values()]) {
        const wanted = channel.bindings.filter((b) =>
          bindingWants(b, change.schema, change.table, change.type),
        );
        if (wanted.length === 0) continue;
        if (channel.expiresAt !== null && channel.expiresAt <= now) {
          conn.closeChannel(channel, 'Token has expired');
          continue;
        }
        if (change.type === 'DELETE') {
          // A deleted row cannot be read back: as on the hosted service, row-level security is
          // not applied to deletes, so only the primary key leaves the server.
          const old = change.old ?? change.pk;
          const ids = wanted.filter((b) => matchesFilter(old, b.rowFilter)).map((b) => b.id);
          if (ids.length > 0)
            send(conn, channel.joinRef, channel.topic, ids, change, cols, {}, change.pk);
          continue;
        }
        const key = `${channel.caller.role}:${channel.caller.userId ?? ''}`;
        let read = seen.get(key);
        if (!read) {
          read = rowAsSubscriber(ctx.db, channel.caller, change, cols).catch((err: unknown) => {
            // No grant on the table for this role: the row is simply not theirs to see.
            if ((err as { code?: string }).code !== '42501')
              log.error(
                { err, component: 'realtime', table: `${change.schema}.${change.table}` },
                'could not read a changed row',
              );
            return null;
          });
          seen.set(key, read);
        }
        const visible = await read;
        if (!visible) continue;
        const ids = wanted.filter((b) => matchesFilter(visible, b.rowFilter)).map((b) => b.id);
        if (ids.length === 0) continue;
        send(
          conn,
          channel.joinRef,
          channel.topic,
          ids,
          change,
          cols,
          visible,
          change.type === 'UPDATE' ? change.pk : {},
        );
      }
    }
  };

  // Changes are delivered one at a time, in the order they committed.
  let queue = Promise.resolve();
  const stopFeed = await startChangeFeed(ctx.db, (change) => {
    queue = queue
      .then(() => deliver(change))
      .catch((err: unknown) => log.error({ err, component: 'realtime' }, 'delivery failed'));
  });

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
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const conn = new RealtimeConnection(ctx, ws, vsn, apiKey);
      connections.add(conn);
      // One message at a time per socket, so a join is done before the next push is read.
      let inbox = Promise.resolve();
      ws.on('message', (data, isBinary) => {
        if (isBinary) return;
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data as ArrayBuffer).toString('utf8');
        inbox = inbox
          .then(() => conn.handle(text))
          .catch((err: unknown) => log.error({ err, component: 'realtime' }, 'message failed'));
      });
      ws.on('close', () => connections.delete(conn));
      ws.on('error', () => connections.delete(conn));
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    async close() {
      server.off('upgrade', onUpgrade);
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
      connections.clear();
      await stopFeed();
      await queue;
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function send(
  conn: RealtimeConnection,
  joinRef: string | null,
  topic: string,
  ids: number[],
  change: RowChange,
  cols: { name: string; type: string }[],
  record: Record<string, unknown>,
  oldRecord: Record<string, unknown>,
): void {
  conn.send({
    join_ref: joinRef,
    ref: null,
    topic,
    event: 'postgres_changes',
    payload: {
      ids,
      data: {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.commit_timestamp,
        type: change.type,
        columns: cols,
        ...(change.type !== 'DELETE' ? { record } : {}),
        ...(change.type !== 'INSERT' ? { old_record: oldRecord } : {}),
        errors: null,
      },
    },
  });
}
