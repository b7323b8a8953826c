import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import type { Caller } from '../db/request-context';
import { InvalidJwtError, type ApiRole } from '../keys';
import { readBindings, type JoinedChannel } from './channel';
import { decodeMessage, encodeMessage, type PhoenixMessage, type Vsn } from './protocol';

const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

type TokenCheck =
  { ok: true; caller: Caller; expiresAt: number | null } | { ok: false; reason: string };

/** Verifies an access token the way the API does: a project-signed JWT with an API role. */
export async function checkToken(ctx: AppContext, token: string): Promise<TokenCheck> {
  try {
    const claims = await ctx.keys.verify(token);
    if (!API_ROLES.has(claims.role)) return { ok: false, reason: 'Invalid JWT: unknown role' };
    const role = claims.role as ApiRole;
    const userId = role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
    if (role === 'authenticated' && !userId)
      return { ok: false, reason: 'Invalid JWT: no subject' };
    return {
      ok: true,
      caller: { role, claims, userId },
      expiresAt: typeof claims.exp === 'number' ? claims.exp : null,
    };
  } catch (err) {
    return {
      ok: false,
      reason: err instanceof InvalidJwtError && err.expired ? 'Token has expired' : 'Invalid JWT',
    };
  }
}

/** One client socket: its joined channels, and the Phoenix protocol on top of the frames. */
export class RealtimeConnection {
  readonly channels = new Map<string, JoinedChannel>();

  constructor(
    private readonly ctx: AppContext,
    private readonly socket: WebSocket,
    private readonly vsn: Vsn,
    /** The apikey the socket connected with: the token of channels that send none. */
    private readonly apiKey: string,
  ) {}

  send(m: PhoenixMessage): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(encodeMessage(m, this.vsn));
  }

  private reply(
    m: PhoenixMessage,
    status: 'ok' | 'error',
    response: Record<string, unknown>,
  ): void {
    this.send({
      join_ref: m.join_ref,
      ref: m.ref,
      topic: m.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  async handle(text: string): Promise<void> {
    const m = decodeMessage(text, this.vsn);
    if (!m) return;
    if (m.topic === 'phoenix' && m.event === 'heartbeat') return this.reply(m, 'ok', {});
    switch (m.event) {
      case 'phx_join':
        return this.join(m);
      case 'access_token':
        return this.refreshToken(m);
      case 'phx_leave':
        this.channels.delete(m.topic);
        this.reply(m, 'ok', {});
        return this.send({
          join_ref: m.join_ref,
          ref: m.ref,
          topic: m.topic,
          event: 'phx_close',
          payload: {},
        });
      default:
        // Broadcast and presence are not part of this product's realtime: say so, once per push.
        if (this.channels.has(m.topic))
          this.reply(m, 'error', { reason: `Unsupported event: ${m.event}` });
    }
  }

  private async join(m: PhoenixMessage): Promise<void> {
    const config = (m.payload.config ?? {}) as Record<string, unknown>;
    const token = typeof m.payload.access_token === 'string' ? m.payload.access_token : this.apiKey;
    const who = await checkToken(this.ctx, token);
    if (!who.ok) return this.reply(m, 'error', { reason: who.reason });
    if (config.private === true) {
      return this.reply(m, 'error', {
        reason: 'Private channels are not available; use postgres_changes on a public channel',
      });
    }
    const bindings = readBindings(config.postgres_changes);
    if (typeof bindings === 'string') return this.reply(m, 'error', { reason: bindings });
    this.channels.set(m.topic, {
      topic: m.topic,
      joinRef: m.join_ref ?? m.ref,
      caller: who.caller,
      expiresAt: who.expiresAt,
      bindings,
    });
    this.reply(m, 'ok', {
      postgres_changes: bindings.map((b) => ({
        id: b.id,
        event: b.clientEvent,
        schema: b.schema,
        ...(b.table !== undefined ? { table: b.table } : {}),
        ...(b.filter !== undefined ? { filter: b.filter } : {}),
      })),
    });
    if (bindings.length > 0) {
      this.send({
        join_ref: m.join_ref,
        ref: null,
        topic: m.topic,
        event: 'system',
        payload: {
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          extension: 'postgres_changes',
          channel: m.topic.replace(/^realtime:/, ''),
        },
      });
    }
  }

  private async refreshToken(m: PhoenixMessage): Promise<void> {
    const channel = this.channels.get(m.topic);
    if (!channel || typeof m.payload.access_token !== 'string') return;
    const who = await checkToken(this.ctx, m.payload.access_token);
    if (!who.ok) return this.closeChannel(channel, who.reason);
    channel.caller = who.caller;
    channel.expiresAt = who.expiresAt;
  }

  /** Ends a channel whose token is no longer good, telling the client why. */
  closeChannel(channel: JoinedChannel, reason: string): void {
    this.channels.delete(channel.topic);
    this.send({
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: {
        status: 'error',
        message: reason,
        extension: 'system',
        channel: channel.topic.replace(/^realtime:/, ''),
      },
    });
    this.send({
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
  }
}
